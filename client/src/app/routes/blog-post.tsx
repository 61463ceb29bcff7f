import { PagePlaceholder } from '@/components/layout/page-placeholder';

/** /blog/:id: the article view arrives with the blog release. */
export function BlogPostPage() {
  return <PagePlaceholder eyebrow="News & Blog" title="Article" action={{ to: '/news-blog', label: 'Back to News & Blog' }} />;
}
