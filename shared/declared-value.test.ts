import { describe, expect, it } from 'vitest';
import { canBillInsurance } from './declared-value';

describe('canBillInsurance', () => {
  it('allows return insurance only when at least one item has a declared value', () => {
    expect(canBillInsurance([{ declaredValueCents: null }, { declaredValueCents: null }])).toBe(false);
    expect(canBillInsurance([])).toBe(false);
    expect(canBillInsurance([{ declaredValueCents: null }, { declaredValueCents: 250_000 }])).toBe(true);
  });
});
