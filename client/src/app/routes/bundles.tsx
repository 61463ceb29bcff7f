import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Bundle & Save: the full page arrives in a later release. */
export function BundlesPage() {
  return <PagePlaceholder eyebrow="Authentication services" title="Bundle & Save" lead="Authenticate items from several athletes together and save on every letter." />;
}
