import { describe, expect, it } from 'vitest';
import { itemVerdicts, resultOfHistoryValue, resultOfVerdicts, submissionResult, verdictsHistoryValue } from './submission-result';

const item = (outcome: 'pass' | 'fail' | null = null) => ({ outcome });

describe('submissionResult', () => {
  it('is none until every item has a verdict', () => {
    expect(submissionResult({ outcome: null, items: [item(), item()] })).toBeNull();
    expect(submissionResult({ outcome: null, items: [item('pass'), item()] })).toBeNull();
  });

  it('words one item as Pass or Fail, the verdict given to the submission as a whole', () => {
    expect(submissionResult({ outcome: 'pass', items: [item()] })).toEqual({ kind: 'pass', passed: 1, total: 1, label: 'Pass' });
    expect(submissionResult({ outcome: 'fail', items: [item()] })).toEqual({ kind: 'fail', passed: 0, total: 1, label: 'Fail' });
  });

  it('applies the whole verdict to each item not judged apart (a Quick Opinion judged as a whole)', () => {
    expect(submissionResult({ outcome: 'pass', items: [item(), item()] })).toEqual({ kind: 'pass', passed: 2, total: 2, label: 'Both items passed' });
    expect(submissionResult({ outcome: 'fail', items: [item(), item(), item()] })).toEqual({ kind: 'fail', passed: 0, total: 3, label: 'All 3 items failed' });
    expect(submissionResult({ outcome: 'pass', items: [item(), item('fail')] })).toMatchObject({ kind: 'mixed', passed: 1, total: 2 });
  });

  it('says how many passed when the items were judged apart and differ, never just "Pass"', () => {
    // The walk-through's case: the jersey passed, the football failed.
    expect(submissionResult({ outcome: null, items: [item('pass'), item('fail')] })).toEqual({ kind: 'mixed', passed: 1, total: 2, label: '1 of 2 items passed' });
    expect(submissionResult({ outcome: null, items: [item('pass'), item('fail'), item('pass')] })?.label).toBe('2 of 3 items passed');
    expect(submissionResult({ outcome: null, items: [item('pass'), item('pass')] })?.label).toBe('Both items passed');
  });

  it('reads a submission with no item rows by its own verdict', () => {
    expect(submissionResult({ outcome: 'pass', items: [] })).toEqual({ kind: 'pass', passed: 1, total: 1, label: 'Pass' });
    expect(submissionResult({ outcome: null, items: [] })).toBeNull();
  });
});

describe('item verdicts', () => {
  it("take the item's own verdict, else the submission's", () => {
    expect(itemVerdicts({ outcome: 'pass', items: [item(), item('fail')] })).toEqual(['pass', 'fail']);
    expect(resultOfVerdicts(['fail', 'fail'])).toMatchObject({ kind: 'fail', label: 'Both items failed' });
    expect(resultOfVerdicts([])).toBeNull();
  });
});

describe('the value a history entry keeps', () => {
  it('keeps every verdict, so the entry reads the same later', () => {
    expect(verdictsHistoryValue(['pass', 'fail'])).toBe('pass,fail');
    expect(resultOfHistoryValue('pass,fail')).toMatchObject({ kind: 'mixed', label: '1 of 2 items passed' });
  });

  it("reads the entries written before items were counted ('pass', 'fail') as they were", () => {
    expect(resultOfHistoryValue('pass')?.label).toBe('Pass');
    expect(resultOfHistoryValue('fail')?.label).toBe('Fail');
  });

  it('reads nothing from a missing or foreign value', () => {
    expect(resultOfHistoryValue(null)).toBeNull();
    expect(resultOfHistoryValue('')).toBeNull();
    expect(resultOfHistoryValue('pass,maybe')).toBeNull();
  });
});
