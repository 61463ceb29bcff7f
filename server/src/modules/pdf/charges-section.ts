import { paidAtSubmissionCents } from '@shared/invoice';
import { isBundleType, SERVICE_LEVELS } from '@shared/loa-options';
import { bundleByType, bundleQuote, formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/invoices';
import type { CustomerRefund } from '@shared/schemas/refund';
import type { Submission } from '@shared/schemas/submission';
import { ATHLETE_SLUGS, isTestPayment, PAYMENT_MODE_LABELS, type AthleteSlug } from '@shared/constants';
import { FONT } from './fonts';
import { refundLines } from './invoice-pdf';
import { COLOR, contentWidth, sectionTitle } from './layout';
import { PAGE_MARGIN, type Pdf } from './pdf-buffer';
import { formatDate } from './submission-sections';

export type Row = [label: string, amount: string];

const isAthlete = (v: string): v is AthleteSlug => (ATHLETE_SLUGS as readonly string[]).includes(v);
const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** The rows of a Full LOA: recorded fees, and the items as the rest of the recorded total. */
function fullLoaRows(s: Submission): Row[] {
  const level = SERVICE_LEVELS.find((l) => l.value === s.serviceLevel);
  // The recorded total is after the Quick Opinion credit; the items' price is before it.
  const itemsCents = s.paymentAmountCents + s.upgradeCreditCents - s.expeditedFeeCents - s.eraSignatureFeeCents;
  // A bundle booked by invoice: its name says why the items cost less than their list prices.
  const bundle = isBundleType(s.bundleType) ? bundleByType(s.bundleType) : null;
  const applied = bundle !== null && s.quantity === bundle.slots.length && itemsCents === bundle.discountedPriceCents;
  const note = !bundle ? '' : applied ? ` (${bundle.name} bundle, ${bundle.discountLabel})` : ` (${bundle.name} bundle not applied: the items do not match it)`;
  const label = `Authentication, ${plural(s.quantity)}${note}`;
  const rows: Row[] = [[label, formatUsd(itemsCents)]];
  rows.push(
    s.expeditedFeeCents
      ? [`Expedited service (${level?.turnaround ?? 'expedited'})`, formatUsd(s.expeditedFeeCents)]
      : [`Standard service (${SERVICE_LEVELS[0].turnaround})`, 'Included'],
  );
  if (s.eraSignature) rows.push(['Era-appropriate signature check', formatUsd(s.eraSignatureFeeCents)]);
  if (s.upgradeCreditCents > 0) rows.push([`Quick Opinion credit (${s.upgradedFrom ?? 'upgrade'})`, `-${formatUsd(s.upgradeCreditCents)}`]);
  return rows;
}

/**
 * The rows of a bundle. The breakdown is recomputed from the items, and shown only when it agrees
 * with the recorded amount (prices may have changed since); the recorded total is always shown.
 */
function bundleRows(s: Submission): Row[] {
  const athletes = s.items.map((i) => i.athlete);
  if (!isBundleType(s.bundleType) || !athletes.every(isAthlete) || !athletes.length) return [];
  const quote = bundleQuote({ bundleType: s.bundleType, athletes });
  if (quote.totalCents !== s.paymentAmountCents) return [];
  const rows: Row[] = [[`Authentication at individual prices, ${plural(s.quantity)}`, formatUsd(quote.individualCents)]];
  rows.push(
    quote.matches
      ? [`${quote.bundle.name} bundle discount (${quote.bundle.discountLabel})`, `-${formatUsd(quote.discountCents)}`]
      : [`${quote.bundle.name} bundle not applied: the items do not match it`, formatUsd(0)],
  );
  return rows;
}


/** "Paid $229.50 by card ending 4242 on May 2, 2026." and, for a sandbox charge, that it was a test. */
function paidLine(amountCents: number, last4: string | null, date: string | null, mode: Submission['paymentMode']): string {
  const when = date ? ` on ${formatDate(date)}` : '';
  const paid = `Paid ${formatUsd(amountCents)} by card ending ${last4 ?? '----'}${when}.`;
  // A sandbox charge says so wherever it is shown: it must never pass for money received.
  return mode && isTestPayment(mode) ? `${paid} ${PAYMENT_MODE_LABELS[mode]}.` : paid;
}

/** The card payment made at submission, then each refund of it and the net, as the receipt shows them. */
function paymentLines(s: Submission, refunds: CustomerRefund[]): string[] {
  if (s.paymentStatus === 'pending_invoice') return ['Payment: invoice to follow. Nothing has been charged yet.'];
  // Refunded in full: still paid first, then given back (the refunds say when).
  if (s.paymentStatus === 'paid' || (s.paymentStatus === 'refunded' && refunds.length)) {
    return [paidLine(s.paymentAmountCents, s.cardLast4, s.paymentDate, s.testPayment ? s.paymentMode : null), ...refundLines(s.paymentAmountCents, refunds)];
  }
  return [`Payment status: ${s.paymentStatus.replace(/_/g, ' ')}.`];
}

/** What the invoice asks, and what paid it: the stored invoice and its stored card payment, with their refunds. */
function invoicePaymentLines(s: Submission, invoice: Invoice, refunds: CustomerRefund[]): string[] {
  const lines: string[] = [];
  // A Bundle paid by card when submitted: the invoice counts that payment (its own line, and the part of
  // it credited against return shipping and insurance on another).
  const prepaidCents = paidAtSubmissionCents(invoice.lines);
  if (prepaidCents > 0 && s.paymentDate) {
    lines.push(`Paid at submission: ${paidLine(prepaidCents, s.cardLast4, s.paymentDate, s.testPayment ? s.paymentMode : null)}`, ...refundLines(prepaidCents, refunds));
  }
  if (invoice.status === 'paid') {
    const p = invoice.payment;
    lines.push(
      p
        ? `Invoice ${invoice.invoiceNumber}: ${paidLine(invoice.totalCents, p.cardLast4, invoice.paidAt, p.mode)}`
        : `Invoice ${invoice.invoiceNumber}: nothing was due.`,
      ...refundLines(invoice.totalCents, invoice.refunds),
    );
  } else {
    lines.push(`Invoice ${invoice.invoiceNumber}: ${formatUsd(invoice.totalCents)} due by ${formatDate(invoice.dueAt)}${invoice.overdue ? ' (overdue)' : ''}.`);
  }
  return lines;
}

/** Label and amount rows, a rule, then the total in bold. */
export function drawTable(doc: Pdf, rows: Row[], total: Row): void {
  const width = contentWidth(doc);
  const row = ([label, amount]: Row, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.body).fontSize(bold ? 11 : 10).fillColor(COLOR.text);
    doc.text(label, PAGE_MARGIN, y, { width: width - 110 });
    const after = doc.y;
    doc.text(amount, PAGE_MARGIN + width - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(after, doc.y) + 3;
  };
  rows.forEach((r) => row(r));
  doc.save().moveTo(PAGE_MARGIN, doc.y).lineTo(PAGE_MARGIN + width, doc.y).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
  doc.y += 5;
  row(total, true);
}

const amountText = (cents: number) => (cents < 0 ? `-${formatUsd(-cents)}` : formatUsd(cents));

/**
 * The money of the submission. Once invoiced, the invoice as stored (its lines, verdicts and fees,
 * shipping, insurance, total) and the payment that settled it; before, the estimate recorded at
 * submission, or the card payment taken then. `refunds`: those made of the card payment taken at
 * submission (an invoice carries its own), shown with the net as on the receipts (decision 027).
 */
export function drawCharges(doc: Pdf, s: Submission, invoice: Invoice | null = null, refunds: CustomerRefund[] = []): void {
  const width = contentWidth(doc);
  if (invoice) {
    const rows: Row[] = invoice.lines.map((l) => [l.quantity > 1 ? `${l.label} × ${l.quantity}` : l.label, amountText(l.amountCents)]);
    sectionTitle(doc, `Charges: invoice ${invoice.invoiceNumber}`, (rows.length + 5) * 16 + 10);
    drawTable(doc, rows, ['Total', formatUsd(invoice.totalCents)]);
    doc.font(FONT.bold).fontSize(9.5).fillColor(COLOR.text);
    for (const line of invoicePaymentLines(s, invoice, refunds)) doc.text(line, PAGE_MARGIN, doc.y + 2, { width });
    doc.font(FONT.body);
    return;
  }
  const rows = s.serviceType === 'bundle_loa' ? bundleRows(s) : fullLoaRows(s);
  // The whole table stays on one page with its heading.
  sectionTitle(doc, 'Charges', (rows.length + 4) * 16 + 10);
  const totalLabel = s.paymentStatus === 'pending_invoice' ? 'Estimated total (before shipping)' : 'Total';
  drawTable(doc, rows, [totalLabel, formatUsd(s.paymentAmountCents)]);
  doc.font(FONT.body).fontSize(9.5).fillColor(COLOR.muted);
  doc.text('Shipping is not included: return shipping is invoiced separately.', PAGE_MARGIN, doc.y + 2, { width });
  doc.font(FONT.bold).fillColor(COLOR.text);
  for (const line of paymentLines(s, refunds)) doc.text(line, PAGE_MARGIN, doc.y + 2, { width });
  doc.font(FONT.body);
}
