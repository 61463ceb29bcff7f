import { describe, expect, it } from 'vitest';
import type { AthleteSlug } from './constants';
import {
  invoiceInputOf,
  invoiceLineText,
  invoiceQuote,
  isOverdue,
  MAX_SHIPPING_CHARGE_CENTS,
  overpaymentCreditCents,
  overpaymentRefundCents,
  paidAtSubmissionCents,
  prepaidOf,
  type InvoiceInput,
} from './invoice';
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

  it('charges the failed-item fee instead of a failing item\'s price, and drops the bundle discount when that costs less', () => {
    const mixed = invoiceQuote({ ...base, items: [{ athlete: MJ, outcome: 'pass' }, { athlete: TB, outcome: 'fail' }], bundleType: 'back-to-back' });
    expect(mixed.totalCents).toBe(12500 + 5000);
    expect(mixed.lines.map((l) => l.kind)).toEqual(['item', 'failed_item']);
    expect(mixed.lines[1]!.label).toBe('Item 2: Tom Brady, did not pass (failed-item fee; the Back-to-Back discount is dropped: with this fee, the items one by one cost less than the bundle price of $232.50)');
    expect(total({ items: [{ athlete: WG, outcome: 'fail' }], serviceLevel: 'expedited', eraSignature: true })).toBe(5000 + 4500 + 3000);
    expect(invoiceQuote({ ...base, items: [{ athlete: WG, outcome: 'fail' }] }).lines[0]!.label).toBe('Item 1: Wayne Gretzky, did not pass (failed-item fee)');
  });

  // Every bundle with one and with two failed items, by hand: the lower of the bundle price and the
  // items one by one (passing at their price, failing at the $50.00 fee) stands.
  const withFailures: { bundle: (typeof BUNDLES)[number]['type']; items: [AthleteSlug, 'pass' | 'fail'][]; cents: number; bundled: boolean }[] = [
    { bundle: 'back-to-back', items: [[MJ, 'fail'], [TB, 'pass']], cents: 5000 + 12500, bundled: false },
    { bundle: 'back-to-back', items: [[MJ, 'pass'], [TB, 'fail']], cents: 12500 + 5000, bundled: false },
    { bundle: 'back-to-back', items: [[MJ, 'fail'], [TB, 'fail']], cents: 10000, bundled: false },
    { bundle: 'the-goal', items: [[WG, 'fail'], [MJ, 'pass']], cents: 5000 + 12500, bundled: false },
    { bundle: 'the-goal', items: [[WG, 'pass'], [TB, 'fail']], cents: 7000 + 5000, bundled: false },
    { bundle: 'the-goal', items: [[WG, 'fail'], [TB, 'fail']], cents: 10000, bundled: false },
    // A 3-Peat whose Gretzky item fails: $125 + $125 + $50 = $300 one by one, the bundle $288.
    { bundle: '3-peat', items: [[MJ, 'pass'], [TB, 'pass'], [WG, 'fail']], cents: 28800, bundled: true },
    { bundle: '3-peat', items: [[MJ, 'fail'], [TB, 'pass'], [WG, 'pass']], cents: 5000 + 12500 + 7000, bundled: false },
    { bundle: '3-peat', items: [[MJ, 'pass'], [TB, 'fail'], [WG, 'pass']], cents: 12500 + 5000 + 7000, bundled: false },
    { bundle: '3-peat', items: [[MJ, 'fail'], [TB, 'fail'], [WG, 'pass']], cents: 5000 + 5000 + 7000, bundled: false },
    { bundle: '3-peat', items: [[MJ, 'fail'], [TB, 'pass'], [WG, 'fail']], cents: 5000 + 12500 + 5000, bundled: false },
    { bundle: '3-peat', items: [[MJ, 'pass'], [TB, 'fail'], [WG, 'fail']], cents: 12500 + 5000 + 5000, bundled: false },
  ];

  it('prices a bundle with failed items at the lower of the bundle price and the items one by one', () => {
    for (const { bundle, items, cents, bundled } of withFailures) {
      const what = `${bundle} ${items.map(([a, o]) => `${a} ${o}`).join(', ')}`;
      const quote = invoiceQuote({ ...base, items: items.map(([athlete, outcome]) => ({ athlete, outcome })), bundleType: bundle });
      expect(quote.totalCents, what).toBe(cents);
      expect(quote.lines.some((l) => l.kind === 'bundle_discount'), what).toBe(bundled);
      // Every line names its item's verdict truly.
      items.forEach(([, outcome], i) => expect(quote.lines[i]!.kind, what).toBe(outcome === 'pass' ? 'item' : 'failed_item'));
      // Never more than either price.
      const b = BUNDLES.find((x) => x.type === bundle)!;
      expect(quote.totalCents, what).toBeLessThanOrEqual(b.discountedPriceCents);
    }
  });

  it('says why a 3-Peat with a failed item keeps or drops its discount, once, naming the bundle', () => {
    // Jordan fails: $50 + $125 + $70 = $245 one by one, less than the bundle's $288: the discount is dropped.
    const dropped = invoiceQuote({ ...base, items: [{ athlete: MJ, outcome: 'fail' }, { athlete: TB, outcome: 'pass' }, { athlete: WG, outcome: 'fail' }], bundleType: '3-peat' });
    expect(dropped.lines.map((l) => l.label)).toEqual([
      'Item 1: Michael Jordan, did not pass (failed-item fee; the 3-Peat discount is dropped: with this fee, the items one by one cost less than the bundle price of $288.00)',
      'Item 2: Tom Brady, authenticated (Full LOA)',
      'Item 3: Wayne Gretzky, did not pass (failed-item fee)',
    ]);
    // Gretzky fails: $300 one by one, more than $288: the bundle stands, and its failed item says so.
    const kept = invoiceQuote({ ...base, items: [...pass(MJ, TB), { athlete: WG, outcome: 'fail' }], bundleType: '3-peat' });
    expect(kept.lines.map((l) => l.label)).toEqual([
      'Item 1: Michael Jordan, authenticated (Full LOA)',
      'Item 2: Tom Brady, authenticated (Full LOA)',
      'Item 3: Wayne Gretzky, did not pass (at its price in the bundle: the 3-Peat bundle costs less than the items one by one)',
      '3-Peat bundle discount (10% off)',
    ]);
    expect(invoiceLineText(kept.lines[3]!)).toBe('3-Peat bundle discount (10% off): -$32.00');
  });

  it('refunds a prepaid bundle with failed items what it paid beyond the items one by one', () => {
    for (const { bundle, items, cents } of withFailures) {
      const paid = BUNDLES.find((x) => x.type === bundle)!.discountedPriceCents;
      const quote = invoiceQuote({ ...base, items: items.map(([athlete, outcome]) => ({ athlete, outcome })), bundleType: bundle, prepaidCents: paid, returnShippingCents: 1500 });
      const what = `${bundle} ${items.map(([a, o]) => `${a} ${o}`).join(', ')}`;
      expect(overpaymentRefundCents(quote.lines), what).toBe(paid - cents);
      expect(quote.totalCents, what).toBe(1500);
    }
    // The walk's figures: The Goal bought for $179.40, the Gretzky puck failed: $175.00, $4.40 back.
    const goal = invoiceQuote({ ...base, items: [{ athlete: WG, outcome: 'fail' }, { athlete: MJ, outcome: 'pass' }], bundleType: 'the-goal', prepaidCents: 17940 });
    expect(goal.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['failed_item', 5000],
      ['item', 12500],
      ['prepaid', -17940],
      ['overpayment_refund', 440],
    ]);
    expect(goal.lines[0]!.label).toBe('Item 1: Wayne Gretzky, did not pass (failed-item fee; The Goal discount is dropped: with this fee, the items one by one cost less than the bundle price of $179.40)');
    expect(goal.totalCents).toBe(0);
    // A 3-Peat with its Jordan item failed: $245.00 against $288.00 paid.
    expect(overpaymentRefundCents(invoiceQuote({ ...base, items: [{ athlete: MJ, outcome: 'fail' }, ...pass(TB, WG)], bundleType: '3-peat', prepaidCents: 28800 }).lines)).toBe(4300);
  });

  it('counts what was refunded of the prepaid bundle before, and never refunds it twice', () => {
    const items = [{ athlete: WG, outcome: 'fail' as const }, { athlete: MJ, outcome: 'pass' as const }];
    // A corrected invoice after the first refunded $4.40: nothing more goes back.
    const again = invoiceQuote({ ...base, items, bundleType: 'the-goal', prepaidCents: 17940, prepaidRefundedCents: 440, returnShippingCents: 2000 });
    expect(again.lines.slice(-3).map((l) => [l.kind, l.amountCents])).toEqual([
      ['prepaid', -17940],
      ['prepaid_refunded', 440],
      ['return_shipping', 2000],
    ]);
    expect(again.totalCents).toBe(2000);
    // And if the verdict was corrected to a pass meanwhile, the $4.40 is owed again.
    expect(total({ items: pass(WG, MJ), bundleType: 'the-goal', prepaidCents: 17940, prepaidRefundedCents: 440 })).toBe(440);
  });

  describe('what a prepaid bundle paid beyond its items, refunded or credited as the customer chose', () => {
    // The Goal bought for $179.40, the Gretzky puck failed: the items cost $175.00, $4.40 paid beyond.
    const goal = { items: [{ athlete: WG, outcome: 'fail' as const }, { athlete: MJ, outcome: 'pass' as const }], bundleType: 'the-goal' as const, prepaidCents: 17940 };
    const quote = (input: Partial<InvoiceInput>) => invoiceQuote({ ...base, ...goal, ...input });
    const kinds = (q: ReturnType<typeof invoiceQuote>) => q.lines.slice(2).map((l) => [l.kind, l.amountCents]);
    /** Every line's figure counts: the lines add up to the total, and the payment's lines to what was paid. */
    const addsUp = (q: ReturnType<typeof invoiceQuote>) => {
      expect(q.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(q.totalCents);
      expect(q.lines.every((l) => l.amountCents === l.quantity * l.unitCents && l.amountCents !== 0)).toBe(true);
      expect(paidAtSubmissionCents(q.lines)).toBe(17940);
    };

    it('refunds it all to the card by default and under "refund", while return shipping stays to pay', () => {
      for (const overpayment of [undefined, 'refund' as const]) {
        const q = quote({ overpayment, returnShippingCents: 2000 });
        expect(kinds(q)).toEqual([['prepaid', -17940], ['overpayment_refund', 440], ['return_shipping', 2000]]);
        expect(q.lines[2]!.label).toBe('Paid by card at submission');
        expect(q.totalCents).toBe(2000);
        addsUp(q);
        expect(overpaymentRefundCents(q.lines)).toBe(440);
        expect(overpaymentCreditCents(q.lines)).toBe(0);
      }
    });

    it('credits it against return shipping under "credit" on a line of its own: $15.60 to pay, nothing refunded', () => {
      const q = quote({ overpayment: 'credit', returnShippingCents: 2000 });
      // $179.40 paid: $175.00 of it for the items, $4.40 credited against the $20.00 shipping.
      expect(kinds(q)).toEqual([['prepaid', -17500], ['return_shipping', 2000], ['overpayment_credit', -440]]);
      expect(q.lines.map(invoiceLineText).slice(2)).toEqual([
        'Paid by card at submission, for the items: -$175.00',
        'Return shipping: $20.00',
        'Credit against return shipping (paid at submission beyond what the items cost): -$4.40',
      ]);
      expect(q.totalCents).toBe(1560);
      addsUp(q);
      expect(overpaymentRefundCents(q.lines)).toBe(0);
      expect(overpaymentCreditCents(q.lines)).toBe(440);
    });

    it('credits return shipping first, then insurance, and refunds only what is left beyond them', () => {
      // $4.40 over, $3.00 shipping and $1.00 insurance: both covered, $0.40 refunded, nothing to pay.
      const small = quote({ overpayment: 'credit', returnShippingCents: 300, insuranceCents: 100 });
      expect(kinds(small)).toEqual([['prepaid', -17540], ['overpayment_refund', 40], ['return_shipping', 300], ['insurance', 100], ['overpayment_credit', -400]]);
      // The payment's line is no longer just the items' cost: it says what it leaves out.
      expect(small.lines[2]!.label).toBe('Paid by card at submission, less the credit below');
      expect(small.lines[3]!.label).toBe('Paid beyond what the items, return shipping and insurance cost: refunded to your card');
      expect(small.lines.at(-1)!.label).toBe('Credit against return shipping and insurance (paid at submission beyond what the items cost)');
      expect(small.totalCents).toBe(0);
      addsUp(small);
      expect(overpaymentRefundCents(small.lines)).toBe(40);
      expect(overpaymentCreditCents(small.lines)).toBe(400);
      // Insurance alone: the credit says so.
      const insuranceOnly = quote({ overpayment: 'credit', insuranceCents: 1000 });
      expect(insuranceOnly.lines.at(-1)).toMatchObject({ label: 'Credit against insurance (paid at submission beyond what the items cost)', amountCents: -440 });
      expect(insuranceOnly.totalCents).toBe(560);
      addsUp(insuranceOnly);
      // $4.40 over and $20.00 + $12.00 to pay: all of it credited, against the shipping alone, $27.60 to pay.
      const large = quote({ overpayment: 'credit', returnShippingCents: 2000, insuranceCents: 1200 });
      expect(large.totalCents).toBe(2760);
      addsUp(large);
      expect(overpaymentCreditCents(large.lines)).toBe(440);
      expect(large.lines.at(-1)!.label).toBe('Credit against return shipping (paid at submission beyond what the items cost)');
    });

    it('refunds it all under "credit" when there is no return shipping or insurance to credit', () => {
      const q = quote({ overpayment: 'credit' });
      expect(kinds(q)).toEqual([['prepaid', -17940], ['overpayment_refund', 440]]);
      expect(q.lines.at(-1)!.label).toBe('Paid beyond what the items cost: refunded to your card');
      expect(q.totalCents).toBe(0);
      expect(overpaymentCreditCents(q.lines)).toBe(0);
    });

    it('a 3-Peat with its Jordan item failed ($43.00 over) under "credit" with $25.00 shipping and $15.00 insurance', () => {
      const q = invoiceQuote({ ...base, items: [{ athlete: MJ, outcome: 'fail' }, ...pass(TB, WG)], bundleType: '3-peat', prepaidCents: 28800, overpayment: 'credit', returnShippingCents: 2500, insuranceCents: 1500 });
      expect(q.totalCents).toBe(0);
      expect(overpaymentRefundCents(q.lines)).toBe(300);
      expect(overpaymentCreditCents(q.lines)).toBe(4000);
      expect(paidAtSubmissionCents(q.lines)).toBe(28800);
      expect(q.lines.reduce((sum, l) => sum + l.amountCents, 0)).toBe(0);
    });

    it('never refunds twice on a corrected invoice, whichever the choice', () => {
      // The first invoice refunded $4.40; the customer then chose "credit": nothing is left to credit.
      const afterRefund = quote({ overpayment: 'credit', prepaidRefundedCents: 440, returnShippingCents: 2000 });
      expect(afterRefund.totalCents).toBe(2000);
      expect(overpaymentRefundCents(afterRefund.lines) + overpaymentCreditCents(afterRefund.lines)).toBe(0);
      expect(afterRefund.lines[2]!.label).toBe('Paid by card at submission');
      // The first (credit) invoice refunded $0.40 beyond its $4.00 of charges; the corrected one, with
      // $20.00 shipping, credits the $4.00 left and refunds nothing more.
      const corrected = quote({ overpayment: 'credit', prepaidRefundedCents: 40, returnShippingCents: 2000 });
      expect(kinds(corrected)).toEqual([['prepaid', -17540], ['prepaid_refunded', 40], ['return_shipping', 2000], ['overpayment_credit', -400]]);
      expect(corrected.lines[2]!.label).toBe('Paid by card at submission, less the credit below');
      expect(overpaymentRefundCents(corrected.lines)).toBe(0);
      expect(overpaymentCreditCents(corrected.lines)).toBe(400);
      expect(corrected.totalCents).toBe(1600);
      addsUp(corrected);
    });

    it('credits nothing when every item passed', () => {
      const q = invoiceQuote({ ...base, items: pass(WG, MJ), bundleType: 'the-goal', prepaidCents: 17940, overpayment: 'credit', returnShippingCents: 2000 });
      expect(q.lines.map((l) => l.kind)).not.toContain('overpayment_credit');
      expect(q.lines.find((l) => l.kind === 'prepaid')).toMatchObject({ label: 'Paid by card at submission', amountCents: -17940 });
      expect(q.totalCents).toBe(2000);
    });

    it('reads what was paid at submission from an invoice issued when the credit line carried no amount', () => {
      const before = [
        { kind: 'prepaid' as const, label: 'Paid by card at submission', quantity: 1, unitCents: -17940, amountCents: -17940 },
        { kind: 'return_shipping' as const, label: 'Return shipping', quantity: 1, unitCents: 2000, amountCents: 2000 },
        { kind: 'overpayment_credit' as const, label: 'Paid beyond what the items cost', quantity: 1, unitCents: 0, amountCents: 0 },
      ];
      expect(paidAtSubmissionCents(before)).toBe(17940);
      expect(paidAtSubmissionCents([])).toBe(0);
    });
  });

  it('credits the Quick Opinion, never more than the items cost', () => {
    const credited = invoiceQuote({ ...base, items: pass(TB), upgradeCreditCents: 1000 });
    expect(credited.totalCents).toBe(11500);
    expect(credited.lines.at(-1)).toMatchObject({ kind: 'quick_opinion_credit', amountCents: -1000 });
    // The line names the order the credit comes from, when it is known.
    expect(invoiceQuote({ ...base, items: pass(TB), upgradeCreditCents: 1000, upgradedFrom: 'GA-7K3M-Q9XD' }).lines.at(-1)!.label).toBe('Quick Opinion credit (from Quick Opinion GA-7K3M-Q9XD)');
    expect(total({ items: [{ athlete: WG, outcome: 'fail' }], upgradeCreditCents: 999_999, eraSignature: true })).toBe(3000);
  });

  it('charges a prepaid bundle whose items all passed only its return shipping and insurance', () => {
    const prepaid = { items: pass(MJ, TB), bundleType: 'back-to-back' as const, prepaidCents: 23250 };
    expect(total({ ...prepaid, returnShippingCents: 2500, insuranceCents: 1200 })).toBe(3700);
    expect(total(prepaid)).toBe(0);
    expect(overpaymentRefundCents(invoiceQuote({ ...base, ...prepaid }).lines)).toBe(0);
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
      upgradedFrom: null,
      prepaidCents: 23250,
      prepaidRefundedCents: 0,
      overpayment: 'refund',
      returnShippingCents: 1500,
      insuranceCents: 200,
    });
    // The bundle's price was paid by card: only the return shipping and insurance are due, and the
    // $57.50 paid beyond the items one by one ($125.00 + the $50.00 fee) goes back to the card.
    expect(invoiceQuote(input).totalCents).toBe(1700);
    expect(overpaymentRefundCents(invoiceQuote(input).lines)).toBe(23250 - 17500);
    expect(invoiceInputOf(submission, [], { returnShippingCents: 0, insuranceCents: 0 }, 440).prepaidRefundedCents).toBe(440);
    // The customer's choice, carried as stored on the submission.
    expect(invoiceInputOf({ ...submission, overpaymentChoice: 'credit' }, [], { returnShippingCents: 0, insuranceCents: 0 }).overpayment).toBe('credit');
  });
});
