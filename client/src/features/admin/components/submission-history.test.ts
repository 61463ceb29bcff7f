import { describe, expect, it } from 'vitest';
import type { AdminHistoryEntry } from '@shared/schemas/admin';
import { entryTitle, resultChange, valueChange } from './submission-history';

const entry = (fromValue: string | null, toValue: string | null): AdminHistoryEntry => ({
  id: 1,
  kind: 'outcome',
  fromStatus: 'completed',
  toStatus: 'completed',
  fromValue,
  toValue,
  note: null,
  customerNote: null,
  visibleToCustomer: true,
  changedBy: 'Morgan Reyes',
  date: '2026-11-20T10:00:00Z',
});

describe('a result in the admin history', () => {
  it('reads as a person would write it: "Result recorded: 1 of 2 items passed", not "none → pass"', () => {
    expect(entryTitle(entry(null, 'pass,fail'))).toBe('Result recorded');
    expect(resultChange(entry(null, 'pass,fail'))).toEqual({ from: null, to: '1 of 2 items passed' });
  });

  it('names the earlier result when it changed', () => {
    expect(entryTitle(entry('pass,fail', 'pass,pass'))).toBe('Result changed');
    expect(resultChange(entry('pass,fail', 'pass,pass'))).toEqual({ from: '1 of 2 items passed', to: 'Both items passed' });
    // Entries written before items were counted keep their one verdict.
    expect(resultChange(entry(null, 'fail'))).toEqual({ from: null, to: 'Fail' });
  });

  it('leaves the other kinds as they were', () => {
    expect(entryTitle({ ...entry(null, null), kind: 'notes' })).toBe('Notes changed');
    expect(entryTitle({ ...entry(null, null), kind: 'item_received' })).toBe('Item received');
    expect(resultChange({ ...entry(null, 'x'), kind: 'notes' })).toBeNull();
  });
});

describe('a value in the admin history', () => {
  it('reads "USPS 9400…" for a first value, not "none → USPS 9400…"', () => {
    expect(valueChange({ ...entry(null, 'USPS 9400 1000 0000 0000 0000 00'), kind: 'received' })).toEqual({ from: null, to: 'USPS 9400 1000 0000 0000 0000 00' });
    expect(valueChange({ ...entry('USPS 1', 'UPS 1Z999'), kind: 'inbound_tracking' })).toEqual({ from: 'USPS 1', to: 'UPS 1Z999' });
    expect(valueChange({ ...entry('old', null), kind: 'inbound_tracking' })).toEqual({ from: 'old', to: 'removed' });
    expect(valueChange({ ...entry(null, 'x'), kind: 'notes' })).toBeNull();
    expect(valueChange({ ...entry(null, null), kind: 'received' })).toBeNull();
  });
});
