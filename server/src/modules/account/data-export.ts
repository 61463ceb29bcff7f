import { asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { certificates, payments, submissionItems, submissions, submissionStatusHistory } from '../../db/schema';
import { toPublicUser, type UserRow } from '../auth/user-repository';
import type { PreferencesRepository } from './preferences';

// Browser-session keys are internal plumbing, not the customer's data: they stay out of the file.
const { visitorSessionId: _visitor, ...submissionColumns } = getTableColumns(submissions);
// A charge row holds no card number; only last4 and the brand leave, never the session key.
const { sessionId: _session, ...paymentColumns } = getTableColumns(payments);

/** Everything the site holds about one customer (Settings → Download Data), never another's. */
export function createDataExport(db: Db, preferences: PreferencesRepository) {
  return async function exportUserData(user: UserRow) {
    const ownSubmissions = await db
      .select(submissionColumns)
      .from(submissions)
      .where(eq(submissions.userId, user.id))
      .orderBy(asc(submissions.id));
    const ids = ownSubmissions.map((s) => s.id);
    const [items, history, certs] =
      ids.length === 0
        ? [[], [], []]
        : await Promise.all([
            db.select().from(submissionItems).where(inArray(submissionItems.submissionId, ids)).orderBy(asc(submissionItems.position)),
            db.select().from(submissionStatusHistory).where(inArray(submissionStatusHistory.submissionId, ids)).orderBy(asc(submissionStatusHistory.id)),
            db.select().from(certificates).where(inArray(certificates.submissionId, ids)).orderBy(asc(certificates.id)),
          ]);
    const ownPayments = await db
      .select(paymentColumns)
      .from(payments)
      .where(ids.length === 0 ? eq(payments.userId, user.id) : or(eq(payments.userId, user.id), inArray(payments.submissionId, ids)))
      .orderBy(asc(payments.id));

    return {
      exportedAt: new Date().toISOString(),
      profile: toPublicUser(user),
      preferences: await preferences.get(user.id),
      submissions: ownSubmissions.map((s) => ({
        ...s,
        items: items.filter((i) => i.submissionId === s.id),
        statusHistory: history.filter((h) => h.submissionId === s.id),
      })),
      payments: ownPayments,
      certificates: certs,
    };
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
