import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** Athletes: the full page arrives in a later release. */
export function AthletesPage() {
  return <PagePlaceholder eyebrow="Who we authenticate" title="Athletes" lead="Michael Jordan, Tom Brady and Wayne Gretzky: the signatures we know best." />;
}
