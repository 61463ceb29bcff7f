import { BRAND, isTestPayment, type PaymentMode } from '@shared/constants';
import { isBundleType } from '@shared/loa-options';
import { bundleByType, formatUsd } from '@shared/pricing';
import type { Submission } from '@shared/schemas/submission';
import type { PaymentRow } from '../payments/payment-repository';
import type { CustomerRefund } from '@shared/schemas/refund';
import { drawTable } from './charges-section';
import { refundLines } from './invoice-pdf';
import { FONT } from './fonts';
import { COLOR, contentWidth, drawFooter, drawHeader, drawTestPaymentBanner, labelled, sectionTitle } from './layout';
import { PAGE_MARGIN, renderPdf } from './pdf-buffer';
import { formatDate } from './submission-sections';

const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** "Quick Opinion, 2 items" / "3-Peat bundle, 3 items": what the payment bought. */
function boughtLabel(s: Submission): string {
  if (s.serviceType === 'quick_opinion') return `Quick Opinion, ${plural(s.quantity)}`;
  if (s.serviceType === 'bundle_loa') return `${isBundleType(s.bundleType) ? `${bundleByType(s.bundleType).name} bundle` : 'Bundle'}, ${plural(s.quantity)}`;
  return `Full Letter of Authenticity, ${plural(s.quantity)}`;
}

/**
 * The receipt of the card payment a submission was made with (a Quick Opinion, a Bundle ordered on
 * /bundles), from the stored payment: amount, date, card and transaction. A test payment says so in
 * large letters. An invoice's payment has its own receipt (invoice-pdf.ts).
 */
export function renderCardReceiptPdf(s: Submission, payment: PaymentRow, refunds: CustomerRefund[] = []): Promise<Buffer> {
  const mode: PaymentMode = payment.mode;
  return renderPdf(
    { title: `Receipt for order ${s.orderNumber}`, subject: `Receipt of the card payment for order ${s.orderNumber}` },
    (doc) => {
      drawHeader(doc, 'Receipt');
      if (isTestPayment(mode)) drawTestPaymentBanner(doc, mode);
      const width = contentWidth(doc);
      doc.font(FONT.bold).fontSize(18).fillColor(COLOR.navy).text(`Receipt for order ${s.orderNumber}`, PAGE_MARGIN, doc.y);
      const top = doc.y + 8;
      const half = width / 2;
      const left = labelled(doc, 'Paid by', [s.fullName, s.email], PAGE_MARGIN, top, half - 10);
      const right = labelled(doc, 'Order', [`Number: ${s.orderNumber}`, `Submitted: ${formatDate(s.submissionDate)}`], PAGE_MARGIN + half, top, half);
      doc.y = Math.max(left, right) + 4;

      sectionTitle(doc, 'Payment received', 60);
      const lines = [
        `Amount: ${formatUsd(payment.amountCents)} (USD)`,
        `Date: ${formatDate(payment.updatedAt.toISOString())}`,
        `Card: ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4 ?? '----'}`,
        `Transaction: ${payment.transactionId ?? '-'}`,
        ...refundLines(payment.amountCents, refunds),
      ];
      doc.font(FONT.body).fontSize(10);
      for (const line of lines) doc.text(line, PAGE_MARGIN, doc.y + 2, { width });

      sectionTitle(doc, 'Charges', 60);
      drawTable(doc, [[boughtLabel(s), formatUsd(payment.amountCents)]], ['Total paid (USD)', formatUsd(payment.amountCents)]);
      doc.moveDown(0.5).fontSize(9.5).fillColor(COLOR.muted).text(`Questions about this payment? ${BRAND.supportEmail} or ${BRAND.phone}.`, PAGE_MARGIN, doc.y, { width });
      doc.fillColor(COLOR.text);
    },
    (doc, page, count) => drawFooter(doc, `Receipt ${s.orderNumber}`, page, count),
  );
}
