import { ReceiveCertificateForm } from '@/features/account/components/receive-certificate-form';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/certificates/receive(?number=…): where a buyer enters the seller's transfer code (signed out: sign in first, then back here). */
export function ReceiveCertificatePage() {
  useDocumentTitle('Receive a Certificate');
  return (
    <div className="grid gap-6">
      <ScreenHeading title="Receive a Certificate" description="Put a certificate you bought in your name." />
      <ReceiveCertificateForm />
    </div>
  );
}
