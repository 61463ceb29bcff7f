import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** One submission's details; the data arrives with the submissions release. */
export function SubmissionDetailsPage() {
  const { id } = useParams();
  useDocumentTitle('Submission Details');
  return (
    <>
      <ScreenHeading title="Submission Details" description={id ? `Order #${id}` : undefined} />
      <Card>
        <CardContent className="grid justify-items-start gap-4">
          <p className="text-slate-600">This page is being prepared. Please check back soon.</p>
          <Button asChild variant="outline">
            <Link to="/account/submissions">
              <ArrowLeft aria-hidden="true" /> Back to My Submissions
            </Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
