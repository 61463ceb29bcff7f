import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { ActiveSession } from '@shared/schemas/sessions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/submission-format';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const isPhone = (device: string) => /iPhone|Android|iPad/.test(device);

function SessionRow({ session, onEnd }: { session: ActiveSession; onEnd: (s: ActiveSession) => void }) {
  const Icon = isPhone(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-ink-900/8 py-4 first:pt-0 last:border-b-0 last:pb-0">
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
        <div className="grid min-w-0 gap-0.5">
          <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-900">
            {session.device}
            {session.current ? <Badge variant="gold">This device</Badge> : null}
          </span>
          <span className="text-sm text-slate-600">Signed in {formatDateTime(session.signedInAt)}</span>
          <span className="text-sm text-slate-600">Last seen {formatDateTime(session.lastSeenAt)}</span>
          {/* Partly hidden by the server: enough to tell home from elsewhere. */}
          {session.place ? <span className="text-sm text-slate-600">Address {session.place}</span> : null}
        </div>
      </div>
      {session.current ? null : (
        <Button variant="outline" size="sm" onClick={() => onEnd(session)} aria-label={`Sign out ${session.device}, signed in ${formatDateTime(session.signedInAt)}`}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Active Sessions: where the account is signed in, and a way to sign any other device out. */
export function ActiveSessions() {
  const sessions = useSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<ActiveSession | null>(null);

  const confirm = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      toast({ title: 'Signed out', description: `${ending.device} is no longer signed in.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not signed out', description: error instanceof Error ? error.message : 'Please try again.' });
    } finally {
      setEnding(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Active Sessions</CardTitle>
        <CardDescription>Where your account is signed in. Sign out any device you do not recognise, then change your password.</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <p role="alert" className="text-sm text-status-rejected">
            Your sessions could not be loaded. Please reload the page.
          </p>
        ) : !sessions.data ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading sessions">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : (
          <ul className="grid" aria-label="Active sessions">
            {sessions.data.sessions.map((s) => (
              <SessionRow key={s.id} session={s} onEnd={setEnding} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="Sign out this device?"
        description={ending ? `${ending.device}, signed in ${formatDateTime(ending.signedInAt)}, will need to sign in again.` : undefined}
        confirmLabel="Sign out"
        pendingLabel="Signing out..."
        pending={end.isPending}
        onConfirm={() => void confirm()}
      />
    </Card>
  );
}
