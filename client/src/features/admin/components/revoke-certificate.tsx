import { certificateRevokeSchema } from '@shared/schemas/certificate';
import { toast } from '@/components/ui/use-toast';
import { useRevokeCertificate } from '../api/revoke-certificate';
import { ReasonDialog } from './reason-dialog';

/**
 * Revoking asks for a reason (the shared rule: at least 5 characters), then for a confirmation:
 * a revoked certificate is never valid again, and verification shows it as revoked.
 */
export function RevokeCertificate({ certificateNumber }: { certificateNumber: string }) {
  const revoke = useRevokeCertificate();
  return (
    <ReasonDialog
      schema={certificateRevokeSchema}
      words={{
        open: 'Revoke certificate',
        label: 'Reason for revoking (the holder reads it)',
        hint: 'E-mailed to the holder word for word and shown on their submission; verification then shows the certificate as revoked.',
        submit: 'Revoke',
        question: `Revoke ${certificateNumber}? It can never be made valid again.`,
        confirm: 'Yes, revoke it',
        busy: 'Revoking...',
        failed: 'Revoke failed',
      }}
      onConfirm={async (reason) => {
        await revoke.mutateAsync({ certificateNumber, reason });
        toast({ title: 'Certificate revoked', description: `Certificate ${certificateNumber} now verifies as revoked.` });
      }}
    />
  );
}
