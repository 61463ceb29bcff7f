import { useParams } from 'react-router';
import { normalizeCertificateNumber } from '@shared/certificate-number';
import { PublicCertificateScreen } from '@/features/certificates/components/public-certificate-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /certificates/{number}: where a letter's QR code and a badge lead (decision 040). */
export function PublicCertificatePage() {
  const certificateNumber = normalizeCertificateNumber(useParams().number ?? '');
  useDocumentTitle(`Certificate ${certificateNumber}`);
  return <PublicCertificateScreen key={certificateNumber} certificateNumber={certificateNumber} />;
}
