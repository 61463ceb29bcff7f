import { AccountDashboard } from '@/features/account/components/account-dashboard';
import { ClaimSubmissionsCard } from '@/features/account/components/claim-submissions-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountUser } from './account-context';

export function AccountDashboardPage() {
  useDocumentTitle('My Account');
  return (
    <div className="grid gap-6">
      <AccountDashboard user={useAccountUser()} />
      <ClaimSubmissionsCard />
    </div>
  );
}
