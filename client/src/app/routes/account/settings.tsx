import { Card, CardContent } from '@/components/ui/card';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Notification preferences, password and data export arrive with the account release. */
export function AccountSettingsPage() {
  useDocumentTitle('Settings');
  return (
    <>
      <ScreenHeading title="Settings" description="Notifications, password and your data." />
      <Card>
        <CardContent>
          <p className="text-slate-600">This page is being prepared. Please check back soon.</p>
        </CardContent>
      </Card>
    </>
  );
}
