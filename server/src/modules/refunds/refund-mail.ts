import { BRAND, testPaymentWords } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import type { payments, refunds } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { Mailer, MailMessage } from '../mail/mailer';
import { emailHtml, escapeHtml, unlinked } from '../mail/email-format';
import { submissionEmail, type SubmissionRow } from '../submissions/record/change';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

const SUBJECT = 'Your payment was refunded';

/** How much went back, to which card, and when it shows. */
function refundLines(payment: PaymentRow, refund: RefundRow): string[] {
  const words = testPaymentWords(payment.mode);
  const test = words ? ` This was a ${words}.` : '';
  return [
    `We have refunded ${formatUsd(refund.amountCents)} of your ${formatUsd(payment.amountCents)} card payment to your ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4 ?? '----'}.${test}`,
    'Your bank usually shows a refund within 5 to 10 business days.',
  ];
}

/** The customer's e-mail of a refund of their submission's charge, with the Submission Details link (written by record/). */
export const submissionRefundEmail = (submission: SubmissionRow, payment: PaymentRow, refund: RefundRow, publicUrl: string): MailMessage =>
  submissionEmail(submission, publicUrl, SUBJECT, refundLines(payment, refund));

/**
 * The e-mail of a refund of a charge no submission holds (a payment left unattached), to the e-mail given
 * at payment, written in the refund's transaction (decision 028). Nothing when there is nobody to tell.
 * Not a submission's record: a submission's refund is told through record/.
 */
export async function writeUnattachedRefundEmail(mailer: Pick<Mailer, 'send'>, tx: DbOrTx, payment: PaymentRow, refund: RefundRow): Promise<void> {
  if (!payment.customerEmail) return;
  const lines = refundLines(payment, refund);
  const name = unlinked(payment.customerName ?? 'there');
  const text = [`Hello ${name},`, '', ...lines, '', `Payment reference: ${payment.orderReference}`, `Questions? ${BRAND.supportEmail} or ${BRAND.phone} (${BRAND.hours}).`, '', BRAND.name].join('\n');
  const html = emailHtml(`<p>Hello ${escapeHtml(name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>Payment reference: ${escapeHtml(payment.orderReference)} · ${escapeHtml(BRAND.supportEmail)}</p>`);
  await mailer.send({ to: payment.customerEmail, subject: `${SUBJECT} (${payment.orderReference})`, text, html }, { tx });
}
