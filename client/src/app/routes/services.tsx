import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Our Services: the full page arrives in a later release. */
export function ServicesPage() {
  return <PagePlaceholder eyebrow="What we do" title="Our Services" lead="From a same-day opinion on photos to a full letter of authenticity." />;
}
