import type { Preferences } from '@shared/schemas/account';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

const TOGGLES: { key: keyof Preferences; label: string; description: string }[] = [
  { key: 'emailUpdates', label: 'Email Updates', description: 'Confirmation e-mails when you submit an item.' },
  { key: 'submissionStatus', label: 'Submission Status', description: 'An e-mail when the status of a submission changes.' },
  { key: 'promotions', label: 'Promotions', description: 'Occasional news about services and offers.' },
];

/** An accessible on/off switch: a button with role switch, its state read out as checked. */
function Switch({ checked, disabled, onChange, labelledBy, describedBy }: {
  checked: boolean;
  disabled: boolean;
  onChange: (next: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors disabled:opacity-60 ${
        checked ? 'border-ink-900 bg-ink-900' : 'border-slate-400 bg-slate-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full shadow transition-transform motion-reduce:transition-none ${
          checked ? 'translate-x-6 bg-gold-400' : 'translate-x-1 bg-white'
        }`}
      />
    </button>
  );
}

/** Notification Preferences: each switch saves at once on the server, which follows it when mailing. */
export function NotificationPreferences() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  const toggle = async (key: keyof Preferences, value: boolean) => {
    if (!preferences.data) return;
    const label = TOGGLES.find((t) => t.key === key)?.label ?? key;
    try {
      await update.mutateAsync({ ...preferences.data, [key]: value });
      toast({ title: 'Preferences saved', description: `${label} turned ${value ? 'on' : 'off'}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Preferences not saved', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Notification Preferences</CardTitle>
        <CardDescription>Choose which e-mails we send you. Changes are saved right away.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isError ? (
          <p role="alert" className="text-sm text-status-rejected">
            Your preferences could not be loaded. Please reload the page.
          </p>
        ) : (
          <ul className="grid">
            {TOGGLES.map(({ key, label, description }) => (
              <li key={key} className="flex items-center justify-between gap-6 border-b border-ink-900/8 py-4 first:pt-0 last:border-b-0 last:pb-0">
                <div className="grid gap-0.5">
                  <span id={`pref-${key}`} className="text-sm font-semibold text-ink-900">
                    {label}
                  </span>
                  <span id={`pref-${key}-hint`} className="text-sm text-slate-600">
                    {description}
                  </span>
                </div>
                {preferences.data ? (
                  <Switch
                    checked={preferences.data[key]}
                    disabled={update.isPending}
                    onChange={(next) => void toggle(key, next)}
                    labelledBy={`pref-${key}`}
                    describedBy={`pref-${key}-hint`}
                  />
                ) : (
                  <Skeleton className="h-7 w-12 rounded-full" />
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
