import { describe, expect, it } from 'vitest';
import { headline } from './status-timeline';

const outcome = (value: string | null) => ({ kind: 'outcome', status: 'completed' as const, fromStatus: 'completed' as const, value, date: '2026-11-20T10:00:00Z' });

describe('the timeline entry of a result', () => {
  it('says how many items passed when some failed, never just "Pass"', () => {
    expect(headline(outcome('pass,fail'))).toBe('Result: 1 of 2 items passed');
    expect(headline(outcome('pass,pass'))).toBe('Result: Both items passed');
  });

  it('reads the one-verdict entries written before as they were', () => {
    expect(headline(outcome('pass'))).toBe('Result: Pass');
    expect(headline(outcome('fail'))).toBe('Result: Fail');
    expect(headline(outcome(null))).toBe('Result recorded');
  });
});

describe('the timeline entry of a changed refund-or-credit choice', () => {
  const chosen = (value: string | null) => ({ kind: 'overpayment_choice', status: 'pending' as const, fromStatus: 'pending' as const, value, date: '2026-11-20T10:00:00Z' });

  it('says in the customer\'s words what they chose', () => {
    expect(headline(chosen('credit'))).toBe("Refund or credit: you chose to have what you paid beyond the items' cost credited against your return shipping and insurance");
    expect(headline(chosen('refund'))).toBe("Refund or credit: you chose to have what you paid beyond the items' cost refunded to your card");
    expect(headline(chosen(null))).toBe('Refund or credit: your choice changed');
  });
});

describe('the timeline entry of a corrected declared value', () => {
  it('names the item and its value now (the reason is the entry\'s note)', () => {
    const corrected = { kind: 'declared_value', status: 'processing' as const, fromStatus: 'processing' as const, value: 'item 2 at $2,500.00', date: '2026-11-20T10:00:00Z' };
    expect(headline(corrected)).toBe('Declared value corrected: item 2 at $2,500.00');
    expect(headline({ ...corrected, value: 'item 1 not declared' })).toBe('Declared value corrected: item 1 not declared');
  });
});
