import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_UPDATE_MESSAGES, type AdminSubmissionDetails, type AdminSubmissionUpdate, type Outcome } from '@shared/schemas/admin';
import type { Db } from '../../db/types';
import { submissionItems, submissions, submissionStatusHistory } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { WantsEmail } from '../account/preferences';
import type { Mailer } from '../mail/mailer';
import { loadAdminDetails } from './admin-submission-details';
import { issueCertificates, type NumberGenerator } from './issue-certificates';
import { statusChangeEmail } from './status-email';

export interface AdminActor {
  id: number;
  firstName: string;
  lastName: string;
}

type ItemRow = typeof submissionItems.$inferSelect;
type HistoryRow = typeof submissionStatusHistory.$inferInsert;

const refuse = (message: string, field: string) => badRequest(message, { [field]: message });

/**
 * The outcome a save records: the one chosen, else the verdict of item outcomes covering every item
 * (pass when at least one item passes: the submission earned a certificate), else the one it had.
 * Null when completing without any of these, which the caller refuses.
 */
function outcomeOf(body: AdminSubmissionUpdate, items: ItemRow[], current: Outcome | null): Outcome | null {
  if (body.outcome) return body.outcome;
  const given = new Map((body.itemOutcomes ?? []).map((o) => [o.itemId, o.outcome]));
  if (items.length > 0 && items.every((i) => given.has(i.id))) return [...given.values()].includes('pass') ? 'pass' : 'fail';
  return current;
}

export function createAdminSubmissionUpdates(deps: {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  wantsEmail: WantsEmail;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tests inject a failing generator to prove issuance is atomic with the status change. */
  nextCertificateNumber?: NumberGenerator;
}) {
  const { db } = deps;

  /** After the commit: a failed e-mail is logged and never undoes or fails the saved change. */
  async function notifyCustomer(details: AdminSubmissionDetails, customerNote: string | undefined, issued: string[]) {
    try {
      if (details.userId !== null && !(await deps.wantsEmail(details.userId, 'submissionStatus'))) return;
      await deps.mailer.send(statusChangeEmail(details, { publicUrl: deps.publicUrl, customerNote, certificateNumbers: issued }));
    } catch (err) {
      deps.log.error({ err, submissionId: details.id }, 'status e-mail failed');
    }
  }

  return {
    /**
     * Applies an admin's save in ONE transaction: the version check (a stale copy is refused with 409,
     * and of two saves made from the same copy exactly one wins), the new status, outcome and notes,
     * the history entries, and the certificates of passed items. Then e-mails the customer.
     */
    async update(id: number, body: AdminSubmissionUpdate, admin: AdminActor): Promise<AdminSubmissionDetails> {
      const { statusChanged, issued } = await db.transaction(async (tx) => {
        // FOR UPDATE: a concurrent save waits here, then reads the version the winner wrote.
        const [row] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
        if (!row) throw notFound('Submission not found');
        // A status left out is kept: only a status the admin chose moves the submission.
        const status = body.status ?? row.status;
        if (body.status === 'processing' && row.serviceType === 'quick_opinion') {
          throw refuse(ADMIN_UPDATE_MESSAGES.processingOnlyLoa, 'status');
        }
        const items = await tx.select().from(submissionItems).where(eq(submissionItems.submissionId, id));
        const itemIds = new Set(items.map((i) => i.id));
        if ((body.itemOutcomes ?? []).some((o) => !itemIds.has(o.itemId))) throw refuse(ADMIN_UPDATE_MESSAGES.unknownItem, 'itemOutcomes');
        const outcome = outcomeOf(body, items, row.outcome);
        if (status === 'completed' && outcome === null) throw refuse(ADMIN_UPDATE_MESSAGES.outcomeRequired, 'outcome');
        if (row.version !== body.version) throw conflict(ADMIN_UPDATE_MESSAGES.staleVersion, { version: ADMIN_UPDATE_MESSAGES.staleVersion });

        const now = new Date();
        const notes = body.notes === '' ? null : body.notes;
        const statusChanged = row.status !== status;
        const outcomeChanged = row.outcome !== outcome;
        const notesChanged = (row.adminNotes ?? '') !== body.notes;
        const [updated] = await tx
          .update(submissions)
          .set({
            status,
            adminNotes: notes,
            outcome,
            ...(outcomeChanged ? { outcomeAt: now } : {}),
            // The first completion date is kept should the submission be reopened and completed again.
            ...(status === 'completed' && row.completionDate === null ? { completionDate: now } : {}),
            version: row.version + 1,
            updatedAt: now,
          })
          .where(and(eq(submissions.id, id), eq(submissions.version, body.version)))
          .returning();
        if (!updated) throw conflict(ADMIN_UPDATE_MESSAGES.staleVersion, { version: ADMIN_UPDATE_MESSAGES.staleVersion });

        for (const o of body.itemOutcomes ?? []) {
          await tx.update(submissionItems).set({ outcome: o.outcome }).where(eq(submissionItems.id, o.itemId));
        }
        const judged = new Map((body.itemOutcomes ?? []).map((o) => [o.itemId, o.outcome]));
        const itemsNow = items.map((i) => ({ ...i, outcome: judged.get(i.id) ?? i.outcome }));

        const history = historyOf({ row, body, status, outcome, notes, statusChanged, outcomeChanged, notesChanged, adminId: admin.id, now });
        if (history.length) await tx.insert(submissionStatusHistory).values(history);
        const issued = await issueCertificates(tx, { row: updated, items: itemsNow, admin, nextNumber: deps.nextCertificateNumber });
        return { statusChanged, issued };
      });

      const details = await loadAdminDetails(db, id);
      if (!details) throw notFound('Submission not found');
      if (statusChanged) await notifyCustomer(details, body.customerNote, issued);
      return details;
    },
  };
}

/**
 * The history entries of one save. The customer's note rides on the status change, else on the
 * outcome change, else stands alone as a 'note'. Admin notes are internal: never visible to the customer.
 */
function historyOf(c: {
  row: typeof submissions.$inferSelect;
  body: AdminSubmissionUpdate;
  status: (typeof submissions.$inferSelect)['status'];
  outcome: Outcome | null;
  notes: string | null;
  statusChanged: boolean;
  outcomeChanged: boolean;
  notesChanged: boolean;
  adminId: number;
  now: Date;
}): HistoryRow[] {
  const base = { submissionId: c.row.id, changedBy: c.adminId, createdAt: c.now };
  const status = c.status;
  let customerNote = c.body.customerNote || null;
  const take = () => {
    const note = customerNote;
    customerNote = null;
    return note;
  };
  const rows: HistoryRow[] = [];
  if (c.statusChanged) {
    rows.push({ ...base, kind: 'status', fromStatus: c.row.status, toStatus: status, customerNote: take(), visibleToCustomer: true });
  }
  if (c.outcomeChanged) {
    rows.push({ ...base, kind: 'outcome', fromStatus: status, toStatus: status, fromValue: c.row.outcome, toValue: c.outcome, customerNote: take(), visibleToCustomer: true });
  }
  if (c.notesChanged) {
    rows.push({ ...base, kind: 'notes', fromStatus: status, toStatus: status, fromValue: c.row.adminNotes, toValue: c.notes, notes: c.notes, visibleToCustomer: false });
  }
  if (customerNote) rows.push({ ...base, kind: 'note', fromStatus: status, toStatus: status, customerNote: take(), visibleToCustomer: true });
  return rows;
}
