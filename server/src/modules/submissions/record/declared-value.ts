import { eq } from 'drizzle-orm';
import { declaredValueText, returnInsuranceText } from '@shared/declared-value';
import { submissionItems } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { change, type RecordDeps, submissionEmail, type SubmissionRow } from './change';

/** "item 2 at $2,500.00" or "item 2 not declared": one side of a correction, on both timelines. */
const entryValue = (n: number, cents: number | null) => (cents === null ? `item ${n} not declared` : `item ${n} at ${declaredValueText(cents)}`);

export interface DeclaredValueCorrectionRecord {
  /** The submission's items in their order, as read under the caller's lock. */
  items: readonly { id: number; declaredValueCents: number | null }[];
  itemId: number;
  cents: number | null;
  reason: string;
  actorId: number;
}

/**
 * Records an admin's correction of one item's declared value (decision 036): the item, one entry on
 * the customer's timeline with the reason, and their e-mail saying what the return is now insured
 * for. `row` is read under the caller's lock, which has checked the value may still change. The same
 * value again writes nothing.
 */
export async function recordDeclaredValue(tx: DbOrTx, row: SubmissionRow, c: DeclaredValueCorrectionRecord, deps: RecordDeps): Promise<void> {
  const at = c.items.findIndex((item) => item.id === c.itemId);
  const before = c.items[at]!.declaredValueCents;
  if (before === c.cents) return;
  await tx.update(submissionItems).set({ declaredValueCents: c.cents }).where(eq(submissionItems.id, c.itemId));
  const now = c.items.map((item) => (item.id === c.itemId ? { declaredValueCents: c.cents } : item));
  const n = at + 1;
  await change(tx, row, {
    actorId: c.actorId,
    entries: [{ kind: 'declared_value', fromValue: entryValue(n, before), toValue: entryValue(n, c.cents), customerNote: c.reason }],
    email: {
      kind: 'progress',
      via: deps,
      message: (current) =>
        submissionEmail(current, deps.publicUrl, 'We corrected a declared value', [
          `The declared value of item ${n} of submission ${current.orderNumber} is now ${declaredValueText(c.cents)} (it was ${declaredValueText(before)}).`,
          `Why: ${c.reason}`,
          returnInsuranceText(now),
        ]),
    },
  });
}
