import { describe, expect, it } from 'vitest';
import { bundleByType } from '@shared/pricing';
import { emptyBundleItem, rowsForBundle } from './bundle-form-schema';
import { quoteItems } from './bundle-quote';
import { fullLoaInvoiceHref } from './full-loa-link';

describe('rowsForBundle', () => {
  it('gives one row per slot, prefilled with the slot’s first athlete', () => {
    expect(rowsForBundle(bundleByType('3-peat')).map((r) => r.athlete)).toEqual(['michael-jordan', 'tom-brady', 'wayne-gretzky']);
    expect(rowsForBundle(bundleByType('the-goal')).map((r) => r.athlete)).toEqual(['wayne-gretzky', 'michael-jordan']);
  });

  it('carries described rows over to the slot their athlete fits', () => {
    const previous = [
      { ...emptyBundleItem('michael-jordan'), itemType: 'Jersey', description: '1996 Bulls jersey' },
      { ...emptyBundleItem('tom-brady'), itemType: 'Ball', description: 'Game ball' },
    ];
    const rows = rowsForBundle(bundleByType('the-goal'), previous);
    expect(rows).toEqual([emptyBundleItem('wayne-gretzky'), { ...emptyBundleItem('michael-jordan'), itemType: 'Jersey', description: '1996 Bulls jersey' }]);
  });
});

describe('quoteItems', () => {
  it('prices matching rows at the bundle price and others individually', () => {
    expect(quoteItems('3-peat', rowsForBundle(bundleByType('3-peat')))?.totalCents).toBe(28800);
    const changed = [{ athlete: 'michael-jordan' }, { athlete: 'michael-jordan' }, { athlete: 'wayne-gretzky' }];
    expect(quoteItems('3-peat', changed)).toMatchObject({ matches: false, discountCents: 0, totalCents: 32000 });
    expect(quoteItems('3-peat', [{ athlete: '' }, { athlete: 'tom-brady' }])).toMatchObject({ complete: false, totalCents: 12500 });
  });

  it('prices nothing without a bundle or an item', () => {
    expect(quoteItems('', [{ athlete: 'tom-brady' }])).toBeNull();
    expect(quoteItems('3-peat', [])).toBeNull();
  });
});

describe('fullLoaInvoiceHref', () => {
  it('carries the bundle, its name, discounted dollars and percent', () => {
    const url = new URL(fullLoaInvoiceHref(bundleByType('back-to-back')), 'http://x');
    expect(url.pathname).toBe('/full-loa');
    expect(Object.fromEntries(url.searchParams)).toEqual({ bundle: 'back-to-back', bundleName: 'Back-to-Back', bundlePrice: '232.50', bundleDiscount: '7' });
    expect(new URL(fullLoaInvoiceHref(bundleByType('3-peat')), 'http://x').searchParams.get('bundlePrice')).toBe('288.00');
  });
});
