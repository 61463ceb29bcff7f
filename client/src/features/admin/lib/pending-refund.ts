import { formatDateTime } from '@/lib/submission-format';
import { formatUsd } from '@shared/pricing';
import type { RefundRetryOutcome, RefundState } from '@shared/schemas/refund';

/**
 * What the admin reads of a charge's refund left pending (decision 027): the card processor's answer
 * was lost, so it counts against what remains until it is asked again with its own key. While a
 * request is out with the processor (`inFlightUntil`), when it can be asked again; null without one.
 */
export function pendingRefundNotice(state: RefundState): { refundId: number; text: string; askAfter: string | null } | null {
  const pending = state.refunds.find((r) => r.status === 'pending');
  if (!pending) return null;
  const what = `A refund of ${formatUsd(pending.amountCents)} has been waiting for the card processor's confirmation since ${formatDateTime(pending.createdAt)}.`;
  if (pending.inFlightUntil) {
    return { refundId: pending.id, askAfter: pending.inFlightUntil, text: `${what} It is being asked now; if no answer comes, it can be asked again after ${formatDateTime(pending.inFlightUntil)}.` };
  }
  return { refundId: pending.id, askAfter: null, text: `${what} Ask again: the same refund is re-sent, never a second one.` };
}

/** The badge of what asking again came to. */
export const RETRY_OUTCOME_LABELS: Record<RefundRetryOutcome, string> = { refunded: 'Refunded', unconfirmed: 'Still not confirmed', refused: 'Refused' };
