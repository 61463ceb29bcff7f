import { CertificateVerificationScreen } from '@/features/certificates/components/certificate-verification-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /certificate-verification, with ?cert= when opened from a letter's QR code. */
export function CertificateVerificationPage() {
  useDocumentTitle('Certificate Verification');
  return <CertificateVerificationScreen />;
}
