import { useSearchParams } from 'react-router';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { SubmissionsList } from '@/features/account/components/submissions-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountUser } from './account-context';

/** My Submissions; the page number is in the address (?page=2), so back and reload keep it. */
export function AccountSubmissionsPage() {
  useDocumentTitle('My Submissions');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  // ?order= from a confirmation e-mail's "Follow your submission" (kept while paging).
  const order = params.get('order')?.toUpperCase() ?? '';
  const followedOrder = ORDER_NUMBER_PATTERN.test(order) ? order : null;
  const onPage = (next: number) => {
    setParams({ ...(next > 1 ? { page: String(next) } : {}), ...(followedOrder ? { order: followedOrder } : {}) });
    window.scrollTo({ top: 0 });
  };
  return <SubmissionsList user={useAccountUser()} page={page} onPage={onPage} followedOrder={followedOrder} />;
}
