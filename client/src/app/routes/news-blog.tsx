import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** News & Blog: the full page arrives in a later release. */
export function NewsBlogPage() {
  return <PagePlaceholder eyebrow="Stories and updates" title="News & Blog" lead="Authentication insights, collecting tips and company news." />;
}
