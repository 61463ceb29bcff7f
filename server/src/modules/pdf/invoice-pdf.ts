import { BRAND } from '@shared/constants';
import { formatDate } from '@shared/format';
import { formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/invoices';
import { FONT } from './fonts';
import { COLOR, contentWidth, drawFooter, drawHeader, drawTestPaymentBanner, ensureSpace, labelled, sectionTitle } from './layout';
import { PAGE_MARGIN, type Pdf, renderPdf } from './pdf-buffer';

export interface InvoicePdfInput {
  invoice: Invoice;
  orderNumber: string;
  billTo: { name: string; email: string; lines: string[] };
  publicUrl: string;
}

const day = (iso: string) => formatDate(iso, 'long');

/** The lines table: description, quantity, unit, amount; then the total. Figures as stored at issue. */
function drawLines(doc: Pdf, invoice: Invoice): void {
  sectionTitle(doc, 'Charges', 60);
  const width = contentWidth(doc);
  const col = { qty: PAGE_MARGIN + width - 210, unit: PAGE_MARGIN + width - 160, amount: PAGE_MARGIN + width - 80 };
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.muted);
  const headY = doc.y;
  doc.text('DESCRIPTION', PAGE_MARGIN, headY);
  doc.text('QTY', col.qty, headY, { width: 40, align: 'right' });
  doc.text('UNIT', col.unit, headY, { width: 70, align: 'right' });
  doc.text('AMOUNT', col.amount, headY, { width: 80, align: 'right' });
  doc.font(FONT.body).fontSize(10).fillColor(COLOR.text);
  for (const line of invoice.lines) {
    ensureSpace(doc, 20);
    const y = doc.y + 6;
    doc.text(line.label, PAGE_MARGIN, y, { width: col.qty - PAGE_MARGIN - 10 });
    const bottom = doc.y;
    doc.text(String(line.quantity), col.qty, y, { width: 40, align: 'right' });
    doc.text(formatUsd(line.unitCents), col.unit, y, { width: 70, align: 'right' });
    doc.text(formatUsd(line.amountCents), col.amount, y, { width: 80, align: 'right' });
    doc.y = Math.max(bottom, doc.y);
  }
  const y = doc.y + 8;
  doc.save().moveTo(PAGE_MARGIN, y).lineTo(PAGE_MARGIN + width, y).lineWidth(1).strokeColor(COLOR.rule).stroke().restore();
  doc.font(FONT.bold).fontSize(12).text('Total (USD)', PAGE_MARGIN, y + 8);
  doc.text(formatUsd(invoice.totalCents), col.amount - 40, y + 8, { width: 120, align: 'right' });
  doc.font(FONT.body).fontSize(10);
}

function drawParties(doc: Pdf, input: InvoicePdfInput, title: string): void {
  const { invoice } = input;
  const width = contentWidth(doc);
  const top = doc.y;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.navy).text(title, PAGE_MARGIN, top);
  const y = doc.y + 8;
  const half = width / 2;
  const left = labelled(doc, 'Bill to', [input.billTo.name, input.billTo.email, ...input.billTo.lines], PAGE_MARGIN, y, half - 10);
  const right = labelled(
    doc,
    'Invoice',
    [`Number: ${invoice.invoiceNumber}`, `Submission: ${input.orderNumber}`, `Issued: ${day(invoice.issuedAt)}`, `Due: ${day(invoice.dueAt)}`],
    PAGE_MARGIN + half,
    y,
    half,
  );
  doc.y = Math.max(left, right) + 4;
}

/** "Refunded $15.00 on May 2, 2026." per refund, then what was paid net of them (decision 027). */
export function refundLines(paidCents: number, refunds: { amountCents: number; date: string }[] | undefined): string[] {
  if (!refunds?.length) return [];
  const back = refunds.reduce((sum, r) => sum + r.amountCents, 0);
  return [...refunds.map((r) => `Refunded ${formatUsd(r.amountCents)} on ${day(r.date)}.`), `Net paid: ${formatUsd(paidCents - back)} (${formatUsd(paidCents)} paid, ${formatUsd(back)} refunded).`];
}

/** The invoice as issued (its stored lines and total), with its status and how to pay. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice } = input;
  return renderPdf(
    { title: `Invoice ${invoice.invoiceNumber}`, subject: `Invoice for submission ${input.orderNumber}` },
    (doc) => {
      drawHeader(doc, 'Invoice');
      drawParties(doc, input, `Invoice ${invoice.invoiceNumber}`);
      drawLines(doc, invoice);
      sectionTitle(doc, 'Payment', 40);
      const status =
        invoice.status === 'paid'
          ? `Paid on ${day(invoice.paidAt ?? invoice.issuedAt)}. Thank you.`
          : invoice.status === 'void'
            ? `Cancelled on ${day(invoice.voidedAt ?? invoice.issuedAt)}: nothing is due on this invoice.`
            : `Due by ${day(invoice.dueAt)}${invoice.overdue ? ' (overdue)' : ''}. Pay by card on your submission page: ${input.publicUrl}/account/submissions/${input.orderNumber}`;
      doc.text(status, PAGE_MARGIN, doc.y, { width: contentWidth(doc) });
      if (invoice.status === 'paid') for (const line of refundLines(invoice.totalCents, invoice.refunds)) doc.text(line, PAGE_MARGIN, doc.y + 2, { width: contentWidth(doc) });
      doc.moveDown(0.5).fillColor(COLOR.muted).text(`Questions about this invoice? ${BRAND.supportEmail} or ${BRAND.phone}.`).fillColor(COLOR.text);
    },
    (doc, page, count) => drawFooter(doc, invoice.invoiceNumber, page, count),
  );
}

/** The receipt of a paid invoice: what was paid, when, how; a test payment says so in large letters. */
export function renderReceiptPdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice } = input;
  const payment = invoice.payment;
  return renderPdf(
    { title: `Receipt for invoice ${invoice.invoiceNumber}`, subject: `Receipt for submission ${input.orderNumber}` },
    (doc) => {
      drawHeader(doc, 'Receipt');
      if (payment?.testPayment) drawTestPaymentBanner(doc, payment.mode);
      drawParties(doc, input, `Receipt for ${invoice.invoiceNumber}`);
      sectionTitle(doc, 'Payment received', 60);
      const lines = [
        `Amount: ${formatUsd(invoice.totalCents)} (USD)`,
        `Date: ${invoice.paidAt ? day(invoice.paidAt) : '-'}`,
        payment ? `Card: ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4 ?? '----'}` : 'No card payment: nothing was due.',
        ...(payment ? [`Transaction: ${payment.transactionId}`] : []),
        ...refundLines(invoice.totalCents, invoice.refunds),
      ];
      for (const line of lines) doc.text(line, PAGE_MARGIN, doc.y + 2);
      drawLines(doc, invoice);
    },
    (doc, page, count) => drawFooter(doc, `Receipt ${invoice.invoiceNumber}`, page, count),
  );
}
