import { describe, expect, it } from 'vitest';
import type { AthleteSlug } from './constants';
import { invoiceInputOf, invoiceQuote, isOverdue, MAX_SHIPPING_CHARGE_CENTS, prepaidOf, type InvoiceInput } from './invoice';
import { BUNDLES, fullLoaQuote } from './pricing';

const MJ: AthleteSlug = 'michael-jordan';
const TB: AthleteSlug = 'tom-brady';
const WG: AthleteSlug = 'wayne-gretzky';
const pass = (...athletes: AthleteSlug[]) => athletes.map((athlete) => ({ athlete, outcome: 'pass' as const }));
const base = { serviceLevel: 'standard' as const, eraSignature: false, returnShippingCents: 0, insuranceCents: 0 };
const total = (input: Partial<InvoiceInput> & Pick<InvoiceInput, 'items'>) => invoiceQuote({ ...base, ...input }).totalCents;

describe('invoiceQuote', () => {
  it('charges every passing item what the quote charged, for every combination the quote covers', () => {
    const athleteSets: AthleteSlug[][] = [[MJ], [TB], [WG], Array<AthleteSlug>(10).fill(MJ), [MJ, TB], [TB, WG], [MJ, TB, WG]];
    for (const athletes of athleteSets) {
      for (const serviceLevel of ['standard', 'expedited'] as const) {
        for (const eraSignature of [false, true]) {
          for (const bundleType of [null, ...BUNDLES.map((b) => b.type)]) {
            const quote = fullLoaQuote({ items: athletes.map((athlete) => ({ athlete })), serviceLevel, eraSignature, bundleType });
            const invoice = invoiceQuote({ ...base, items: pass(...athletes), serviceLevel, eraSignature, bundleType });
            expect(invoice.totalCents, `${athletes.join('+')} ${serviceLevel} era=${eraSignature} ${bundleType}`).toBe(quote.totalCents);
            expect(invoice.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(invoice.totalCents);
          }
        }
      }
    }
  });

  it('writes out the hand-computed figures', () => {
    expect(total({ items: pass(TB) })).toBe(12500);
    expect(total({ items: pass(WG), serviceLevel: 'expedited', eraSignature: true })).toBe(7000 + 4500 + 3000);
    expect(total({ items: pass(MJ, TB), bundleType: 'back-to-back' })).toBe(23250);
    expect(total({ items: pass(MJ, TB, WG), bundleType: '3-peat', serviceLevel: 'expedited' })).toBe(28800 + 3 * 4500);
    expect(total({ items: pass(...Array<AthleteSlug>(10).fill(WG)), serviceLevel: 'expedited' })).toBe(70000 + 45000);
  });

  it('charges the failed-item fee instead of a failing item\'s price, and drops the bundle discount then', () => {
    const mixed = invoiceQuote({ ...base, items: [{ athlete: MJ, outcome: 'pass' }, { athlete: TB, outcome: 'fail' }], bundleType: 'back-to-back' });
    expect(mixed.totalCents).toBe(12500 + 5000);
    expect(mixed.lines.map((l) => l.kind)).toEqual(['item', 'failed_item']);
    expect(total({ items: [{ athlete: WG, outcome: 'fail' }], serviceLevel: 'expedited', eraSignature: true })).toBe(5000 + 4500 + 3000);
  });

  it('credits the Quick Opinion, never more than the items cost', () => {
    const credited = invoiceQuote({ ...base, items: pass(TB), upgradeCreditCents: 1000 });
    expect(credited.totalCents).toBe(11500);
    expect(credited.lines.at(-1)).toMatchObject({ kind: 'quick_opinion_credit', amountCents: -1000 });
    expect(total({ items: [{ athlete: WG, outcome: 'fail' }], upgradeCreditCents: 999_999, eraSignature: true })).toBe(3000);
  });

  it('charges a prepaid bundle only its return shipping and insurance, whatever the verdicts', () => {
    const prepaid = { items: [{ athlete: MJ, outcome: 'fail' as const }, { athlete: TB, outcome: 'pass' as const }], bundleType: 'back-to-back' as const, prepaidCents: 23250 };
    expect(total({ ...prepaid, returnShippingCents: 2500, insuranceCents: 1200 })).toBe(3700);
    expect(total(prepaid)).toBe(0);
  });

  it('adds return shipping and insurance as lines, and refuses amounts out of range', () => {
    const withShipping = invoiceQuote({ ...base, items: pass(TB), returnShippingCents: 2500, insuranceCents: 1500 });
    expect(withShipping.totalCents).toBe(16500);
    expect(withShipping.lines.slice(-2).map((l) => l.kind)).toEqual(['return_shipping', 'insurance']);
    for (const bad of [-1, 10.5, MAX_SHIPPING_CHARGE_CENTS + 1]) {
      expect(() => invoiceQuote({ ...base, items: pass(TB), returnShippingCents: bad })).toThrow(RangeError);
      expect(() => invoiceQuote({ ...base, items: pass(TB), insuranceCents: bad })).toThrow(RangeError);
    }
  });

  it('is overdue only when unpaid past its due date', () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(isOverdue({ status: 'unpaid', dueAt: past })).toBe(true);
    expect(isOverdue({ status: 'unpaid', dueAt: future })).toBe(false);
    expect(isOverdue({ status: 'paid', dueAt: past })).toBe(false);
  });
});

describe('invoiceInputOf (the server and the admin preview alike)', () => {
  const submission = {
    serviceType: 'bundle_loa',
    serviceLevel: 'standard',
    eraSignature: false,
    bundleType: 'back-to-back',
    upgradeCreditCents: 0,
    paymentStatus: 'paid',
    paymentAmountCents: 23250,
  };

  it('counts what a Bundle paid by card at submission, and nothing for an order still to invoice', () => {
    expect(prepaidOf(submission)).toBe(23250);
    expect(prepaidOf({ ...submission, paymentStatus: 'pending_invoice' })).toBe(0);
    expect(prepaidOf({ ...submission, serviceType: 'full_loa' })).toBe(0);
  });

  it('carries the submission, the verdicts in order and the two charges', () => {
    const input = invoiceInputOf(submission, [{ athlete: MJ, outcome: 'pass' }, { athlete: TB, outcome: 'fail' }], { returnShippingCents: 1500, insuranceCents: 200 });
    expect(input).toEqual({
      items: [{ athlete: MJ, outcome: 'pass' }, { athlete: TB, outcome: 'fail' }],
      serviceLevel: 'standard',
      eraSignature: false,
      bundleType: 'back-to-back',
      upgradeCreditCents: 0,
      prepaidCents: 23250,
      returnShippingCents: 1500,
      insuranceCents: 200,
    });
    // The bundle's price was paid by card: only the return shipping and insurance are due.
    expect(invoiceQuote(input).totalCents).toBe(1700);
  });
});
