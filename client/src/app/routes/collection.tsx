import { useSessionUser } from '@/api/auth/get-user';
import { PageHero } from '@/components/layout/page-hero';
import { CollectionGallery } from '@/features/collection/components/collection-gallery';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /collection: the gallery for everyone, with the admin's tools for an admin (docs/product.md, Pages). */
export function CollectionPage() {
  useDocumentTitle('The G.O.A.T. Collection');
  // Prerendered as a visitor: the admin's tools appear once the session has answered.
  const isAdmin = useSessionUser()?.role === 'admin';
  return (
    <>
      <PageHero eyebrow="Showcase" title="The G.O.A.T. Collection" lead="A curated gallery of memorabilia that passed through our hands." />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <CollectionGallery isAdmin={isAdmin} />
      </section>
    </>
  );
}
