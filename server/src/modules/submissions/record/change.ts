import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { submissions } from '../../../db/schema';
import type { Db, DbOrTx } from '../../../db/types';
import { notFound } from '../../../lib/http-error';
import { type CustomerEmail, type Outbox, writeCustomerEmail } from './customer-email';
import { type Entry, writeEntries } from './history';
import { type SubmissionRow, type Write, writeColumns, writesColumns } from './moves';

/**
 * The one place anything about a submission is written once it exists (docs/decisions/025): its
 * status and payment status, checked against the table in shared/lifecycle.ts, the other columns and
 * the version (a copy read before is then stale), every history entry, and the customer's e-mail,
 * all inside the caller's transaction: a refused change writes nothing, and a failure later in that
 * transaction undoes it with everything else. The admin's save and rejection, the shipping steps,
 * the invoices, the refunds, the certificates, the customer's refund-or-credit choice, an admin's
 * correction of a declared value and an item's certificate title are commands over `change`.
 */

export type { SubmissionRow } from './moves';
export type { Entry } from './history';
export { type CustomerEmail, type Outbox, submissionEmail } from './customer-email';

export type SubmissionKey = { id: number } | { orderNumber: string };

export interface Command extends Write {
  /** The user who made it (null for the site itself, or a visitor). */
  actorId: number | null;
  /** When it happened (the moves' entries and the row's updatedAt); now when absent. */
  at?: Date;
  /** History entries besides the moves' own, written after them. */
  entries?: readonly Entry[];
  /** The customer's e-mail of the change, written last, as their preferences allow. */
  email?: CustomerEmail;
}

export interface Changed {
  /** The submission as written. */
  row: SubmissionRow;
  /** Whether the customer's e-mail was written to the outbox. */
  emailed: boolean;
}

/** The submission row locked for the rest of the transaction (a concurrent change waits here). */
export async function lockSubmission(tx: DbOrTx, where: SubmissionKey): Promise<SubmissionRow> {
  const condition = 'id' in where ? eq(submissions.id, where.id) : eq(submissions.orderNumber, where.orderNumber);
  const [row] = await tx.select().from(submissions).where(condition).for('update');
  if (!row) throw notFound('Submission not found');
  return row;
}

const isRow = (s: SubmissionRow | SubmissionKey): s is SubmissionRow => 'version' in s;

/**
 * Applies `command` to the submission: a key is locked and read here; a row is the one the caller read
 * under its lock (`lockSubmission`) to check what it needed first, and its version is the one the write
 * expects (a row changed since is refused with 409).
 */
export async function change(tx: DbOrTx, submission: SubmissionRow | SubmissionKey, command: Command): Promise<Changed> {
  const read = isRow(submission) ? submission : await lockSubmission(tx, submission);
  const row = writesColumns(command) ? await writeColumns(tx, read, command, command.actorId, command.at ?? new Date()) : read;
  await writeEntries(tx, row, command.entries ?? [], command.actorId);
  const emailed = command.email ? await writeCustomerEmail(tx, row, command.email) : false;
  return { row, emailed };
}

/**
 * Records that what the customer paid went back to them (paid -> refunded, an admin's move). The
 * refund itself (the provider's call, the refund row) is the caller's. Refused (409) unless paid.
 */
export async function markRefunded(tx: DbOrTx, row: SubmissionRow, admin: { id: number }, at?: Date): Promise<SubmissionRow> {
  return (await change(tx, row, { paymentStatus: 'refunded', by: 'admin', actorId: admin.id, ...(at ? { at } : {}) })).row;
}

/** What a service writing changes needs: the database, the outbox and the preferences, the site's address. */
export interface RecordDeps extends Outbox {
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
}
