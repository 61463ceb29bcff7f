import { useParams } from 'react-router';
import { SubmissionDetailsScreen } from '@/features/account/components/submission-details';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/submissions/{orderNumber}: the number in the address is the customer's order number. */
export function SubmissionDetailsPage() {
  // A number typed by hand in lower case is still the same order (order numbers are upper case).
  const orderNumber = (useParams().id ?? '').toUpperCase();
  useDocumentTitle('Submission Details');
  return <SubmissionDetailsScreen key={orderNumber} orderNumber={orderNumber} />;
}
