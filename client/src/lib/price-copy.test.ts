import { describe, expect, it } from 'vitest';
import { FAILED_ITEM_FEE, FULL_LOA_FROM_PRICE, fullLoaPrice, fullLoaPricesText, QUICK_OPINION_PRICE } from './price-copy';

describe('prices in the copy', () => {
  it('reads the figures the specification gives from shared/pricing.ts', () => {
    expect(QUICK_OPINION_PRICE).toBe('$10');
    expect(FULL_LOA_FROM_PRICE).toBe('$70');
    expect(FAILED_ITEM_FEE).toBe('$50');
    expect(fullLoaPrice('tom-brady')).toBe('$125');
  });

  it('groups the athletes by Full LOA price', () => {
    expect(fullLoaPricesText()).toBe('$125 per item for Michael Jordan and Tom Brady, $70 per item for Wayne Gretzky');
  });
});
