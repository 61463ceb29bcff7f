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
import { submissions, submissionStatusHistory } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest, conflict } from '../../lib/http-error';

/**
 * The one place a submission's status and payment status are written (docs/decisions/025). Every move
 * is checked against the table in shared/lifecycle.ts, bumps the version (a copy read before is then
 * stale), and leaves its history entry, all inside the caller's transaction: a refused move writes
 * nothing, and a failure later in that transaction undoes the move with everything else.
 */

export type SubmissionRow = typeof submissions.$inferSelect;
type Columns = Omit<Partial<typeof submissions.$inferInsert>, 'id' | 'status' | 'paymentStatus' | 'version' | 'updatedAt'>;

export interface Change {
  /** The status to move to; the same as now (or absent) keeps it, with no history entry. */
  status?: SubmissionStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  by: LifecycleActor;
  /** The user who made it (null for the site itself, or a visitor). */
  actorId: number | null;
  /** What the customer reads with the status move (a rejection's words, shared/rejection.ts). */
  customerNote?: string | null | undefined;
  /** The 'verdicts' guard: every item has a pass or fail (the caller counts them, under its lock). */
  verdictsComplete?: boolean;
  /** Other columns written in the same update (the outcome, admin notes, payment details). */
  set?: Columns;
  at?: Date;
}

/** The statuses a submission starts with (shared/lifecycle.ts); spread into its insert. */
export { initialStatuses } from '@shared/lifecycle';

const LIFECYCLE_MESSAGES = {
  status: ADMIN_UPDATE_MESSAGES.notAllowed,
  paymentStatus: 'The payment status cannot move that way from where it is',
  rejectionKind: 'Kind is required: choose why the submission is rejected',
} as const;

function checked<S extends string>(moves: readonly Move<S>[], from: S, to: S | undefined, change: Change, field: 'status' | 'paymentStatus'): Move<S> | null {
  if (to === undefined || to === from) return null;
  const move = findMove(moves, from, to, change.by);
  if (!move) throw conflict(LIFECYCLE_MESSAGES[field], { [field]: LIFECYCLE_MESSAGES[field] });
  if (move.guard === 'verdicts' && !change.verdictsComplete) throw badRequest(ADMIN_UPDATE_MESSAGES.outcomeRequired, { outcome: ADMIN_UPDATE_MESSAGES.outcomeRequired });
  if (move.guard === 'rejectionKind' && !change.set?.rejectionKind) throw badRequest(LIFECYCLE_MESSAGES.rejectionKind, { kind: LIFECYCLE_MESSAGES.rejectionKind });
  return move;
}

/**
 * Applies `change` to `row` (read FOR UPDATE by the caller, in `tx`): the moves it makes, the other
 * columns, version + 1, and the history entries. A row whose version moved since it was read is
 * refused with 409 (`staleMessage`). Returns the row as written.
 */
export async function applyChange(tx: DbOrTx, row: SubmissionRow, change: Change, staleMessage: string = ADMIN_UPDATE_MESSAGES.staleVersion): Promise<SubmissionRow> {
  const service = row.serviceType;
  if (change.status === 'processing' && change.status !== row.status && !findMove(STATUS_MOVES, row.status, 'processing', change.by, service)) {
    // The table's own words for the one move that depends on the service.
    if (findMove(STATUS_MOVES, row.status, 'processing', change.by)) throw badRequest(ADMIN_UPDATE_MESSAGES.processingOnlyLoa, { status: ADMIN_UPDATE_MESSAGES.processingOnlyLoa });
  }
  const statusMove = checked(STATUS_MOVES, row.status, change.status, change, 'status');
  const paymentMove = checked(PAYMENT_MOVES, row.paymentStatus, change.paymentStatus, change, 'paymentStatus');
  const now = change.at ?? new Date();
  const [updated] = await tx
    .update(submissions)
    .set({
      ...change.set,
      ...(statusMove ? { status: statusMove.to } : {}),
      ...(paymentMove ? { paymentStatus: paymentMove.to } : {}),
      version: row.version + 1,
      updatedAt: now,
    })
    .where(and(eq(submissions.id, row.id), eq(submissions.version, row.version)))
    .returning();
  if (!updated) throw conflict(staleMessage, { version: staleMessage });

  const base = { submissionId: row.id, changedBy: change.actorId, createdAt: now };
  if (statusMove) {
    await tx.insert(submissionStatusHistory).values({
      ...base,
      kind: 'status',
      fromStatus: statusMove.from,
      toStatus: statusMove.to,
      customerNote: change.customerNote?.trim() || null,
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

/**
 * Records that what the customer paid went back to them (paid -> refunded, an admin's move). The
 * refund itself (the provider's call, the refund row) is the caller's; this writes the status, the
 * version and the history entry in the caller's transaction. Refused (409) unless the submission is paid.
 */
export function markRefunded(tx: DbOrTx, row: SubmissionRow, admin: { id: number }, at?: Date): Promise<SubmissionRow> {
  return applyChange(tx, row, { paymentStatus: 'refunded', by: 'admin', actorId: admin.id, ...(at ? { at } : {}) });
}
