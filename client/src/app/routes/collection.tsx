import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/api/auth/session';
import { PageHero } from '@/components/layout/page-hero';
import { collectionQueryKey } from '@/features/collection/api/get-collection';
import { CollectionGallery } from '@/features/collection/components/collection-gallery';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /collection: the gallery for everyone, with the admin's tools for an admin (docs/product.md, Pages). */
export function CollectionPage() {
  useDocumentTitle('The G.O.A.T. Collection');
  // Rendered as a visitor (by the server): the admin's tools appear once the session has answered.
  const { isAdmin } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    // The list the page came with is the visitors' one; an admin's also has the hidden items.
    if (isAdmin) void queryClient.invalidateQueries({ queryKey: collectionQueryKey });
  }, [isAdmin, queryClient]);
  return (
    <>
      <PageHero eyebrow="Showcase" title="The G.O.A.T. Collection" lead="A curated gallery of memorabilia that passed through our hands." />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-14 lg:px-8">
        <CollectionGallery isAdmin={isAdmin} />
      </section>
    </>
  );
}
