import { ProfileDetails } from '@/features/account/components/profile-details';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountUser } from './account-context';

export function AccountProfilePage() {
  useDocumentTitle('Profile');
  return <ProfileDetails user={useAccountUser()} />;
}
