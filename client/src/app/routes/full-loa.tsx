import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Full Letter of Authenticity: the full page arrives in a later release. */
export function FullLoaPage() {
  return <PagePlaceholder eyebrow="Authentication services" title="Full Letter of Authenticity" lead="In-hand examination of your item, with a letter, a hologram and a verifiable certificate number." />;
}
