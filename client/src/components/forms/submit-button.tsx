import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';

/**
 * The main action of a submission form. While photos upload it waits (and says so), while the
 * form is busy it shows `busyLabel`; the form submits only when neither is the case, and only once
 * the app has hydrated the page (useHydrated).
 */
export function SubmitButton({
  label,
  busyLabel,
  uploading,
  disabled,
  className,
}: {
  label: string;
  /** Set while the form is busy: 'Submitting...' and the like. */
  busyLabel: string | null;
  uploading: boolean;
  disabled?: boolean;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      {uploading ? (
        <p className="text-sm text-slate-700" role="status">
          Please wait until your photos finish uploading.
        </p>
      ) : null}
      <Button type="submit" variant="gold" size="lg" disabled={!hydrated || uploading || busyLabel !== null || disabled} className={cn('sm:justify-self-start', className)}>
        {uploading ? 'Uploading photos...' : (busyLabel ?? label)}
      </Button>
    </>
  );
}
