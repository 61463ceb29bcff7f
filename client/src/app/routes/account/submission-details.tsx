import { useParams } from 'react-router';
import { SubmissionDetailsScreen } from '@/features/account/components/submission-details';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/submissions/{orderNumber}: the number in the address is the customer's order number. */
export function SubmissionDetailsPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Submission Details');
  return <SubmissionDetailsScreen key={id} orderNumber={id} />;
}
