import { PageHero } from '@/components/layout/page-hero';
import { NewsBlogScreen } from '@/features/blog/components/news-blog-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /news-blog: published posts, searchable, by tab (docs/product.md, Pages). */
export function NewsBlogPage() {
  useDocumentTitle('News & Blog');
  return (
    <>
      <PageHero eyebrow="Stories and updates" title="News & Blog" lead="Authentication insights, collecting tips and company news." />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <NewsBlogScreen />
      </section>
    </>
  );
}
