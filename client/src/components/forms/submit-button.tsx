import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The main action of a submission form. While photos upload it waits (and says so), while the
 * form is busy it shows `busyLabel`; the form submits only when neither is the case.
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
  return (
    <>
      {uploading ? (
        <p className="text-sm text-slate-700" role="status">
          Please wait until your photos finish uploading.
        </p>
      ) : null}
      <Button type="submit" variant="gold" size="lg" disabled={uploading || busyLabel !== null || disabled} className={cn('sm:justify-self-start', className)}>
        {uploading ? 'Uploading photos...' : (busyLabel ?? label)}
      </Button>
    </>
  );
}
