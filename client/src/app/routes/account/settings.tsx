import { AccountActions } from '@/features/account/components/account-actions';
import { ActiveSessions } from '@/features/account/components/active-sessions';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { NotificationPreferences } from '@/features/account/components/notification-preferences';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { TrustedDevices } from '@/features/account/components/trusted-devices';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAccountUser } from './account-context';

export function AccountSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="grid gap-6">
      <ScreenHeading title="Settings" description="Notifications, password and your data." />
      <NotificationPreferences />
      <ChangePasswordForm user={useAccountUser()} />
      <ActiveSessions />
      <TrustedDevices />
      <AccountActions />
    </div>
  );
}
