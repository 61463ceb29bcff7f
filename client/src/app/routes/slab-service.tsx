import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** G.O.A.T. x DGA Encapsulation Service: the full page arrives in a later release. */
export function SlabServicePage() {
  return <PagePlaceholder eyebrow="Coming soon" title="G.O.A.T. x DGA Encapsulation Service" documentTitle="Encapsulation Service" lead="Tamper-evident encapsulation for authenticated items, with our grading partner." />;
}
