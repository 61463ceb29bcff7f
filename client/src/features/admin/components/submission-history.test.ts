import { describe, expect, it } from 'vitest';
import type { AdminHistoryEntry } from '@shared/schemas/admin';
import { entryTitle, resultChange } from './submission-history';

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
