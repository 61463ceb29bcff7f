import { athleteName, BRAND } from '@shared/constants';
import { formatUsd, formatUsdShort, QUICK_OPINION_PRICE_CENTS } from '@shared/pricing';
import { followSubmissionPath } from '@shared/routes';
import type { Submission } from '@shared/schemas/submission';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import type { MailMessage } from '../mail/mailer';
import { cardPaymentNote, emailHtml, escapeHtml, unlinked } from '../mail/email-format';

/** The customer's confirmation of a paid Quick Opinion. */
export function quickOpinionConfirmation(s: Submission, publicUrl: string): MailMessage {
  // The customer's own words, never as a link (unlinked).
  const lines = s.items.map((i, n) => `${n + 1}. ${athleteName(i.athlete)}: ${unlinked(i.description)}`);
  const name = unlinked(s.fullName);
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for your Quick Opinion submission. We received your payment of ${formatUsd(s.paymentAmountCents)} ` +
      `(${cardPaymentNote(s)}).`,
    '',
    `Order ${s.orderNumber}, ${s.quantity} item${s.quantity === 1 ? '' : 's'}:`,
    ...lines,
    '',
    `What happens next: our authenticators review your photos and you receive our opinion ${QUICK_OPINION_TURNAROUND}.`,
    `If an item passes and you upgrade to a Full Letter of Authenticity within 30 days, the ${formatUsdShort(QUICK_OPINION_PRICE_CENTS)} is credited.`,
    '',
    `Follow your submission: ${publicUrl}${followSubmissionPath(s.orderNumber)}`,
    `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`,
    '',
    BRAND.name,
  ].join('\n');
  const html = emailHtml(`<p>Hello ${escapeHtml(name)},</p>
<p>Thank you for your Quick Opinion submission. We received your payment of <strong>${formatUsd(s.paymentAmountCents)}</strong>
(${escapeHtml(cardPaymentNote(s))}).</p>
<p><strong>Order ${escapeHtml(s.orderNumber)}</strong></p><ol>${s.items
    .map((i) => `<li>${escapeHtml(athleteName(i.athlete))}: ${escapeHtml(unlinked(i.description))}</li>`)
    .join('')}</ol>
<p>Our authenticators review your photos and you receive our opinion ${QUICK_OPINION_TURNAROUND}.</p>
<p><a href="${escapeHtml(publicUrl + followSubmissionPath(s.orderNumber))}">Follow your submission</a> · ${escapeHtml(BRAND.supportEmail)}</p>`);
  return { to: s.email, subject: `Quick Opinion received: order ${s.orderNumber}`, text, html };
}
