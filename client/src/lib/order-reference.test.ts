import { describe, expect, it } from 'vitest';
import { makeOrderReference } from './order-reference';

describe('makeOrderReference', () => {
  it('is PREFIX-YYYYMMDD-NNNN with a four-digit number', () => {
    expect(makeOrderReference('QO', new Date(2026, 0, 5), () => 0)).toBe('QO-20260105-1000');
    expect(makeOrderReference('BN', new Date(2026, 10, 21), () => 0.99999)).toBe('BN-20261121-9999');
    expect(makeOrderReference('QO')).toMatch(/^QO-\d{8}-\d{4}$/);
  });
});
