/**
 * The final invoice of a Full LOA or Bundle submission (issue 15), computed from the same rules as the
 * quote (pricing.ts) once every item has a verdict. The server stores the lines it computes here and
 * never recomputes an issued invoice; the admin's screen shows a preview from this very function.
 */
import { ATHLETES, type AthleteSlug } from './constants';
import type { BundleType, ServiceLevel } from './loa-options';
import { bundleByType, FAILED_ITEM_FEE_CENTS, formatUsd, fullLoaQuote } from './pricing';

/** Days a customer has to pay an invoice; unpaid after that it is overdue. */
export const INVOICE_DUE_DAYS = 14;
/** The most the admin may enter for return shipping or its insurance, each (a typo guard: $5,000). */
export const MAX_SHIPPING_CHARGE_CENTS = 500_000;

export const INVOICE_LINE_KINDS = [
  'item',
  'failed_item',
  'bundle_discount',
  'expedited',
  'era_signature',
  'quick_opinion_credit',
  'prepaid',
  'return_shipping',
  'insurance',
] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  quantity: number;
  /** Per unit, in cents; negative for a discount or credit. */
  unitCents: number;
  /** quantity × unitCents. */
  amountCents: number;
}

export interface InvoiceInput {
  /** Every item of the submission, in order, with its verdict. */
  items: readonly { athlete: AthleteSlug; outcome: 'pass' | 'fail' }[];
  serviceLevel: ServiceLevel;
  eraSignature: boolean;
  bundleType?: BundleType | null | undefined;
  /** The Quick Opinion credit recorded on the submission at its upgrade (submissions.upgrade_credit_cents). */
  upgradeCreditCents?: number | undefined;
  /**
   * What the customer already paid by card at submission (a Bundle ordered on /bundles). Submission
   * fees are non-refundable: a prepaid order's items keep the price paid, whatever their verdict.
   */
  prepaidCents?: number | undefined;
  /** Entered by the admin: what the return parcel costs, and its insurance. */
  returnShippingCents: number;
  insuranceCents: number;
}

export interface InvoiceQuote {
  lines: InvoiceLine[];
  totalCents: number;
}

const athleteName = (slug: AthleteSlug) => ATHLETES.find((a) => a.slug === slug)?.name ?? slug;
const line = (kind: InvoiceLineKind, label: string, quantity: number, unitCents: number): InvoiceLine => ({
  kind,
  label,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
});

function checkCharge(cents: number, what: string): void {
  if (!Number.isInteger(cents) || cents < 0 || cents > MAX_SHIPPING_CHARGE_CENTS) {
    throw new RangeError(`${what} must be whole cents from ${formatUsd(0)} to ${formatUsd(MAX_SHIPPING_CHARGE_CENTS)}`);
  }
}

/** The facts of a submission its invoice is computed from, as the server's row and the admin's screen hold them. */
export interface InvoiceSubject {
  serviceType: string;
  serviceLevel: string;
  eraSignature: boolean;
  bundleType: string | null;
  upgradeCreditCents: number;
  paymentStatus: string;
  paymentAmountCents: number;
}

/** What a prepaid Bundle already paid by card (its submission fee), counted on its invoice. */
export const prepaidOf = (s: Pick<InvoiceSubject, 'serviceType' | 'paymentStatus' | 'paymentAmountCents'>): number =>
  s.serviceType === 'bundle_loa' && s.paymentStatus === 'paid' ? s.paymentAmountCents : 0;

/**
 * The invoice's input, one rule for the server that issues it and the admin's preview: the submission,
 * its items in order with their verdicts, and the two charges the admin enters.
 */
export function invoiceInputOf(
  s: InvoiceSubject,
  items: readonly { athlete: string; outcome: 'pass' | 'fail' }[],
  charges: { returnShippingCents: number; insuranceCents: number },
): InvoiceInput {
  return {
    items: items.map((i) => ({ athlete: i.athlete as AthleteSlug, outcome: i.outcome })),
    serviceLevel: s.serviceLevel as ServiceLevel,
    eraSignature: s.eraSignature,
    bundleType: s.bundleType as BundleType | null,
    upgradeCreditCents: s.upgradeCreditCents,
    prepaidCents: prepaidOf(s),
    returnShippingCents: charges.returnShippingCents,
    insuranceCents: charges.insuranceCents,
  };
}

/**
 * The lines and total of an invoice. A passing item costs its Full LOA price, a failing one the
 * failed-item fee instead. A bundle's discount applies only when every item passes and the items
 * match it (a failed item is no longer charged at the price the bundle discounts). The fees apply to
 * every item examined, and the Quick Opinion credit never exceeds what the items cost. An order paid
 * at submission is charged only what it did not pay then: return shipping and insurance.
 */
export function invoiceQuote(input: InvoiceInput): InvoiceQuote {
  checkCharge(input.returnShippingCents, 'Return shipping');
  checkCharge(input.insuranceCents, 'Insurance');
  const prepaid = Math.max(0, Math.trunc(input.prepaidCents ?? 0));
  // A failed item's fee replaces its price only on an order not yet paid for.
  const allPass = prepaid > 0 || input.items.every((i) => i.outcome === 'pass');
  const quote = fullLoaQuote({
    items: input.items,
    serviceLevel: input.serviceLevel,
    eraSignature: input.eraSignature,
    bundleType: input.bundleType,
    upgradeCreditCents: 0,
  });
  // The bundle the items match (asked for or not) is discounted only when every item passed.
  const bundleDiscountCents = allPass ? quote.bundleDiscountCents : 0;

  const lines: InvoiceLine[] = input.items.map((item, i) => {
    const name = `Item ${i + 1}: ${athleteName(item.athlete)}`;
    if (item.outcome === 'fail' && !allPass) return line('failed_item', `${name}, did not pass (failed-item fee)`, 1, FAILED_ITEM_FEE_CENTS);
    return line('item', `${name}, authenticated (Full LOA)`, 1, quote.lines[i]?.priceCents ?? 0);
  });
  const itemsCents = lines.reduce((total, l) => total + l.amountCents, 0);

  if (bundleDiscountCents > 0 && quote.bundle) {
    const b = bundleByType(quote.bundle.definition.type);
    lines.push(line('bundle_discount', `${b.name} bundle discount (${b.discountPercent}% off)`, 1, -bundleDiscountCents));
  }
  if (quote.expeditedFeeCents > 0) {
    lines.push(line('expedited', 'Expedited service (per item)', input.items.length, quote.expeditedFeeCents / input.items.length));
  }
  if (quote.eraSignatureFeeCents > 0) lines.push(line('era_signature', 'Era-appropriate signature check', 1, quote.eraSignatureFeeCents));

  const creditCents = Math.min(Math.max(0, Math.trunc(input.upgradeCreditCents ?? 0)), itemsCents - bundleDiscountCents);
  if (creditCents > 0) lines.push(line('quick_opinion_credit', 'Quick Opinion credit', 1, -creditCents));
  const beforePrepaid = lines.reduce((total, l) => total + l.amountCents, 0);
  if (prepaid > 0) lines.push(line('prepaid', 'Paid by card at submission', 1, -Math.min(prepaid, beforePrepaid)));
  if (input.returnShippingCents > 0) lines.push(line('return_shipping', 'Return shipping', 1, input.returnShippingCents));
  if (input.insuranceCents > 0) lines.push(line('insurance', 'Return shipping insurance', 1, input.insuranceCents));

  return { lines, totalCents: lines.reduce((total, l) => total + l.amountCents, 0) };
}

/** Unpaid past its due date. */
export const isOverdue = (invoice: { status: string; dueAt: string | Date }, now: Date = new Date()): boolean =>
  invoice.status === 'unpaid' && new Date(invoice.dueAt).getTime() < now.getTime();
