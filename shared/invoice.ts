/**
 * The final invoice of a Full LOA or Bundle submission (decision 015), computed from the same rules as the
 * quote (pricing.ts) once every item has a verdict. The server stores the lines it computes here and
 * never recomputes an issued invoice; the admin's screen shows a preview from this very function.
 */
import { athleteName, type AthleteSlug } from './constants';
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
  'prepaid_refunded',
  'overpayment_refund',
  'overpayment_credit',
  'return_shipping',
  'insurance',
] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/**
 * What a prepaid Bundle's customer wants done with what they paid beyond what the items cost, should an
 * item fail (chosen at checkout, changeable until the invoice is issued): refunded to the card, or first
 * credited against the return shipping and insurance the invoice still asks.
 */
export const OVERPAYMENT_CHOICES = ['refund', 'credit'] as const;
export type OverpaymentChoice = (typeof OVERPAYMENT_CHOICES)[number];
/** The choice in the customer's words, as the checkout and the submission page offer it. */
export const OVERPAYMENT_CHOICE_WORDS: Record<OverpaymentChoice, string> = {
  refund: 'Refund it to my card',
  credit: 'Credit it against my return shipping and insurance',
};
/**
 * The customer's timeline entry when they change the choice (history kind 'overpayment_choice', its value
 * the choice made), in their words.
 */
export const OVERPAYMENT_CHOICE_CHANGED: Record<OverpaymentChoice, string> = {
  refund: "Refund or credit: you chose to have what you paid beyond the items' cost refunded to your card",
  credit: "Refund or credit: you chose to have what you paid beyond the items' cost credited against your return shipping and insurance",
};
export const isOverpaymentChoice = (value: unknown): value is OverpaymentChoice => (OVERPAYMENT_CHOICES as readonly unknown[]).includes(value);

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
  /** The order number of the Quick Opinion that credit comes from, named on its line. */
  upgradedFrom?: string | null | undefined;
  /**
   * What the customer already paid by card at submission (a Bundle ordered on /bundles). Counted
   * against what the items cost; what was paid beyond it is refunded (an `overpayment_refund` line).
   */
  prepaidCents?: number | undefined;
  /** What was refunded of that payment before this invoice (an earlier invoice's overpayment, say). */
  prepaidRefundedCents?: number | undefined;
  /** What becomes of what was paid beyond the items: refunded (the default) or credited on this invoice. */
  overpayment?: OverpaymentChoice | undefined;
  /** Entered by the admin: what the return parcel costs, and its insurance. */
  returnShippingCents: number;
  insuranceCents: number;
}

export interface InvoiceQuote {
  lines: InvoiceLine[];
  totalCents: number;
}

/** "the 3-Peat", "The Goal": a bundle's name inside a sentence. */
const theBundle = (name: string) => (name.startsWith('The ') ? name : `the ${name}`);
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
  /** The Quick Opinion this order upgrades (its order number), when known. */
  upgradedFrom?: string | null | undefined;
  paymentStatus: string;
  paymentAmountCents: number;
  /** The customer's choice for what a prepaid Bundle paid beyond its items (refunded when not given). */
  overpaymentChoice?: OverpaymentChoice | null | undefined;
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
  /** What was refunded of the payment made at submission so far (prepaidRefundedCents). */
  prepaidRefundedCents = 0,
): InvoiceInput {
  return {
    items: items.map((i) => ({ athlete: i.athlete as AthleteSlug, outcome: i.outcome })),
    serviceLevel: s.serviceLevel as ServiceLevel,
    eraSignature: s.eraSignature,
    bundleType: s.bundleType as BundleType | null,
    upgradeCreditCents: s.upgradeCreditCents,
    upgradedFrom: s.upgradedFrom ?? null,
    prepaidCents: prepaidOf(s),
    prepaidRefundedCents,
    overpayment: s.overpaymentChoice ?? 'refund',
    returnShippingCents: charges.returnShippingCents,
    insuranceCents: charges.insuranceCents,
  };
}

/**
 * The lines and total of an invoice. A passing item costs its Full LOA price, a failing one the
 * failed-item fee instead. When the items match a bundle, the lower of two prices stands: the bundle's
 * (its discount on the items' full prices) and the items one by one with the failed-item fee; so a
 * bundle never costs more than its items would alone, and with every item passing the bundle price is
 * always the lower. The fees apply to every item examined, and the Quick Opinion credit never exceeds
 * what the items cost. What was paid by card at submission counts against the rest: what it paid beyond
 * the invoice's items and fees is refunded to the card (the server asks the refund engine for exactly
 * the `overpayment_refund` line), and only return shipping and insurance remain to pay. Under "credit",
 * that part goes first against return shipping, then insurance, on a negative `overpayment_credit` line,
 * and the payment's line counts the rest of the payment: every line's figure is what it says, and the
 * lines add up to the total.
 */
export function invoiceQuote(input: InvoiceInput): InvoiceQuote {
  checkCharge(input.returnShippingCents, 'Return shipping');
  checkCharge(input.insuranceCents, 'Insurance');
  const prepaid = Math.max(0, Math.trunc(input.prepaidCents ?? 0));
  const refundedBefore = Math.min(prepaid, Math.max(0, Math.trunc(input.prepaidRefundedCents ?? 0)));
  const quote = fullLoaQuote({
    items: input.items,
    serviceLevel: input.serviceLevel,
    eraSignature: input.eraSignature,
    bundleType: input.bundleType,
    upgradeCreditCents: 0,
  });
  const priceOf = (i: number) => quote.lines[i]?.priceCents ?? 0;
  const oneByOneCents = input.items.reduce((total, item, i) => total + (item.outcome === 'pass' ? priceOf(i) : FAILED_ITEM_FEE_CENTS), 0);
  // The bundle the items match (asked for or not) stands when it costs less than the items one by one.
  const bundled = quote.bundle?.matches && quote.bundleDiscountCents > 0 && quote.itemsCents - quote.bundleDiscountCents < oneByOneCents;
  // The bundle the items were quoted at, by name, when they match one: a failed item may drop its discount.
  const matched = quote.bundle?.matches ? quote.bundle.definition : null;
  const firstFailed = input.items.findIndex((item) => item.outcome === 'fail');

  const lines: InvoiceLine[] = input.items.map((item, i) => {
    const name = `Item ${i + 1}: ${athleteName(item.athlete)}`;
    if (item.outcome === 'pass') return line('item', `${name}, authenticated (Full LOA)`, 1, priceOf(i));
    if (bundled && matched) return line('failed_item', `${name}, did not pass (at its price in the bundle: ${theBundle(matched.name)} bundle costs less than the items one by one)`, 1, priceOf(i));
    // The change from the quote is said once, on the first failed item: which discount was dropped and why.
    const why =
      matched === null || i !== firstFailed
        ? 'failed-item fee'
        : `failed-item fee; ${theBundle(matched.name)} discount is dropped: with this fee, the items one by one cost less than the bundle price of ${formatUsd(matched.discountedPriceCents)}`;
    return line('failed_item', `${name}, did not pass (${why})`, 1, FAILED_ITEM_FEE_CENTS);
  });
  const itemsCents = lines.reduce((total, l) => total + l.amountCents, 0);
  const bundleDiscountCents = bundled ? quote.bundleDiscountCents : 0;
  if (bundled && quote.bundle) {
    const b = bundleByType(quote.bundle.definition.type);
    lines.push(line('bundle_discount', `${b.name} bundle discount (${b.discountPercent}% off)`, 1, -bundleDiscountCents));
  }
  if (quote.expeditedFeeCents > 0) {
    lines.push(line('expedited', 'Expedited service (per item)', input.items.length, quote.expeditedFeeCents / input.items.length));
  }
  if (quote.eraSignatureFeeCents > 0) lines.push(line('era_signature', 'Era-appropriate signature check', 1, quote.eraSignatureFeeCents));

  const creditCents = Math.min(Math.max(0, Math.trunc(input.upgradeCreditCents ?? 0)), itemsCents - bundleDiscountCents);
  const source = input.upgradedFrom ? ` (from Quick Opinion ${input.upgradedFrom})` : '';
  if (creditCents > 0) lines.push(line('quick_opinion_credit', `Quick Opinion credit${source}`, 1, -creditCents));
  const costCents = lines.reduce((total, l) => total + l.amountCents, 0);
  const overpaidCents = Math.max(0, prepaid - refundedBefore - costCents);
  const creditedCents = input.overpayment === 'credit' ? Math.min(overpaidCents, input.returnShippingCents + input.insuranceCents) : 0;
  const backCents = overpaidCents - creditedCents;
  if (prepaid > 0) {
    // The part of the payment credited below is its own line, so this one counts the rest: every figure is
    // what its words say, and the two add up to what was paid.
    const label =
      creditedCents === 0
        ? 'Paid by card at submission'
        : refundedBefore === 0 && backCents === 0
          ? 'Paid by card at submission, for the items'
          : 'Paid by card at submission, less the credit below';
    lines.push(line('prepaid', label, 1, -(prepaid - creditedCents)));
  }
  if (refundedBefore > 0) lines.push(line('prepaid_refunded', 'Refunded to your card before this invoice', 1, refundedBefore));
  if (backCents > 0) {
    const label = creditedCents > 0 ? 'Paid beyond what the items, return shipping and insurance cost: refunded to your card' : 'Paid beyond what the items cost: refunded to your card';
    lines.push(line('overpayment_refund', label, 1, backCents));
  }
  if (input.returnShippingCents > 0) lines.push(line('return_shipping', 'Return shipping', 1, input.returnShippingCents));
  if (input.insuranceCents > 0) lines.push(line('insurance', 'Return shipping insurance', 1, input.insuranceCents));
  if (creditedCents > 0) {
    // Return shipping first, then insurance: the line names what the credit actually covers.
    const against =
      creditedCents <= input.returnShippingCents ? 'return shipping' : input.returnShippingCents > 0 ? 'return shipping and insurance' : 'insurance';
    lines.push(line('overpayment_credit', `Credit against ${against} (paid at submission beyond what the items cost)`, 1, -creditedCents));
  }

  return { lines, totalCents: lines.reduce((total, l) => total + l.amountCents, 0) };
}

/** One line as a sentence for the e-mail: "Expedited service (per item) × 2: $90.00". */
export const invoiceLineText = (l: InvoiceLine): string => `${l.label}${l.quantity > 1 ? ` × ${l.quantity}` : ''}: ${formatUsd(l.amountCents)}`;

/** What an invoice refunds to the card paid at submission (its `overpayment_refund` line), or 0. */
export const overpaymentRefundCents = (lines: readonly InvoiceLine[]): number =>
  lines.filter((l) => l.kind === 'overpayment_refund').reduce((total, l) => total + l.amountCents, 0);

/** What an invoice credited of the overpayment against its return shipping and insurance (its `overpayment_credit` line), or 0. */
export const overpaymentCreditCents = (lines: readonly InvoiceLine[]): number =>
  lines.filter((l) => l.kind === 'overpayment_credit').reduce((total, l) => total - l.amountCents, 0);

/**
 * What was paid by card at submission, as the invoice counts it: its payment's line, and the part of it
 * credited on a line of its own (an invoice issued before that counted it all on the payment's line,
 * its credit line at no amount: the same sum). 0 when nothing was paid in advance.
 */
export const paidAtSubmissionCents = (lines: readonly InvoiceLine[]): number =>
  lines.filter((l) => l.kind === 'prepaid' || l.kind === 'overpayment_credit').reduce((total, l) => total - l.amountCents, 0);

/** Unpaid past its due date. */
export const isOverdue = (invoice: { status: string; dueAt: string | Date }, now: Date = new Date()): boolean =>
  invoice.status === 'unpaid' && new Date(invoice.dueAt).getTime() < now.getTime();
