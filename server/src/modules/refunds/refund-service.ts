import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { isTestPayment, testPaymentWords } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import { REFUND_MESSAGES as M, type RejectionRefund, type Refund, type RefundRetryOutcome as RetryOutcome, type RefundState } from '@shared/schemas/refund';
import { invoices, payments, refunds, submissions, users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import type { CloverClient, RefundResult } from '../payments/clover-client';
import type { DbOrTx } from '../../db/types';
import { change, lockSubmission, markRefunded, type RecordDeps } from '../submissions/record/change';
import { submissionRefundEmail, writeUnattachedRefundEmail } from './refund-mail';
import { isUniqueViolation } from '../../db/unique-violation';

type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export interface RefundPaymentInput {
  paymentId: number;
  /** Omitted: everything that remains refundable. */
  amountCents?: number | undefined;
  reason: string;
  admin: { id: number };
  /** The admin dialog's key for one click (a repeat answers the same refund); a new one when omitted. */
  requestKey?: string | undefined;
  /**
   * Set by the server only, never from a request: what an issued invoice found paid at submission beyond
   * what the items cost (its overpayment_refund line), refunded while the submission goes on.
   */
  overpayment?: boolean | undefined;
}

/** A refund recorded in the caller's transaction (pending, in flight), to send once it has committed. */
export interface ReservedRefund {
  payment: PaymentRow;
  row: RefundRow;
}

export interface RefundOutcome {
  refund: RefundRow;
  /** False when this request key had already made this refund (nothing new was asked of the provider). */
  created: boolean;
}

/** What counts against a charge: refunds made, and one whose answer is not known yet. */
const counted = (r: RefundRow) => r.status === 'succeeded' || r.status === 'pending';

/**
 * Refunds of card charges through the provider (decision 027). The server computes what remains; a
 * refund row is written BEFORE the provider is asked, and its id is the idempotency key, so an unknown
 * answer (timeout, 5xx) is retried with the same key and never refunds twice. Every refund of a
 * submission's payment is a dated entry on the customer's timeline and an e-mail.
 */
export function createRefundService(deps: RecordDeps & { clover: CloverClient; leaseMs: number }) {
  const { db } = deps;

  /**
   * Until when a pending refund is out with the provider (its lease: asked by a request still running,
   * or by a process that died meanwhile); null when it is not, so it may be asked again now.
   */
  const inFlightUntil = (row: RefundRow): Date | null => {
    if (row.status !== 'pending' || !row.inFlightSince) return null;
    const until = new Date(row.inFlightSince.getTime() + deps.leaseMs);
    return until.getTime() > Date.now() ? until : null;
  };

  async function refundsOf(tx: DbOrTx, paymentId: number): Promise<RefundRow[]> {
    return tx.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  }

  /** The submission a charge paid for: its own (Quick Opinion, Bundle) or its invoice's (Full LOA). */
  async function submissionIdOf(tx: DbOrTx, payment: PaymentRow): Promise<number | null> {
    if (payment.submissionId !== null) return payment.submissionId;
    if (payment.invoiceId === null) return null;
    const [bill] = await tx.select({ submissionId: invoices.submissionId }).from(invoices).where(eq(invoices.id, payment.invoiceId)).limit(1);
    return bill?.submissionId ?? null;
  }

  /**
   * Why this charge cannot be refunded now, or null. A submission's own charge waits for its rejection,
   * but for what its invoice found paid beyond the items (`overpayment`).
   */
  async function blockedBy(tx: DbOrTx, payment: PaymentRow, rows: RefundRow[], overpayment = false): Promise<string | null> {
    if (payment.status !== 'approved' || !payment.transactionId) return M.notApproved;
    if (payment.submissionId !== null && !overpayment) {
      const [row] = await tx.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, payment.submissionId)).limit(1);
      if (row && row.status !== 'rejected') return M.notCancelled;
    }
    const pending = rows.find((r) => r.status === 'pending');
    if (pending) return inFlightUntil(pending) ? M.underWay : M.unsettled;
    if (remaining(payment, rows) <= 0) return M.nothingLeft;
    return null;
  }

  const remaining = (payment: PaymentRow, rows: RefundRow[]) => payment.amountCents - rows.filter(counted).reduce((sum, r) => sum + r.amountCents, 0);

  async function stateOf(tx: DbOrTx, payment: PaymentRow): Promise<RefundState> {
    const rows = await refundsOf(tx, payment.id);
    const admins = rows.length
      ? await tx
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, rows.flatMap((r) => (r.adminId === null ? [] : [r.adminId]))))
      : [];
    const nameOf = (id: number | null) => {
      const admin = admins.find((a) => a.id === id);
      return admin ? `${admin.firstName} ${admin.lastName}` : null;
    };
    return {
      paymentId: payment.id,
      label: payment.invoiceId !== null ? 'Invoice payment' : payment.submissionId !== null ? 'Order payment' : 'Unattached payment',
      orderReference: payment.orderReference,
      amountCents: payment.amountCents,
      refundedCents: rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0),
      refundableCents: Math.max(0, remaining(payment, rows)),
      mode: payment.mode,
      testPayment: isTestPayment(payment.mode),
      blockedBy: await blockedBy(tx, payment, rows),
      refunds: rows.map((r) => toRefundDto(r, nameOf(r.adminId), inFlightUntil(r))),
    };
  }

  async function lockPayment(tx: DbOrTx, paymentId: number): Promise<PaymentRow> {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound('Payment not found');
    return payment;
  }

  /** Every approved card charge of a submission: its own (Quick Opinion, Bundle) and its invoices', oldest first. */
  async function chargesOf(tx: DbOrTx, submissionId: number): Promise<PaymentRow[]> {
    const bills = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.submissionId, submissionId));
    const paidFor = bills.length ? or(eq(payments.submissionId, submissionId), inArray(payments.invoiceId, bills.map((b) => b.id))) : eq(payments.submissionId, submissionId);
    return tx.select().from(payments).where(and(eq(payments.status, 'approved'), paidFor)).orderBy(asc(payments.createdAt), asc(payments.id));
  }

  /**
   * When every approved charge of the submission (its own and its invoices') is refunded in full, its
   * payment status becomes `refunded`, through the lifecycle (shared/lifecycle.ts).
   */
  async function markRefundedWhenAll(tx: DbOrTx, submissionId: number, adminId: number | null): Promise<void> {
    const charged = await chargesOf(tx, submissionId);
    if (!charged.length) return;
    const made = await tx
      .select()
      .from(refunds)
      .where(and(inArray(refunds.paymentId, charged.map((p) => p.id)), eq(refunds.status, 'succeeded')));
    const all = charged.every((p) => made.filter((r) => r.paymentId === p.id).reduce((sum, r) => sum + r.amountCents, 0) >= p.amountCents);
    if (!all) return;
    const row = await lockSubmission(tx, { id: submissionId });
    // Only a paid submission moves to refunded (shared/lifecycle.ts); the lifecycle writes the status,
    // the version and the history entry.
    if (row.paymentStatus !== 'paid' || adminId === null) return;
    await markRefunded(tx, row, { id: adminId });
  }

  /** Asks the provider, once more at once if the answer was lost (same key: never a second refund). */
  async function ask(payment: PaymentRow, row: RefundRow): Promise<RefundResult> {
    const send = () =>
      deps.clover.refund({ chargeId: payment.transactionId ?? '', amountCents: row.amountCents, reason: row.reason, idempotencyKey: `goat-refund-${row.id}` });
    const first = await send();
    return first.kind === 'unknown' ? send() : first;
  }

  /** Writes the provider's answer; a refund made is recorded on the timeline and may settle the payment status. */
  async function settle(tx: DbOrTx, payment: PaymentRow, row: RefundRow, result: RefundResult): Promise<RefundRow> {
    const now = new Date();
    if (result.kind === 'unknown') {
      const [kept] = await tx.update(refunds).set({ inFlightSince: null, errorMessage: result.message, updatedAt: now }).where(eq(refunds.id, row.id)).returning();
      return kept ?? row;
    }
    if (result.kind === 'refused') {
      const [failed] = await tx
        .update(refunds)
        .set({ status: 'failed', inFlightSince: null, errorMessage: `${result.code}: ${result.message}`, updatedAt: now })
        .where(eq(refunds.id, row.id))
        .returning();
      return failed ?? row;
    }
    if (result.refund.amount !== row.amountCents) {
      // The provider's record is the truth of what went back to the card; keep it, and say so in the logs.
      deps.log.error({ refundId: row.id, asked: row.amountCents, made: result.refund.amount }, 'provider refunded another amount than asked');
    }
    const [done] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId: result.refund.id, amountCents: result.refund.amount, inFlightSince: null, errorMessage: null, updatedAt: now })
      .where(eq(refunds.id, row.id))
      .returning();
    const refund = done ?? row;
    const submissionId = await submissionIdOf(tx, payment);
    if (submissionId !== null) {
      const test = testPaymentWords(payment.mode);
      await change(tx, { id: submissionId }, {
        actorId: refund.adminId,
        entries: [{ kind: 'refunded', toValue: `${formatUsd(refund.amountCents)} to ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4 ?? '----'}${test ? `, a ${test}` : ''}`, notes: refund.reason }],
      });
      await markRefundedWhenAll(tx, submissionId, refund.adminId);
    }
    await writeRefundMail(tx, payment, refund, submissionId);
    return refund;
  }

  /**
   * The e-mail of a refund made, to whoever paid (the submission's e-mail, or the charge's for an
   * unattached one), written in the transaction that records the refund (decision 028): the refund and
   * its e-mail exist together, and what the customer is told is what is saved.
   */
  async function writeRefundMail(tx: DbOrTx, payment: PaymentRow, refund: RefundRow, submissionId: number | null): Promise<void> {
    if (submissionId === null) return writeUnattachedRefundEmail(deps.mailer, tx, payment, refund);
    await change(tx, { id: submissionId }, {
      actorId: refund.adminId,
      email: { kind: 'progress', via: deps, message: (submission) => submissionRefundEmail(submission, payment, refund, deps.publicUrl) },
    });
  }

  /**
   * Under the payment's lock: the refund this request key already made, a pending refund asked again
   * with ITS key once its in-flight time has run out (409 while it is out), or a new pending row.
   */
  async function claim(t: DbOrTx, input: RefundPaymentInput, requestKey: string): Promise<{ payment: PaymentRow; row: RefundRow; created: boolean; retry: boolean }> {
    const payment = await lockPayment(t, input.paymentId);
    const rows = await refundsOf(t, payment.id);
    const same = rows.find((r) => r.requestKey === requestKey);
    if (same && same.status !== 'pending') return { payment, row: same, created: false, retry: false };
    const pending = rows.find((r) => r.status === 'pending');
    if (pending) {
      if (inFlightUntil(pending)) throw conflict(M.underWay);
      // An earlier refund whose answer was lost: asked again with ITS key before anything else.
      const [claimed] = await t.update(refunds).set({ inFlightSince: new Date(), updatedAt: new Date() }).where(eq(refunds.id, pending.id)).returning();
      return { payment, row: claimed ?? pending, created: false, retry: pending.requestKey !== requestKey };
    }
    const reason = await blockedBy(t, payment, rows, input.overpayment);
    if (reason === M.nothingLeft) throw badRequest(reason, { amountCents: reason });
    if (reason) throw conflict(reason);
    const left = remaining(payment, rows);
    const amount = input.amountCents ?? left;
    if (amount > left) {
      const message = `Refund amount must be ${formatUsd(left)} or less (what remains of this payment)`;
      throw badRequest(message, { amountCents: message });
    }
    try {
      const [row] = await t
        .insert(refunds)
        .values({
          paymentId: payment.id,
          submissionId: payment.submissionId,
          invoiceId: payment.invoiceId,
          amountCents: amount,
          currency: payment.currency,
          reason: input.reason,
          adminId: input.admin.id,
          mode: payment.mode,
          requestKey,
          inFlightSince: new Date(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { payment, row, created: true, retry: false };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(M.underWay);
      throw err;
    }
  }

  /** Runs `work` in the caller's transaction, or in one of its own. */
  const within = <T>(tx: DbOrTx | undefined, work: (tx: DbOrTx) => Promise<T>): Promise<T> => (tx ? work(tx) : db.transaction(work));

  const service = {
    stateOf: async (paymentId: number): Promise<RefundState> => {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!payment) throw notFound('Payment not found');
      return stateOf(db, payment);
    },

    /** Every approved card charge of a submission (its own and its invoices'), with what each has left. */
    statesOfSubmission: async (submissionId: number): Promise<RefundState[]> => {
      const [row] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, submissionId)).limit(1);
      if (!row) throw notFound('Submission not found');
      const charged = await chargesOf(db, submissionId);
      return Promise.all(charged.map((p) => stateOf(db, p)));
    },

    /**
     * What a rejection refunds (decision 027): everything that remains of each charge of the submission,
     * in full, with the rejection's reason. One request key per charge and rejection: a repeat (a retried
     * rejection hook) answers the same refund. Each refund's e-mail is written with its refund.
     * Answers what it came to, for the admin who rejected: one charge refused or unconfirmed does not
     * stop the others, and what went back is read from the refunds recorded, not assumed.
     */
    refundRejected: async (submissionId: number, reason: string, admin: { id: number }): Promise<RejectionRefund | null> => {
      const before = await service.statesOfSubmission(submissionId);
      const asked = before.filter((s) => s.refundableCents > 0 || s.refunds.some((r) => r.status === 'pending'));
      if (!asked.length) return null;
      const problems: { status: 'pending' | 'failed'; message: string }[] = [];
      for (const state of asked) {
        const requestKey = `rejected-${submissionId}-${state.paymentId}`;
        try {
          await service.refundPayment({ paymentId: state.paymentId, reason, admin, requestKey });
        } catch (err) {
          if (!(err instanceof HttpError)) deps.log.error({ err, submissionId, paymentId: state.paymentId }, 'refund after rejection failed');
          // The charge's refunds say what happened: one still pending (this one, or an earlier one asked
          // again with its key: the answer is unknown, never made twice), or nothing made.
          const waiting = await db.select({ id: refunds.id }).from(refunds).where(and(eq(refunds.paymentId, state.paymentId), eq(refunds.status, 'pending')));
          problems.push({ status: waiting.length ? 'pending' : 'failed', message: err instanceof HttpError ? err.message : M.unexpected });
        }
      }
      const after = await service.statesOfSubmission(submissionId);
      const refundedOf = (states: RefundState[]) => states.reduce((sum, s) => sum + s.refundedCents, 0);
      const pendingOf = (states: RefundState[]) => states.reduce((sum, s) => sum + s.refunds.filter((r) => r.status === 'pending').reduce((n, r) => n + r.amountCents, 0), 0);
      const amountCents = asked.reduce((sum, s) => sum + s.refundableCents, 0) + pendingOf(asked);
      const refundedCents = refundedOf(after) - refundedOf(before);
      const problem = problems.find((p) => p.status === 'failed') ?? problems[0];
      return problem ? { status: problem.status, amountCents, refundedCents, message: problem.message } : { status: 'refunded', amountCents, refundedCents, message: null };
    },

    /**
     * Asks the provider again about a refund left pending (its answer was lost), with ITS request key,
     * so the provider answers the refund it made instead of making another; never a new refund, never
     * another amount. A refund already settled answers what it came to, without asking; one still in
     * flight is a 409. Unconfirmed and refused are answers here, not errors: the admin asked to know.
     */
    async askAgain(refundId: number, admin: { id: number }): Promise<{ refund: RefundRow; outcome: RetryOutcome; message: string }> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
      if (!row) throw notFound('Refund not found');
      const start = await db.transaction((t) => claim(t, { paymentId: row.paymentId, reason: row.reason, admin }, row.requestKey));
      if (start.row.status !== 'pending') return { refund: start.row, ...retryAnswer(start.row) };
      // The provider, outside any lock of ours; then its answer, as a first request's is written.
      const result = await ask(start.payment, start.row);
      const refund = await db.transaction((t) => settle(t, start.payment, start.row, result));
      return { refund, ...retryAnswer(refund, result.kind === 'refused' ? result.message : undefined) };
    },

    /**
     * Records the refund of what an invoice found paid beyond the items (`overpayment`) in the caller's
     * transaction, with the invoice: the refund owed exists exactly when the invoice does. Sent to the
     * provider by `send` after the commit; a process that dies in between leaves it pending, and the
     * admin's "Ask again" sends it with its own key once its in-flight time has passed.
     */
    async reserve(tx: DbOrTx, input: RefundPaymentInput & { requestKey: string; amountCents: number }): Promise<ReservedRefund> {
      const start = await claim(tx, { ...input, overpayment: true }, input.requestKey);
      return { payment: start.payment, row: start.row };
    },

    /** Asks the provider for a reserved refund and writes its answer (its timeline entry and e-mail with it). */
    async send(reserved: ReservedRefund): Promise<RefundRow> {
      if (reserved.row.status !== 'pending') return reserved.row;
      const result = await ask(reserved.payment, reserved.row);
      return db.transaction((t) => settle(t, reserved.payment, reserved.row, result));
    },

    /**
     * Refunds `amountCents` (or all that remains) of an approved card charge. Refused with a 4xx naming
     * the field when the amount is more than remains; a submission's own charge only once the submission
     * is rejected. Given `tx`, every write is made in it (the provider is asked meanwhile: the caller
     * commits soon after), the customer's e-mail included.
     */
    async refundPayment(input: RefundPaymentInput, tx?: DbOrTx): Promise<RefundOutcome> {
      const requestKey = input.requestKey ?? randomUUID();
      // 1. Under the payment's lock: a repeat, a refund under way, or a new pending row.
      const start = await within(tx, (t) => claim(t, input, requestKey));
      if (!start.created && start.row.status === 'failed') throw new HttpError(502, `The card processor refused the refund: ${start.row.errorMessage ?? 'no reason given'}`);
      if (!start.created && start.row.status !== 'pending') return { refund: start.row, created: false };

      // 2. The provider, outside any lock of ours (unless the caller holds one).
      const result = await ask(start.payment, start.row);
      // 3. Its answer.
      const refund = await within(tx, (t) => settle(t, start.payment, start.row, result));
      if (result.kind === 'unknown') throw new HttpError(502, M.unconfirmed);
      if (result.kind === 'refused') throw new HttpError(502, `The card processor refused the refund: ${result.message}`);
      if (start.retry) throw conflict(M.earlierConfirmed);
      return { refund, created: true };
    },
  };
  return service;
}

/**
 * What asking again came to, from the refund's status after it (REFUND_RETRY_OUTCOMES). A refusal says
 * the processor's words as a first request does: this answer's, or the ones recorded with the refund.
 */
function retryAnswer(row: RefundRow, refusedBecause?: string): { outcome: RetryOutcome; message: string } {
  if (row.status === 'succeeded') return { outcome: 'refunded', message: M.askedRefunded };
  if (row.status === 'failed') return { outcome: 'refused', message: `The card processor refused the refund: ${refusedBecause ?? row.errorMessage ?? 'no reason given'}` };
  return { outcome: 'unconfirmed', message: M.askedUnconfirmed };
}

export type RefundService = ReturnType<typeof createRefundService>;

export function toRefundDto(row: RefundRow, adminName: string | null, inFlightUntil: Date | null = null): Refund {
  return {
    id: row.id,
    amountCents: row.amountCents,
    reason: row.reason,
    status: row.status,
    adminName,
    createdAt: row.createdAt.toISOString(),
    inFlightUntil: inFlightUntil?.toISOString() ?? null,
  };
}
