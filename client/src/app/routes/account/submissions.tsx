import { Card } from '@/components/ui/card';
import { EmptySubmissions } from '@/features/account/components/empty-submissions';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** The order list arrives with the submissions release; for now every account is empty. */
export function AccountSubmissionsPage() {
  useDocumentTitle('My Submissions');
  return (
    <>
      <ScreenHeading title="My Submissions" description="Every item you have sent us, newest first." />
      <Card>
        <EmptySubmissions />
      </Card>
    </>
  );
}
