import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Terms of Service: the full page arrives in a later release. */
export function TermsPage() {
  return <PagePlaceholder eyebrow="Legal" title="Terms of Service" />;
}
