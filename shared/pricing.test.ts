import { describe, expect, it } from 'vitest';
import { formatUsd, quickOpinionTotalCents } from './pricing';

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
  });
});
