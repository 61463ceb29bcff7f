import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useSubmission } from '../api/get-submission';
import { CustomerInformation, NotesCard, PaymentInformation, SubmissionInformation } from './details-info-cards';
import { SubmissionActions, SubmittedImages } from './details-media-cards';
import { LoadError } from './load-error';
import { ScreenHeading } from './screen-heading';
import { StatusTimeline } from './status-timeline';
import { SubmissionNotFound } from './submission-not-found';

const backLink = (
  <Link
    to="/account/submissions"
    className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-ink-900 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" /> Back to My Submissions
  </Link>
);

function DetailsSkeleton() {
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_320px]" aria-hidden="true">
      <div className="grid gap-6">
        {[0, 1].map((n) => (
          <Card key={n} className="grid gap-4 p-6 sm:p-8">
            <Skeleton className="h-6 w-56" />
            <div className="grid grid-cols-2 gap-4">
              {Array.from({ length: 6 }, (_, k) => (
                <Skeleton key={k} className="h-9" />
              ))}
            </div>
          </Card>
        ))}
      </div>
      <Card className="grid content-start gap-4 p-6">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </Card>
    </div>
  );
}

/** Submission Details (spec 02, 2.4), addressed by order number; someone else's reads as not found. */
export function SubmissionDetailsScreen({ orderNumber }: { orderNumber: string }) {
  const query = useSubmission(orderNumber);
  const s = query.data;
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  let body;
  if (query.isPending) {
    body = (
      <>
        <span className="sr-only" role="status">Loading the submission</span>
        <DetailsSkeleton />
      </>
    );
  } else if (notFound) {
    body = <SubmissionNotFound />;
  } else if (!s) {
    body = (
      <Card>
        <LoadError what="this submission" message={query.error?.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px] xl:items-start">
        <div className="grid min-w-0 gap-6">
          <SubmissionInformation submission={s} />
          <PaymentInformation submission={s} />
          <CustomerInformation submission={s} />
          <NotesCard submission={s} />
          <SubmittedImages submission={s} />
        </div>
        <div className="grid min-w-0 gap-6 xl:sticky xl:top-28">
          <SubmissionActions submission={s} />
          <StatusTimeline history={s.statusHistory} />
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <div className="mb-2">{backLink}</div>
      <ScreenHeading title="Submission Details" description={s ? `Order ${s.orderNumber}` : undefined} />
      {body}
    </div>
  );
}
