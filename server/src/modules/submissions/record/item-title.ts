import { eq } from 'drizzle-orm';
import { submissionItems } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { change, type SubmissionRow } from './change';

/**
 * Records an admin's new title for one item, the words its certificate will print: the item, and one
 * entry for the admins (who, when, from and to; no "from" while the title was still the one made
 * from athlete and type; the customer reads the title on the letter itself).
 * `row` is read under the caller's lock, which has checked the certificate is not issued yet. The same
 * title again writes nothing.
 */
export async function recordItemTitle(tx: DbOrTx, row: SubmissionRow, item: { id: number; title: string | null; position: number }, title: string, actorId: number): Promise<void> {
  if (item.title === title) return;
  await tx.update(submissionItems).set({ title }).where(eq(submissionItems.id, item.id));
  await change(tx, row, { actorId, entries: [{ kind: 'item_title', fromValue: item.title === null ? null : `item ${item.position + 1}: ${item.title}`, toValue: `item ${item.position + 1}: ${title}` }] });
}
