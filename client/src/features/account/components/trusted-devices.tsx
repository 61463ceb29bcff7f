import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { TrustedDevice } from '@shared/schemas/trusted-devices';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/submission-format';
import { useForgetDevice } from '../api/forget-device';
import { useTrustedDevices } from '../api/get-trusted-devices';

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

function DeviceRow({ device, onForget }: { device: TrustedDevice; onForget: (d: TrustedDevice) => void }) {
  const Icon = isPhone(device.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-ink-900/8 py-4 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="grid min-w-0 gap-0.5">
          <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
            {device.device}
            {device.current ? <Badge variant="gold">This browser</Badge> : null}
          </span>
          <span className="text-sm text-slate-600">First signed in {formatDateTime(device.firstSignedInAt)}</span>
          <span className="text-sm text-slate-600">Last signed in {formatDateTime(device.lastSignedInAt)}</span>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => onForget(device)} aria-label={`Forget ${device.device}, last signed in ${formatDateTime(device.lastSignedInAt)}`}>
        Forget this browser
      </Button>
    </li>
  );
}

/**
 * Recognised Browsers: the browsers that have signed in to the account. While someone guesses the
 * password, new browsers are turned away and these still get in; forgetting one makes it new again.
 */
export function TrustedDevices() {
  const devices = useTrustedDevices();
  const forget = useForgetDevice();
  const [forgetting, setForgetting] = useState<TrustedDevice | null>(null);

  const confirm = async () => {
    if (!forgetting) return;
    try {
      await forget.mutateAsync(forgetting.id);
      toast({ title: 'Browser forgotten', description: `${forgetting.device} is no longer recognised.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not forgotten', description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setForgetting(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Recognised Browsers</CardTitle>
        <CardDescription>
          Browsers that have signed in to your account. If someone keeps trying wrong passwords, only these can sign in for a while. Forget any you do not
          recognise or no longer use.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {devices.isError ? (
          <p role="alert" className="text-sm text-status-rejected">
            Your browsers could not be loaded. Please reload the page.
          </p>
        ) : !devices.data ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading browsers">
            <Skeleton className="h-14" />
          </div>
        ) : devices.data.devices.length === 0 ? (
          <p className="text-sm text-slate-600">No browser is recognised yet: the next one you sign in with will be.</p>
        ) : (
          <ul className="grid" aria-label="Recognised browsers">
            {devices.data.devices.map((d) => (
              <DeviceRow key={d.id} device={d} onForget={setForgetting} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={forgetting !== null}
        onOpenChange={(open) => !open && setForgetting(null)}
        title="Forget this browser?"
        description={
          forgetting
            ? `${forgetting.device} stays signed in if it is, but is treated as a new browser at its next sign-in${forgetting.current ? ' (this is the browser you are using)' : ''}.`
            : undefined
        }
        confirmLabel="Forget"
        pendingLabel="Forgetting..."
        pending={forget.isPending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
