import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Quick Opinion: the full page arrives in a later release. */
export function QuickOpinionPage() {
  return <PagePlaceholder eyebrow="Authentication services" title="Quick Opinion" lead="An expert opinion from photos of your item, answered within one business day." />;
}
