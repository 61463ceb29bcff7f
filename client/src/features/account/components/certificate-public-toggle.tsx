import { Globe, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { publicCertificatePath } from '@shared/schemas/certificate';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/components/ui/use-toast';
import { useUpdateCertificateVisibility } from '../api/update-certificate-visibility';

/**
 * The holder's choice to show a certificate on its public page and badge (anyone with the number, no
 * last name needed; never the holder's name). Usable in any list of the account's certificates.
 */
export function CertificatePublicToggle({ certificateNumber, isPublic }: { certificateNumber: string; isPublic: boolean }) {
  const update = useUpdateCertificateVisibility();
  // Shown as chosen from the click until the saved choice is read back. Local state, set in the change
  // handler: the mutation's own pending state reaches React only on a later tick, and until then the
  // controlled checkbox snapped back to the old value (a click seemed not to take).
  const [asked, setAsked] = useState<boolean | null>(null);
  const checked = asked ?? isPublic;
  const path = publicCertificatePath(certificateNumber);
  return (
    <div className="grid gap-1.5">
      <CheckboxField
        label={
          <span className="inline-flex items-center gap-1.5">
            {checked ? <Globe className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
            Public page and badge<span className="sr-only"> of {certificateNumber}</span>
          </span>
        }
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => {
          setAsked(event.target.checked);
          update.mutate(
            { certificateNumber, public: event.target.checked },
            {
              // After the lists are read again (the hook's onSuccess waits for them), or on a refusal.
              onSettled: () => setAsked(null),
              onSuccess: (saved) =>
                toast({
                  title: saved.public ? 'Certificate is public' : 'Certificate is private',
                  description: saved.public ? 'Anyone with its number can see its page and badge, never your name.' : 'Its page and badge are hidden; verification still works with your last name.',
                }),
              onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error instanceof Error ? error.message : 'Please try again.' }),
            },
          );
        }}
      />
      <p className="pl-8 text-xs text-slate-600">
        {/* The link once the page exists: while it is being made public, a visit would find it private. */}
        {checked && asked === null ? (
          <Link to={path} className="font-medium text-ink-900 underline underline-offset-2">
            See its public page
          </Link>
        ) : asked ? (
          'Saving…'
        ) : (
          'Make it public to show a buyer its page, photos and live badge.'
        )}
      </p>
    </div>
  );
}
