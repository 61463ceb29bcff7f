import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useShipping } from '../api/get-shipping';
import { useSubmission } from '../api/get-submission';
import { CustomerInformation, NotesCard, PaymentInformation, SubmissionInformation } from './details-info-cards';
import { SubmissionActions, SubmittedImages } from './details-media-cards';
import { LoadError } from '@/components/submissions/load-error';
import { ScreenHeading } from './screen-heading';
import { InvoiceCard } from './invoice-card';
import { hasOverpaymentChoice, OverpaymentChoiceCard } from './overpayment-choice-card';
import { ShippingCard } from './shipping-card';
import { RejectionNotice } from './rejection-notice';
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
      <Card className="p-6">
        <SkeletonLines className="gap-4" lines={['h-6 w-40', 'h-12', 'h-12']} />
      </Card>
    </div>
  );
}

/** Submission Details (docs/product.md, Pages), addressed by order number; someone else's reads as not found. */
export function SubmissionDetailsScreen({ orderNumber }: { orderNumber: string }) {
  const query = useSubmission(orderNumber);
  const s = query.data;
  // Full LOA and Bundles travel by parcel and are invoiced (decision 015); a Quick Opinion does neither.
  const shipping = useShipping(orderNumber, s !== undefined && s.serviceType !== 'quick_opinion').data;
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
    // Two columns on wide screens; on phones one, with the actions and the timeline right after the
    // submission's summary instead of below every other card (display: contents lets order work).
    body = (
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_320px] xl:items-start">
        <div className="contents xl:grid xl:min-w-0 xl:gap-6">
          {s.status === 'rejected' ? (
            <div className="order-1 min-w-0"><RejectionNotice submission={s} /></div>
          ) : null}
          <div className="order-1 min-w-0"><SubmissionInformation submission={s} /></div>
          {shipping?.invoice ? (
            <div className="order-1 min-w-0">
              <InvoiceCard orderNumber={s.orderNumber} invoice={shipping.invoice} customerName={s.fullName} />
            </div>
          ) : null}
          {shipping ? (
            <div className="order-4 min-w-0">
              <ShippingCard orderNumber={s.orderNumber} shipping={shipping} />
            </div>
          ) : null}
          <div className="order-4 min-w-0"><PaymentInformation submission={s} invoice={shipping?.invoice} /></div>
          {shipping && hasOverpaymentChoice(s) ? (
            <div className="order-4 min-w-0"><OverpaymentChoiceCard submission={s} invoiced={shipping.invoice !== null} /></div>
          ) : null}
          <div className="order-5 min-w-0"><CustomerInformation submission={s} /></div>
          <div className="order-6 min-w-0"><NotesCard submission={s} /></div>
          <div className="order-7 min-w-0"><SubmittedImages submission={s} /></div>
        </div>
        <div className="contents xl:sticky xl:top-28 xl:grid xl:min-w-0 xl:gap-6">
          <div className="order-2 min-w-0"><SubmissionActions submission={s} /></div>
          <div className="order-3 min-w-0"><StatusTimeline history={s.statusHistory} /></div>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      {notFound ? null : <div className="mb-2">{backLink}</div>}
      <ScreenHeading title="Submission Details" description={s ? `Order ${s.orderNumber}` : undefined} />
      {body}
    </div>
  );
}
