import { AccountDashboard } from '@/features/account/components/account-dashboard';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountUser } from './account-context';

export function AccountDashboardPage() {
  useDocumentTitle('My Account');
  return <AccountDashboard user={useAccountUser()} />;
}
