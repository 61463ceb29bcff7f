import { and, eq } from 'drizzle-orm';
import { type AdminSubmissionDetails, ITEM_TITLE_MESSAGES as M } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { certificates, submissionItems } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { lockSubmission } from '../submissions/record/change';
import { recordItemTitle } from '../submissions/record/item-title';
import { loadAdminDetails } from './admin-submission-details';

/**
 * Sets the title of one item (its certificate's ITEM), until that certificate is issued: a letter
 * never changes after it is printed. It takes the submission's row lock, which issuance (the admin's
 * update) holds too: a title saved while certificates are being issued waits, then sees them.
 */
export async function setItemTitle(db: Db, submissionId: number, itemId: number, title: string, admin: { id: number }): Promise<AdminSubmissionDetails> {
  await db.transaction(async (tx) => {
    const row = await lockSubmission(tx, { id: submissionId });
    const [item] = await tx
      .select({ id: submissionItems.id, title: submissionItems.title, position: submissionItems.position })
      .from(submissionItems)
      .where(and(eq(submissionItems.id, itemId), eq(submissionItems.submissionId, submissionId)));
    if (!item) throw notFound(M.unknownItem);
    const [certified] = await tx.select({ id: certificates.id }).from(certificates).where(eq(certificates.submissionItemId, itemId)).limit(1);
    if (certified) throw conflict(M.certified);
    await recordItemTitle(tx, row, item, title, admin.id);
  });
  const details = await loadAdminDetails(db, submissionId);
  // Deleted between the commit and this read: as unknown as it would be a moment later.
  if (!details) throw notFound('Submission not found');
  return details;
}

/** The title correction of the update dialog, over the database it is given. */
export function createItemTitles(db: Db) {
  return { set: (submissionId: number, itemId: number, title: string, admin: { id: number }) => setItemTitle(db, submissionId, itemId, title, admin) };
}

export type ItemTitles = ReturnType<typeof createItemTitles>;
