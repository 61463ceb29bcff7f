import { asc, eq } from 'drizzle-orm';
import { fullName } from '@shared/format';
import type { AdminSubmissionDetails } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { submissionItems, submissions, submissionStatusHistory, users } from '../../db/schema';
import { certificatesOf } from '../submissions/account-submissions';
import { toSubmissionDto } from '../submissions/submission-repository';
import { upgradeLinksOf } from '../submissions/upgrade-links';

/**
 * Everything an admin reads about one submission: the submission (admin notes included), every history
 * entry (internal ones too) with who made it, and its certificates. Undefined for an unknown id.
 */
export async function loadAdminDetails(db: Db, id: number): Promise<AdminSubmissionDetails | undefined> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
  if (!row) return undefined;
  const [items, history, certs, links] = await Promise.all([
    db.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(asc(submissionItems.position)),
    db
      .select({ h: submissionStatusHistory, firstName: users.firstName, lastName: users.lastName, role: users.role })
      .from(submissionStatusHistory)
      .leftJoin(users, eq(users.id, submissionStatusHistory.changedBy))
      .where(eq(submissionStatusHistory.submissionId, id))
      .orderBy(asc(submissionStatusHistory.createdAt), asc(submissionStatusHistory.id)),
    certificatesOf(db, id),
    upgradeLinksOf(db, [row]),
  ]);
  return {
    ...toSubmissionDto(row, items, links.get(row.id), true),
    history: history.map(({ h, firstName, lastName, role }) => ({
      id: h.id,
      kind: h.kind,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      fromValue: h.fromValue,
      toValue: h.toValue,
      note: h.notes,
      customerNote: h.customerNote,
      visibleToCustomer: h.visibleToCustomer,
      // Only an admin's change is named: the customer's own entry (their submission) reads as theirs.
      changedBy: role === 'admin' && firstName !== null && lastName !== null ? fullName({ firstName, lastName }) : null,
      date: h.createdAt.toISOString(),
    })),
    certificates: certs,
  };
}
