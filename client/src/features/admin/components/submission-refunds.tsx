import { formatUsd } from '@shared/pricing';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubmissionRefunds } from '../api/get-refunds';
import { pendingRefundNotice } from '../lib/pending-refund';
import { PendingRefund } from './pending-refund';
import { RefundButton } from './refund-dialog';

/**
 * The card charges of a submission (its own, its invoice's) with what was refunded of each, and a
 * refund button where one is possible: a rejected order's payment, a paid invoice. A refund left
 * pending says itself, with the way to ask the card processor again.
 */
export function SubmissionRefunds({ submissionId }: { submissionId: number }) {
  const query = useSubmissionRefunds(submissionId);
  if (query.isPending) return <Skeleton className="h-10" />;
  if (!query.data) return <p className="text-sm text-status-rejected">The payments could not be loaded: {query.error?.message}</p>;
  if (!query.data.length) return <p className="text-sm text-slate-600">No card payment was taken for this submission.</p>;
  return (
    <ul className="grid gap-2 text-sm" aria-label="Card payments">
      {query.data.map((p) => (
        <li key={p.paymentId} className="flex flex-wrap items-center justify-between gap-2">
          <span>
            <span className="font-semibold text-ink-900">{p.label}</span> {formatUsd(p.amountCents)}
            {p.refundedCents ? <span className="text-slate-600"> · {formatUsd(p.refundedCents)} refunded</span> : null}
            {p.testPayment ? <span className="text-slate-600"> · test payment</span> : null}
            {p.blockedBy && !pendingRefundNotice(p) ? <span className="block text-xs text-slate-600">{p.blockedBy}</span> : null}
          </span>
          {p.blockedBy ? null : <RefundButton paymentId={p.paymentId} />}
          <div className="basis-full empty:hidden">
            <PendingRefund state={p} />
          </div>
        </li>
      ))}
    </ul>
  );
}
