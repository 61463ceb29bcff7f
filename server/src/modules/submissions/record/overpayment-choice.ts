import type { OverpaymentChoice } from '@shared/invoice';
import type { DbOrTx } from '../../../db/types';
import { change } from './change';
import type { SubmissionRow } from './moves';

/**
 * Records the customer's choice for what their prepaid Bundle paid beyond its items (refunded or
 * credited, shared/invoice.ts): the column, the version, and one entry on their timeline saying what
 * they chose. `row` is read under the caller's lock, which has checked the choice may still change.
 * The same choice again writes nothing. No e-mail: the customer made the change themselves and sees it
 * on the page they made it on.
 */
export async function recordOverpaymentChoice(tx: DbOrTx, row: SubmissionRow, choice: OverpaymentChoice, actorId: number | null): Promise<SubmissionRow> {
  if (row.overpaymentChoice === choice) return row;
  const changed = await change(tx, row, {
    set: { overpaymentChoice: choice },
    actorId,
    entries: [{ kind: 'overpayment_choice', fromValue: row.overpaymentChoice, toValue: choice }],
  });
  return changed.row;
}
