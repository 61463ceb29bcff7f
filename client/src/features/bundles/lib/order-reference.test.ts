import { describe, expect, it } from 'vitest';
import { makeBundleOrderReference } from './order-reference';

describe('makeBundleOrderReference', () => {
  it('is BN-YYYYMMDD-NNNN with a four-digit number', () => {
    expect(makeBundleOrderReference(new Date(2026, 0, 5), () => 0)).toBe('BN-20260105-1000');
    expect(makeBundleOrderReference(new Date(2026, 10, 21), () => 0.99999)).toBe('BN-20261121-9999');
    expect(makeBundleOrderReference()).toMatch(/^BN-\d{8}-\d{4}$/);
  });
});
