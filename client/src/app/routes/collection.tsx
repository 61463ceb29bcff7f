import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** The G.O.A.T. Collection: the full page arrives in a later release. */
export function CollectionPage() {
  return <PagePlaceholder eyebrow="Showcase" title="The G.O.A.T. Collection" lead="A curated gallery of memorabilia that passed through our hands." />;
}
