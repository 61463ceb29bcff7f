import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { shipments, submissionItems, submissions, uploads } from '../../db/schema';
import type { Viewer } from '../auth/submission-access';

/**
 * Who may see an uploaded image: admins, the browser session that uploaded it, and the signed-in
 * owner of a submission that uses it, as an item's photo or an intake photo of its parcel (the same
 * people who may read that submission). An image's
 * name is unguessable, but names travel (a shared screenshot, a forwarded e-mail): the name alone
 * is not enough.
 */
export function createImageAccess(db: Db) {
  return async function canSeeImage(id: string, url: string, viewer: Viewer): Promise<boolean> {
    if (viewer.isAdmin) return true;
    if (viewer.sessionId) {
      const [own] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.sessionId, viewer.sessionId)))
        .limit(1);
      if (own) return true;
    }
    if (viewer.userId === null) return false;
    const [used] = await db
      .select({ id: submissionItems.id })
      .from(submissionItems)
      .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
      .where(and(eq(submissions.userId, viewer.userId), sql`${submissionItems.imageUrls} @> ${JSON.stringify([url])}::jsonb`))
      .limit(1);
    if (used) return true;
    // The intake photos the admin took of the customer's parcel (decision 015).
    const [intake] = await db
      .select({ id: shipments.id })
      .from(shipments)
      .innerJoin(submissions, eq(submissions.id, shipments.submissionId))
      .where(and(eq(submissions.userId, viewer.userId), sql`${shipments.intakeImageUrls} @> ${JSON.stringify([url])}::jsonb`))
      .limit(1);
    return intake !== undefined;
  };
}

export type ImageAccess = ReturnType<typeof createImageAccess>;
