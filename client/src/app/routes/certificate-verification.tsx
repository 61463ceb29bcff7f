import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Certificate Verification: the full page arrives in a later release. */
export function CertificateVerificationPage() {
  return <PagePlaceholder eyebrow="Verify" title="Certificate Verification" lead="Check a G.O.A.T. letter of authenticity by its certificate number." />;
}
