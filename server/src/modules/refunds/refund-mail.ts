import { BRAND, testPaymentWords } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import type { payments, refunds, submissions } from '../../db/schema';
import type { MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml, unlinked } from '../mail/email-format';
import { shippingEmail } from '../shipping/shipping-steps';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The customer's e-mail of a refund made: how much, to which card, and when it shows. A submission's
 * refund uses the shipping steps' e-mail (with the Submission Details link); an unattached charge's goes to
 * the e-mail given at payment. Null when there is nobody to tell.
 */
export function refundEmail(opts: { payment: PaymentRow; refund: RefundRow; submission: SubmissionRow | null; publicUrl: string }): MailMessage | null {
  const { payment, refund, submission } = opts;
  const words = testPaymentWords(payment.mode);
  const test = words ? ` This was a ${words}.` : '';
  const lines = [
    `We have refunded ${formatUsd(refund.amountCents)} of your ${formatUsd(payment.amountCents)} card payment to your ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4 ?? '----'}.${test}`,
    'Your bank usually shows a refund within 5 to 10 business days.',
  ];
  if (submission) return shippingEmail(submission, opts.publicUrl, 'Your payment was refunded', lines);
  if (!payment.customerEmail) return null;
  const name = unlinked(payment.customerName ?? 'there');
  const text = [`Hello ${name},`, '', ...lines, '', `Payment reference: ${payment.orderReference}`, `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`, '', BRAND.name].join('\n');
  const html = emailHtml(`<p>Hello ${escapeHtml(name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>Payment reference: ${escapeHtml(payment.orderReference)} · ${escapeHtml(BRAND.supportEmail)}</p>`);
  return { to: payment.customerEmail, subject: `Your payment was refunded (${payment.orderReference})`, text, html };
}
