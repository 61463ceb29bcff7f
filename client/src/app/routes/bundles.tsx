import { MAX_BUNDLE_DISCOUNT_PERCENT } from '@shared/pricing';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BundlesFaq } from '@/features/bundles/components/bundles-faq';
import { BundlesShop } from '@/features/bundles/components/bundles-shop';
import { CertificateVerificationNote } from '@/features/bundles/components/certificate-verification-note';
import { IndividualPricing } from '@/features/bundles/components/individual-pricing';

export function BundlesPage() {
  useDocumentTitle('Bundle & Save');
  return (
    <>
      <PageHero
        eyebrow="Authentication services"
        title="Bundle & Save"
        lead={`Authenticate signed items of several legends together and save up to ${MAX_BUNDLE_DISCOUNT_PERCENT}% on your Full Letters of Authenticity. The discount applies automatically when your items match a bundle.`}
      />
      <BundlesShop />
      <IndividualPricing />
      <BundlesFaq />
      <CertificateVerificationNote />
    </>
  );
}
