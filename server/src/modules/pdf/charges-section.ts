import { isBundleType, SERVICE_LEVELS } from '@shared/loa-options';
import { bundleByType, bundleQuote, formatUsd } from '@shared/pricing';
import type { Submission } from '@shared/schemas/submission';
import { ATHLETE_SLUGS, PAYMENT_MODE_LABELS, type AthleteSlug } from '@shared/constants';
import { FONT } from './fonts';
import { COLOR, contentWidth, sectionTitle } from './layout';
import { PAGE_MARGIN, type Pdf } from './pdf-buffer';
import { formatDate } from './submission-sections';

type Row = [label: string, amount: string];

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

function paymentLine(s: Submission): string {
  if (s.paymentStatus === 'pending_invoice') return 'Payment: invoice to follow. Nothing has been charged yet.';
  if (s.paymentStatus === 'paid') {
    const when = s.paymentDate ? ` on ${formatDate(s.paymentDate)}` : '';
    const paid = `Paid ${formatUsd(s.paymentAmountCents)} by card ending ${s.cloverLast4 ?? '----'}${when}.`;
    // A sandbox charge says so wherever it is shown: it must never pass for money received.
    return s.testPayment && s.paymentMode ? `${paid} ${PAYMENT_MODE_LABELS[s.paymentMode]}.` : paid;
  }
  return `Payment status: ${s.paymentStatus.replace(/_/g, ' ')}.`;
}

export function drawCharges(doc: Pdf, s: Submission): void {
  const rows = s.serviceType === 'bundle_loa' ? bundleRows(s) : fullLoaRows(s);
  // The whole table stays on one page with its heading.
  sectionTitle(doc, 'Charges', (rows.length + 4) * 16 + 10);
  const totalLabel = s.paymentStatus === 'pending_invoice' ? 'Estimated total (before shipping)' : 'Total';
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
  row([totalLabel, formatUsd(s.paymentAmountCents)], true);
  doc.font(FONT.body).fontSize(9.5).fillColor(COLOR.muted);
  doc.text('Shipping is not included: return shipping is invoiced separately.', PAGE_MARGIN, doc.y + 2, { width });
  doc.font(FONT.bold).fillColor(COLOR.text).text(paymentLine(s), PAGE_MARGIN, doc.y + 2, { width });
  doc.font(FONT.body);
}
