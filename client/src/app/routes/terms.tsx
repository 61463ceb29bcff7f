import { TermsScreen } from '@/features/marketing/components/terms-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /terms: the terms of service (linked from the footer and the submission forms). */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  return <TermsScreen />;
}
