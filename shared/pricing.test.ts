import { describe, expect, it } from 'vitest';
import type { AthleteSlug } from './constants';
import type { BundleType } from './loa-options';
import {
  BUNDLES,
  bundleQuote,
  formatUsd,
  formatUsdShort,
  FULL_LOA_FROM_CENTS,
  MAX_BUNDLE_DISCOUNT_PERCENT,
  FULL_LOA_PRICE_CENTS,
  fullLoaQuote,
  quickOpinionCreditCents,
  quickOpinionTotalCents,
  type AthleteChoice,
} from './pricing';

const MJ = 'michael-jordan';
const TB = 'tom-brady';
const WG = 'wayne-gretzky';
const items = (...athletes: AthleteChoice[]) => athletes.map((athlete) => ({ athlete }));
const standard = { serviceLevel: 'standard' as const, eraSignature: false };

describe('Quick Opinion pricing', () => {
  it('is $10 per item, from 1 to 10 items', () => {
    expect(quickOpinionTotalCents(1)).toBe(1000);
    expect(quickOpinionTotalCents(10)).toBe(10000);
  });
  it.each([0, 11, 1.5, -1])('refuses %s items', (n) => {
    expect(() => quickOpinionTotalCents(n)).toThrow(RangeError);
  });
  it('formats cents as USD with two decimals', () => {
    expect(formatUsd(1000)).toBe('$10.00');
    expect(formatUsd(23250)).toBe('$232.50');
    expect(formatUsd(123456)).toBe('$1,234.56');
    // The same text as Intl's USD currency format, which it replaces, across signs and sizes.
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    for (const cents of [0, 1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, 1000000000, -1, -2500, -123456]) {
      expect(formatUsd(cents), String(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('Full LOA pricing', () => {
  it('is $125 for Jordan and Brady, $70 for Gretzky, per item', () => {
    // Items matching no bundle (a bundle's price is below).
    const quote = fullLoaQuote({ items: items(MJ, TB, WG, WG), ...standard });
    expect(quote.lines.map((l) => l.priceCents)).toEqual([12500, 12500, 7000, 7000]);
    expect(quote).toMatchObject({ itemsCents: 39000, expeditedFeeCents: 0, eraSignatureFeeCents: 0, totalCents: 39000, complete: true });
  });

  it('adds $45 per item for expedited service', () => {
    const quote = fullLoaQuote({ items: items(MJ, MJ), serviceLevel: 'expedited', eraSignature: false });
    expect(quote).toMatchObject({ itemsCents: 25000, expeditedFeeCents: 9000, totalCents: 34000 });
  });

  it('adds $30 once per order for era-appropriate signatures, whatever the item count', () => {
    expect(fullLoaQuote({ items: items(WG), serviceLevel: 'standard', eraSignature: true })).toMatchObject({
      eraSignatureFeeCents: 3000,
      totalCents: 10000,
    });
    expect(fullLoaQuote({ items: items(WG, WG, WG), serviceLevel: 'standard', eraSignature: true }).eraSignatureFeeCents).toBe(3000);
  });

  it('adds both fees together', () => {
    const quote = fullLoaQuote({ items: items(TB, TB), serviceLevel: 'expedited', eraSignature: true });
    expect(quote).toMatchObject({ itemsCents: 25000, expeditedFeeCents: 9000, eraSignatureFeeCents: 3000, totalCents: 37000 });
  });

  it('prices 1 and 10 items', () => {
    expect(fullLoaQuote({ items: items(WG), ...standard }).totalCents).toBe(7000);
    const ten = fullLoaQuote({ items: items(...Array<AthleteSlug>(10).fill(MJ)), serviceLevel: 'expedited', eraSignature: false });
    expect(ten).toMatchObject({ itemsCents: 125000, expeditedFeeCents: 45000, totalCents: 170000 });
  });

  it.each([0, 11])('refuses %s items', (n) => {
    expect(() => fullLoaQuote({ items: items(...Array<AthleteSlug>(n).fill(TB)), ...standard })).toThrow(RangeError);
  });

  it('prices an item without an athlete yet at zero and reports the quote incomplete', () => {
    const quote = fullLoaQuote({ items: items(MJ, null), serviceLevel: 'expedited', eraSignature: false });
    expect(quote).toMatchObject({ itemsCents: 12500, expeditedFeeCents: 9000, complete: false });
  });
});

describe('Full LOA with a bundle from /bundles', () => {
  it('charges the bundle price for the items while they match, and keeps the fees', () => {
    const quote = fullLoaQuote({ items: items(TB, MJ), serviceLevel: 'expedited', eraSignature: true, bundleType: 'back-to-back' });
    expect(quote.bundle?.matches).toBe(true);
    expect(quote.bundleDiscountCents).toBe(1750);
    expect(quote.totalCents).toBe(23250 + 2 * 4500 + 3000);
  });

  it('drops the discount when the items no longer match', () => {
    for (const athletes of [items(MJ, MJ), items(MJ, WG, WG), items(MJ), items(MJ, null)]) {
      const quote = fullLoaQuote({ items: athletes, ...standard, bundleType: 'back-to-back' });
      expect(quote.bundle?.matches).toBe(false);
      expect(quote.bundleDiscountCents).toBe(0);
      expect(quote.totalCents).toBe(quote.itemsCents);
    }
  });

  it('prices the 3-Peat and The Goal at their bundle prices', () => {
    expect(fullLoaQuote({ items: items(WG, TB, MJ), ...standard, bundleType: '3-peat' }).totalCents).toBe(28800);
    expect(fullLoaQuote({ items: items(TB, WG), ...standard, bundleType: 'the-goal' }).totalCents).toBe(17940);
  });
});

describe('Full LOA items matching a bundle, as the Bundles page promises', () => {
  it('gets the bundle price automatically, without coming from /bundles', () => {
    const quote = fullLoaQuote({ items: items(MJ, TB), ...standard });
    expect(quote.bundle).toMatchObject({ definition: { type: 'back-to-back' }, matches: true });
    expect(quote).toMatchObject({ itemsCents: 25000, bundleDiscountCents: 1750, totalCents: 23250 });
    expect(fullLoaQuote({ items: items(TB, WG), ...standard })).toMatchObject({ bundle: { definition: { type: 'the-goal' } }, totalCents: 17940 });
    expect(fullLoaQuote({ items: items(WG, MJ, TB), ...standard })).toMatchObject({ bundle: { definition: { type: '3-peat' } }, totalCents: 28800 });
  });

  it('applies the bundle the items match when the one asked for no longer does', () => {
    const quote = fullLoaQuote({ items: items(MJ, TB, WG), ...standard, bundleType: 'back-to-back' });
    expect(quote.bundle).toMatchObject({ definition: { type: '3-peat' }, matches: true });
    expect(quote.totalCents).toBe(28800);
  });

  it('applies no bundle to items matching none', () => {
    for (const athletes of [items(MJ), items(MJ, MJ), items(MJ, TB, TB), items(MJ, null), items(WG, WG)]) {
      const quote = fullLoaQuote({ items: athletes, ...standard });
      expect(quote.bundle).toBeNull();
      expect(quote.totalCents).toBe(quote.itemsCents);
    }
  });
});

describe('bundle definitions', () => {
  it.each(BUNDLES.map((b) => [b.type, b] as const))('%s: figures agree with individual prices and its discount', (_type, b) => {
    const individual = b.slots.reduce((total, slot) => total + FULL_LOA_PRICE_CENTS[slot[0]!], 0);
    expect(b.originalPriceCents).toBe(individual);
    expect(b.savingsCents).toBe(b.originalPriceCents - b.discountedPriceCents);
    expect(b.discountedPriceCents).toBe(Math.round((b.originalPriceCents * (100 - b.discountPercent)) / 100));
    expect(b.discountLabel).toBe(`${b.discountPercent}% OFF`);
  });

  it('matches the figures of docs/product.md', () => {
    expect(BUNDLES.map((b) => [b.type, formatUsd(b.originalPriceCents), formatUsd(b.discountedPriceCents)])).toEqual([
      ['back-to-back', '$250.00', '$232.50'],
      ['the-goal', '$195.00', '$179.40'],
      ['3-peat', '$320.00', '$288.00'],
    ]);
  });
});

describe('bundle pricing', () => {
  const quote = (bundleType: BundleType, ...athletes: AthleteChoice[]) => bundleQuote({ bundleType, athletes });

  it.each([
    ['back-to-back', [MJ, TB], 25000, 23250],
    ['back-to-back', [TB, MJ], 25000, 23250],
    ['the-goal', [WG, MJ], 19500, 17940],
    ['the-goal', [TB, WG], 19500, 17940],
    ['3-peat', [WG, TB, MJ], 32000, 28800],
  ] as const)('%s with %j costs the bundle price', (type, athletes, original, total) => {
    expect(quote(type, ...athletes)).toMatchObject({
      matches: true,
      originalCents: original,
      individualCents: original,
      discountCents: original - total,
      totalCents: total,
    });
  });

  it.each([
    ['an extra item', 'back-to-back', [MJ, TB, WG], 32000],
    ['an extra item of the same athlete', 'back-to-back', [MJ, TB, TB], 37500],
    ['a missing athlete', 'back-to-back', [MJ], 12500],
    ['a wrong athlete', 'back-to-back', [MJ, WG], 19500],
    ['duplicates instead of a pair', 'back-to-back', [MJ, MJ], 25000],
    ['two hockey items', 'the-goal', [WG, WG], 14000],
    ['no hockey item', 'the-goal', [MJ, TB], 25000],
    ['all three athletes', 'the-goal', [WG, MJ, TB], 32000],
    ['a missing athlete', '3-peat', [MJ, TB], 25000],
    ['a duplicate in place of one athlete', '3-peat', [MJ, TB, TB], 37500],
    ['a fourth item', '3-peat', [MJ, TB, WG, WG], 39000],
  ] as const)('drops the discount with %s (%s %j)', (_why, type, athletes, individual) => {
    expect(quote(type, ...athletes)).toMatchObject({
      matches: false,
      individualCents: individual,
      originalCents: individual,
      discountCents: 0,
      totalCents: individual,
    });
  });

  it('does not match while an athlete is not chosen yet', () => {
    expect(quote('back-to-back', MJ, null)).toMatchObject({ matches: false, totalCents: 12500, complete: false });
  });

  it('prices 10 items individually and refuses 0 or 11', () => {
    expect(quote('3-peat', ...Array<AthleteSlug>(10).fill(WG))).toMatchObject({ matches: false, totalCents: 70000 });
    expect(() => quote('3-peat')).toThrow(RangeError);
    expect(() => quote('3-peat', ...Array<AthleteSlug>(11).fill(WG))).toThrow(RangeError);
  });

  it('returns the bundle shown on the page', () => {
    expect(quote('the-goal', WG, TB).bundle).toMatchObject({ name: 'The Goal', savingsCents: 1560 });
  });
});

describe('prices written in the copy', () => {
  it('drops the cents of whole dollars only', () => {
    expect(formatUsdShort(1000)).toBe('$10');
    expect(formatUsdShort(1_000_000)).toBe('$10,000');
    expect(formatUsdShort(23250)).toBe('$232.50');
  });

  it('derives the "from" price and the best bundle discount from the tables', () => {
    expect(FULL_LOA_FROM_CENTS).toBe(7000);
    expect(MAX_BUNDLE_DISCOUNT_PERCENT).toBe(10);
  });
});

describe('Quick Opinion upgrade credit', () => {
  it('is $10 per Quick Opinion item, taken off the total as its own line', () => {
    const quote = fullLoaQuote({ items: items(MJ, MJ), ...standard, upgradeCreditCents: quickOpinionCreditCents(2) });
    expect(quote.creditCents).toBe(2000);
    expect(quote.itemsCents).toBe(25000);
    expect(quote.totalCents).toBe(23000);
  });
  it('is 0 without an upgrade', () => {
    expect(fullLoaQuote({ items: items(MJ), ...standard }).creditCents).toBe(0);
    expect(fullLoaQuote({ items: items(MJ), ...standard }).totalCents).toBe(12500);
  });
  it('never exceeds the items after a bundle discount; the fees stay due', () => {
    const capped = fullLoaQuote({ items: items(WG), serviceLevel: 'expedited', eraSignature: true, upgradeCreditCents: quickOpinionCreditCents(10) });
    expect(capped.creditCents).toBe(7000);
    expect(capped.totalCents).toBe(capped.expeditedFeeCents + capped.eraSignatureFeeCents);
    const bundled = fullLoaQuote({ items: items(MJ, TB), ...standard, bundleType: 'back-to-back', upgradeCreditCents: 30000 });
    expect(bundled.creditCents).toBe(23250);
    expect(bundled.totalCents).toBe(0);
  });
  it('counts nothing for items without an athlete yet', () => {
    const quote = fullLoaQuote({ items: items(null), ...standard, upgradeCreditCents: 1000 });
    expect(quote.creditCents).toBe(0);
    expect(quote.totalCents).toBe(0);
  });
});
