import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { itemVerdicts, verdictsHistoryValue } from '@shared/submission-result';
import { canReject, serviceReaches } from '@shared/lifecycle';
import { rejectionSummary, rejectionText } from '@shared/rejection';
import {
  ADMIN_UPDATE_MESSAGES,
  type AdminSubmissionDetails,
  type AdminSubmissionUpdate,
  type Outcome,
  REJECT_MESSAGES,
  type Rejection,
  type RejectSubmissionInput,
} from '@shared/schemas/admin';
import { REFUND_MESSAGES, type RejectionRefund } from '@shared/schemas/refund';
import type { Db, DbOrTx } from '../../db/types';
import { submissionItems, type submissions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { WantsEmail } from '../account/preferences';
import type { Mailer } from '../mail/mailer';
import { loadAdminDetails } from './admin-submission-details';
import { issueCertificates, type NumberGenerator } from '../certificates/issue-certificates';
import { change, type CustomerEmail, type Entry, lockSubmission } from '../submissions/record/change';
import { statusChangeEmail } from './status-email';

/**
 * Called after a rejection has committed, when the customer had paid (payment status 'paid'): what
 * they paid, for the refund code to give back (then record/ markRefunded moves paid -> refunded).
 * It answers what the refund came to (null: nothing was left to refund); the rejection stands
 * whatever it says, and the admin is told (decision 027).
 */
export type RefundOnReject = (
  paid: { submissionId: number; orderNumber: string; amountCents: number; transactionId: string | null; reason: string },
  admin: AdminActor,
) => Promise<RejectionRefund | null>;

export interface AdminActor {
  id: number;
  firstName: string;
  lastName: string;
}

type ItemRow = typeof submissionItems.$inferSelect;

const refuse = (message: string, field: string) => badRequest(message, { [field]: message });

/**
 * The verdicts a save leaves (docs/decisions/013). An item named in `itemOutcomes` takes that verdict;
 * a verdict for the whole submission applies to every other item, replacing any they were given apart
 * before (so "Pass" for the whole is a pass of each item); without one, the others keep theirs. The
 * whole outcome stored is the one given, else the one it had; once every item has a verdict of its
 * own, it is the verdict they share, or null when they differ: the result is then "1 of 2 items passed".
 */
function judgementOf(body: AdminSubmissionUpdate, items: ItemRow[], current: Outcome | null): { items: ItemRow[]; outcome: Outcome | null } {
  const given = new Map((body.itemOutcomes ?? []).map((o) => [o.itemId, o.outcome]));
  const judged = items.map((i) => ({ ...i, outcome: given.get(i.id) ?? (body.outcome ? null : i.outcome) }));
  const own = judged.map((i) => i.outcome);
  const first = own[0];
  if (first && own.every((v) => v !== null)) return { items: judged, outcome: own.every((v) => v === first) ? first : null };
  return { items: judged, outcome: body.outcome ?? current };
}

/** What an 'outcome' history entry keeps of a result: every item's verdict; null while there is no result. */
function resultValue(s: { outcome: Outcome | null; items: ItemRow[] }): string | null {
  const verdicts = itemVerdicts(s);
  return verdicts.every((v): v is Outcome => v !== null) ? verdictsHistoryValue(verdicts) : null;
}

export function createAdminSubmissionUpdates(deps: {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  wantsEmail: WantsEmail;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tests inject a failing generator to prove issuance is atomic with the status change. */
  nextCertificateNumber?: NumberGenerator;
  /** The refund hook (decision 027): see RefundOnReject. Without it, a rejection refunds nothing by itself. */
  refundOnReject?: RefundOnReject;
  /** After a committed save that changes what the population report counts (a verdict, a letter issued), in every process. */
  populationChanged?: () => Promise<void>;
}) {
  const { db } = deps;

  /**
   * The status e-mail, written in the save's transaction (decision 028) as the customer's preferences
   * allow: a saved status change always has its e-mail, delivered even while the mail server is down.
   */
  const statusEmail = (tx: DbOrTx, id: number, customerNote: string | undefined, issued: string[]): CustomerEmail => ({
    kind: 'progress',
    via: deps,
    message: async () => {
      const details = await loadAdminDetails(tx, id);
      if (!details) throw notFound('Submission not found');
      return statusChangeEmail(details, { publicUrl: deps.publicUrl, customerNote, certificateNumbers: issued });
    },
  });

  return {
    /**
     * Rejects a submission (never received, not eligible, a duplicate, could not be authenticated):
     * pending or processing -> rejected with its kind and the optional message, which the customer reads
     * in the kind's words (shared/rejection.ts) on the timeline, submission page, PDF and e-mail,
     * in one transaction with the version check, with its e-mail. Then, when paid, the refund, whose
     * outcome the admin reads in the answer: a refund that did not go through is said, never only logged.
     */
    async reject(id: number, input: RejectSubmissionInput, admin: AdminActor): Promise<Rejection> {
      const rejected = await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        if (!canReject(row.status, row.serviceType)) throw conflict(REJECT_MESSAGES.notRejectable, { status: REJECT_MESSAGES.notRejectable });
        if (row.version !== input.version) throw conflict(ADMIN_UPDATE_MESSAGES.staleVersion, { version: ADMIN_UPDATE_MESSAGES.staleVersion });
        const message = input.message?.trim() || null;
        // The timeline's entry says what the submission page says: the kind's words, then the message.
        const customerNote = rejectionText(input.kind, row.quantity, message);
        // Its e-mail is written with the rejection (decision 028): the customer always hears of it.
        const changed = await change(tx, row, {
          status: 'rejected',
          by: 'admin',
          actorId: admin.id,
          customerNote,
          set: { rejectionKind: input.kind, rejectionReason: message },
          email: statusEmail(tx, id, undefined, []),
        });
        return changed.row;
      });
      let refund: RejectionRefund | null = null;
      if (rejected.paymentStatus === 'paid' && deps.refundOnReject) {
        // The refund's reason, on the admins' refund list: the rejection in the kind's words.
        const reason = rejectionSummary(input.kind, rejected.quantity);
        const paid = { submissionId: id, orderNumber: rejected.orderNumber, amountCents: rejected.paymentAmountCents, transactionId: rejected.transactionId, reason };
        refund = await deps.refundOnReject(paid, admin).catch((err: unknown): RejectionRefund => {
          deps.log.error({ err, submissionId: id }, 'refund after rejection failed');
          return { status: 'failed', amountCents: rejected.paymentAmountCents, refundedCents: 0, message: REFUND_MESSAGES.unexpected };
        });
        if (refund && refund.status !== 'refunded') deps.log.warn({ submissionId: id, refund }, 'refund after rejection not made in full');
      }
      // Read after the refund: the payment status shown is the one it left (paid or refunded).
      const details = await loadAdminDetails(db, id);
      if (!details) throw notFound('Submission not found');
      return { ...details, refund };
    },

    /**
     * Applies an admin's save in ONE transaction: the version check (a stale copy is refused with 409,
     * and of two saves made from the same copy exactly one wins), the new status, outcome and notes,
     * the history entries, and the certificates of passed items. Then e-mails the customer.
     */
    async update(id: number, body: AdminSubmissionUpdate, admin: AdminActor): Promise<AdminSubmissionDetails> {
      const counted = await db.transaction(async (tx) => {
        // FOR UPDATE: a concurrent save waits here, then reads the version the winner wrote.
        const row = await lockSubmission(tx, { id });
        // A status left out is kept: only a status the admin chose moves the submission.
        const status = body.status ?? row.status;
        // Refused before anything else is looked at: a status this service never has (shared/lifecycle.ts).
        if (body.status && !serviceReaches(body.status, row.serviceType)) throw refuse(ADMIN_UPDATE_MESSAGES.processingOnlyLoa, 'status');
        const stored = await tx.select().from(submissionItems).where(eq(submissionItems.submissionId, id));
        const items = stored.sort((a, b) => a.position - b.position);
        const itemIds = new Set(items.map((i) => i.id));
        if ((body.itemOutcomes ?? []).some((o) => !itemIds.has(o.itemId))) throw refuse(ADMIN_UPDATE_MESSAGES.unknownItem, 'itemOutcomes');
        const judged = judgementOf(body, items, row.outcome);
        const resultBefore = resultValue({ outcome: row.outcome, items });
        const resultAfter = resultValue(judged);
        if (status === 'completed' && resultAfter === null) throw refuse(ADMIN_UPDATE_MESSAGES.outcomeRequired, 'outcome');
        if (row.version !== body.version) throw conflict(ADMIN_UPDATE_MESSAGES.staleVersion, { version: ADMIN_UPDATE_MESSAGES.staleVersion });

        const now = new Date();
        const notes = body.notes === '' ? null : body.notes;
        const statusChanged = row.status !== status;
        // A new result is any change of an item's verdict, even when the count of passes stays the same.
        const resultChanged = resultAfter !== null && resultAfter !== resultBefore;
        const notesChanged = (row.adminNotes ?? '') !== body.notes;
        const result = resultChanged ? { from: resultBefore, to: resultAfter } : null;
        // The status move (checked against the lifecycle table, with its history entry), the rest, and
        // the other entries of the save, in one write.
        const { row: updated } = await change(tx, row, {
          status,
          by: 'admin',
          actorId: admin.id,
          // The customer's note rides on the status change when there is one.
          customerNote: statusChanged ? body.customerNote || null : null,
          verdictsComplete: resultAfter !== null,
          at: now,
          set: {
            adminNotes: notes,
            outcome: judged.outcome,
            ...(resultChanged ? { outcomeAt: now } : {}),
            // The first completion date is kept should the submission be reopened and completed again.
            ...(status === 'completed' && row.completionDate === null ? { completionDate: now } : {}),
          },
          entries: historyOf({ row, body, result, notes, statusChanged, notesChanged, now }),
        });

        for (const [n, item] of judged.items.entries()) {
          if (item.outcome !== items[n]!.outcome) await tx.update(submissionItems).set({ outcome: item.outcome }).where(eq(submissionItems.id, item.id));
        }

        const issued = await issueCertificates(tx, { row: updated, items: judged.items, admin, nextNumber: deps.nextCertificateNumber });
        // The e-mail names the certificates just issued: written after them.
        if (statusChanged) await change(tx, updated, { actorId: admin.id, email: statusEmail(tx, id, body.customerNote, issued) });
        // An item judged (even before the others are), a verdict changed or a letter issued: the
        // population report counts differently. A save of notes or of the status alone does not.
        const before = itemVerdicts({ outcome: row.outcome, items });
        const verdictChanged = itemVerdicts(judged).some((v, n) => v !== before[n]);
        return verdictChanged || issued.length > 0;
      });
      // Told once committed: every process counts afresh on its next request.
      if (counted) await deps.populationChanged?.();

      const details = await loadAdminDetails(db, id);
      if (!details) throw notFound('Submission not found');
      return details;
    },
  };
}

/**
 * The history entries of one save besides its status move. The customer's note rides on the status
 * change, else on the result's change, else stands alone as a 'note'. Admin notes are internal.
 */
function historyOf(c: {
  row: typeof submissions.$inferSelect;
  body: AdminSubmissionUpdate;
  /** The result before and after, as history keeps it ("pass,fail"), when this save changed it. */
  result: { from: string | null; to: string } | null;
  notes: string | null;
  statusChanged: boolean;
  notesChanged: boolean;
  now: Date;
}): Entry[] {
  // The status entry (record/) carries the customer's note when the status moved.
  let customerNote = c.statusChanged ? null : c.body.customerNote || null;
  const take = () => {
    const note = customerNote;
    customerNote = null;
    return note;
  };
  const entries: Entry[] = [];
  if (c.result) entries.push({ kind: 'outcome', fromValue: c.result.from, toValue: c.result.to, customerNote: take(), at: c.now });
  if (c.notesChanged) entries.push({ kind: 'notes', fromValue: c.row.adminNotes, toValue: c.notes, notes: c.notes, at: c.now });
  if (customerNote) entries.push({ kind: 'note', customerNote: take(), at: c.now });
  return entries;
}
