import { SlabScreen } from '@/features/marketing/components/slab-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /slab-service: the G.O.A.T. x DGA encapsulation teaser. */
export function SlabServicePage() {
  useDocumentTitle('Encapsulation Service');
  return <SlabScreen />;
}
