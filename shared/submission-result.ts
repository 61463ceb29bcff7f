import { OUTCOME_LABELS, type Outcome } from './schemas/admin';
import type { SubmissionResult } from './schemas/submission';

/**
 * A submission's result, derived from the verdicts of its items (docs/decisions/013): all passed, all
 * failed, or how many of them passed. The one wording of the result on every page, e-mail and PDF.
 * Never "Pass" for a submission of which an item failed.
 */

type Judged = { outcome: Outcome | null; items: readonly { outcome: Outcome | null }[] };

/** An item's verdict: its own when it was judged apart, else the one given to the submission as a whole. */
export const verdictOf = (item: { outcome: Outcome | null }, s: { outcome: Outcome | null }): Outcome | null => item.outcome ?? s.outcome;

/** Each item's verdict (verdictOf), in the items' order. */
export function itemVerdicts(s: Judged): (Outcome | null)[] {
  // A submission without item rows (older ones) is one thing judged as a whole.
  return s.items.length ? s.items.map((i) => verdictOf(i, s)) : [s.outcome];
}

function labelOf(kind: SubmissionResult['kind'], passed: number, total: number): string {
  if (kind === 'mixed') return `${passed} of ${total} items passed`;
  const verb = kind === 'pass' ? 'passed' : 'failed';
  if (total === 1) return OUTCOME_LABELS[kind];
  return total === 2 ? `Both items ${verb}` : `All ${total} items ${verb}`;
}

/** The result of these verdicts; null while any item has none (the examination is not finished). */
export function resultOfVerdicts(verdicts: readonly (Outcome | null)[]): SubmissionResult | null {
  if (verdicts.length === 0 || verdicts.some((v) => v === null)) return null;
  const total = verdicts.length;
  const passed = verdicts.filter((v) => v === 'pass').length;
  const kind = passed === total ? 'pass' : passed === 0 ? 'fail' : 'mixed';
  return { kind, passed, total, label: labelOf(kind, passed, total) };
}

export const submissionResult = (s: Judged): SubmissionResult | null => resultOfVerdicts(itemVerdicts(s));

/**
 * What an 'outcome' history entry keeps: every item's verdict in the items' order ("pass,fail"), so the
 * entry still reads as it did when written. Entries written before are one verdict ("pass"), read alike.
 */
export const verdictsHistoryValue = (verdicts: readonly Outcome[]): string => verdicts.join(',');

export function resultOfHistoryValue(value: string | null): SubmissionResult | null {
  if (!value) return null;
  const verdicts = value.split(',');
  if (!verdicts.every((v): v is Outcome => v === 'pass' || v === 'fail')) return null;
  return resultOfVerdicts(verdicts);
}
