import { formatUsd } from '@shared/pricing';
import type { RejectionRefund } from '@shared/schemas/refund';

/** Where the admin settles a refund the rejection could not make: the update dialog's section. */
const WHERE = 'Payments & refunds below';

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * What the admin reads after a rejection about the refund of what the customer paid (decision 027);
 * null when no refund was asked. `problem`: the refund did not all go through, said in a notice that
 * stays ("Rejected. " and the text), not only in a toast.
 */
export function rejectionRefundNotice(refund: RejectionRefund | null): { problem: boolean; text: string } | null {
  if (!refund) return null;
  const asked = formatUsd(refund.amountCents);
  if (refund.status === 'refunded') return { problem: false, text: `The refund of ${asked} to the customer's card went through.` };
  const part = refund.refundedCents > 0 ? ` ${formatUsd(refund.refundedCents)} of it went back.` : '';
  if (refund.status === 'pending') {
    // The server's message for this case tells to try again; here the refund is held, asked again from there.
    return {
      problem: true,
      text: `The card processor did not confirm the refund of ${asked}.${part} It stays pending and is never made twice: ask the card processor again from ${WHERE}.`,
    };
  }
  const why = refund.message ? ` ${sentence(refund.message)}` : '';
  return { problem: true, text: `The refund of ${asked} did not go through:${why}${part} Retry from ${WHERE}.` };
}
