import { ServicesScreen } from '@/features/marketing/components/services-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /services: the two services, the PDF form, the process and why choose us. */
export function ServicesPage() {
  useDocumentTitle('Our Services');
  return <ServicesScreen />;
}
