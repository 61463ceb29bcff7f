import { and, eq } from 'drizzle-orm';
import {
  findMove,
  type LifecycleActor,
  type Move,
  PAYMENT_MOVES,
  type PaymentStatus,
  STATUS_MOVES,
  type SubmissionStatus,
} from '@shared/lifecycle';
import { ADMIN_UPDATE_MESSAGES } from '@shared/schemas/admin';
import { submissions, submissionStatusHistory } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import { badRequest, conflict } from '../../../lib/http-error';

export type SubmissionRow = typeof submissions.$inferSelect;
type Columns = Omit<Partial<typeof submissions.$inferInsert>, 'id' | 'status' | 'paymentStatus' | 'version' | 'updatedAt'>;

/** The columns a command writes: the moves of the lifecycle table, and others with them. */
export interface Write {
  /** The status to move to; the same as now (or absent) keeps it, with no history entry. */
  status?: SubmissionStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  /** Who makes the moves (shared/lifecycle.ts `by`); needed with a status or payment status. */
  by?: LifecycleActor;
  /** What the customer reads with the status move (a rejection's words, shared/rejection.ts). */
  customerNote?: string | null | undefined;
  /** The 'verdicts' guard: every item has a pass or fail (the caller counts them, under its lock). */
  verdictsComplete?: boolean;
  /** Other columns written in the same update (the outcome, admin notes, payment details). */
  set?: Columns;
  /** The 409's words when the row's version moved since it was read. */
  staleMessage?: string;
}

/** Whether a command writes the row (and so its version) at all; history entries and e-mail alone do not. */
export const writesColumns = (w: Write) => w.status !== undefined || w.paymentStatus !== undefined || w.set !== undefined;

const LIFECYCLE_MESSAGES = {
  status: ADMIN_UPDATE_MESSAGES.notAllowed,
  paymentStatus: 'The payment status cannot move that way from where it is',
  rejectionKind: 'Kind is required: choose why the submission is rejected',
} as const;

function checked<S extends string>(moves: readonly Move<S>[], row: SubmissionRow, from: S, to: S | undefined, write: Write, field: 'status' | 'paymentStatus'): Move<S> | null {
  if (to === undefined || to === from) return null;
  if (!write.by) throw new Error(`a ${field} move needs who makes it`);
  const move = findMove(moves, from, to, write.by, row.serviceType);
  if (!move) {
    // A move the table has for other services only (processing: mailed-in ones): the table's own words.
    if (findMove(moves, from, to, write.by)) throw badRequest(ADMIN_UPDATE_MESSAGES.processingOnlyLoa, { [field]: ADMIN_UPDATE_MESSAGES.processingOnlyLoa });
    throw conflict(LIFECYCLE_MESSAGES[field], { [field]: LIFECYCLE_MESSAGES[field] });
  }
  if (move.guard === 'verdicts' && !write.verdictsComplete) throw badRequest(ADMIN_UPDATE_MESSAGES.outcomeRequired, { outcome: ADMIN_UPDATE_MESSAGES.outcomeRequired });
  if (move.guard === 'rejectionKind' && !write.set?.rejectionKind) throw badRequest(LIFECYCLE_MESSAGES.rejectionKind, { kind: LIFECYCLE_MESSAGES.rejectionKind });
  return move;
}

/**
 * Writes `write` to `row` (read under the lock, in `tx`): the moves it makes, checked against the table,
 * the other columns, version + 1, and the moves' history entries. A row whose version moved since it was
 * read is refused with 409. Returns the row as written.
 */
export async function writeColumns(tx: DbOrTx, row: SubmissionRow, write: Write, actorId: number | null, now: Date): Promise<SubmissionRow> {
  const statusMove = checked(STATUS_MOVES, row, row.status, write.status, write, 'status');
  const paymentMove = checked(PAYMENT_MOVES, row, row.paymentStatus, write.paymentStatus, write, 'paymentStatus');
  const stale = write.staleMessage ?? ADMIN_UPDATE_MESSAGES.staleVersion;
  const [updated] = await tx
    .update(submissions)
    .set({
      ...write.set,
      ...(statusMove ? { status: statusMove.to } : {}),
      ...(paymentMove ? { paymentStatus: paymentMove.to } : {}),
      version: row.version + 1,
      updatedAt: now,
    })
    .where(and(eq(submissions.id, row.id), eq(submissions.version, row.version)))
    .returning();
  if (!updated) throw conflict(stale, { version: stale });

  const base = { submissionId: row.id, changedBy: actorId, createdAt: now };
  if (statusMove) {
    await tx.insert(submissionStatusHistory).values({
      ...base,
      kind: 'status',
      fromStatus: statusMove.from,
      toStatus: statusMove.to,
      customerNote: write.customerNote?.trim() || null,
      visibleToCustomer: statusMove.visibleToCustomer,
    });
  }
  if (paymentMove) {
    await tx.insert(submissionStatusHistory).values({
      ...base,
      kind: 'payment',
      fromStatus: updated.status,
      toStatus: updated.status,
      fromValue: paymentMove.from,
      toValue: paymentMove.to,
      visibleToCustomer: paymentMove.visibleToCustomer,
    });
  }
  return updated;
}
