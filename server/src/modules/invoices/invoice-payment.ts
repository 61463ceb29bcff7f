import { and, eq, inArray } from 'drizzle-orm';
import { testPaymentWords } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { type InvoicePaymentResult } from '@shared/schemas/invoices';
import { invoices, payments } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import type { ChargeClaim, ChargeEngine, ChargeOutcome } from '../payments/charge-once';
import type { DbOrTx } from '../../db/types';
import { change, lockSubmission, type RecordDeps, submissionEmail, type SubmissionRow } from '../submissions/record/change';
import { canRead, type Viewer } from '../auth/submission-access';
import { type InvoiceRow, toInvoiceDto } from './invoice-dto';
import { findCurrentInvoice } from './current-invoice';

type PaymentRow = typeof payments.$inferSelect;

/**
 * Pays an invoice by card, once, through the one charge engine (payments/charge-once.ts: idempotency
 * key, unknown outcomes, payment mode). The amount is the stored invoice's, never the client's. One
 * live charge per invoice (unique index), taken under the engine's lease so a second tab waits. An
 * approved charge not yet settled (a crash in between) is settled the next time anyone pays, once.
 */
export function createInvoicePayments(deps: RecordDeps & { charges: ChargeEngine }) {
  const { db } = deps;

  /**
   * Marks the invoice and its submission paid by this approved charge (the engine approved the row),
   * once: two requests that both found the charge approved (two tabs, a retry after a crash) race here,
   * and only the one whose conditional UPDATE turns the invoice paid writes the rest (one timeline
   * entry, one payment status change). The other gets null. The same way a card-paid submission
   * attaches its charge (submission-repository.ts: `WHERE submission_id IS NULL`), in the same
   * transaction as everything it settles. Only an unpaid invoice is settled: one cancelled meanwhile
   * stays cancelled, and null is answered too.
   */
  async function settleOnce(tx: DbOrTx, row: SubmissionRow, bill: InvoiceRow, paid: PaymentRow): Promise<InvoiceRow | null> {
    const now = new Date();
    const [updated] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, paymentId: paid.id, updatedAt: now })
      .where(and(eq(invoices.id, bill.id), eq(invoices.status, 'unpaid')))
      .returning();
    if (!updated) return null;
    // The payment status through the lifecycle (invoiced -> paid; a prepaid Bundle stays paid).
    const test = testPaymentWords(paid.mode);
    await change(tx, row, {
      paymentStatus: 'paid',
      by: paid.userId === null ? 'system' : 'customer',
      actorId: paid.userId,
      at: now,
      set: {
        paymentDate: now,
        paymentMode: paid.mode,
        // A Bundle keeps the charge of its submission; a Full LOA's card payment is this one.
        ...(row.transactionId ? {} : { paymentMethod: 'clover', transactionId: paid.transactionId, cardLast4: paid.cardLast4, cardBrand: paid.cardBrand }),
      },
      entries: [{ kind: 'invoice_paid', toValue: `${formatUsd(bill.totalCents)} paid by card, ${paid.cardBrand ?? 'card'} ending ${paid.cardLast4 ?? '----'}${test ? `, a ${test}` : ''}` }],
    });
    return updated;
  }

  type PayContext = { viewer: Viewer; sessionId: string; userId: number | null; clientIp: string };
  type Target = { row: SubmissionRow; bill: InvoiceRow };

  /** The invoice's live attempt, or a new one, under the submission's and the invoice's locks. */
  const claimAttempt = (orderNumber: string, ctx: PayContext) =>
    db.transaction(async (tx): Promise<{ claim: ChargeClaim; target: Target }> => {
      const row = await lockSubmission(tx, { orderNumber }).catch(() => null);
      if (!row || !canRead(row, ctx.viewer)) throw notFound('Submission not found');
      const bill = await findCurrentInvoice(tx, row.id, { forUpdate: true });
      if (!bill) throw conflict(M.noInvoice);
      if (bill.status === 'paid') throw conflict(M.alreadyPaid);
      const target = { row, bill };
      const [live] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.invoiceId, bill.id), inArray(payments.status, ['pending', 'approved'])))
        .for('update')
        .limit(1);
      // An approved charge not yet settled (a crash in between) is settled now, never charged again.
      if (live?.status === 'approved') return { claim: { kind: 'approved', attempt: live }, target };
      if (live) return { claim: { kind: 'charge', attempt: await deps.charges.takeOver(live, tx) }, target };
      const [created] = await tx
        .insert(payments)
        .values(
          deps.charges.newAttempt({
            orderReference: bill.invoiceNumber,
            sessionId: ctx.sessionId,
            userId: ctx.userId,
            serviceType: row.serviceType,
            description: `Invoice ${bill.invoiceNumber}`,
            amountCents: bill.totalCents,
            currency: bill.currency,
            customerEmail: row.email,
            customerName: row.fullName,
            invoiceId: bill.id,
          }),
        )
        .returning();
      if (!created) throw new Error('payment insert returned no row');
      return { claim: { kind: 'charge', attempt: created }, target };
    });

  /** What the approved charge paid for: the invoice settled (once) and, the first time, the receipt. */
  async function settle({ row, bill }: Target, attempt: PaymentRow, fresh: boolean): Promise<InvoicePaymentResult> {
    const paid = await db.transaction(async (tx) => {
      const locked = await lockSubmission(tx, { id: row.id });
      // Settled by a racing request already: answer with the invoice as it settled it.
      const done = (await settleOnce(tx, locked, bill, attempt)) ?? (await currentInvoice(tx, bill));
      if (done.paymentId !== attempt.id) {
        // The invoice stopped being unpaid between the approval and now (cancelled): this charge
        // pays for nothing. It stays approved and attached to no paid invoice, so it is listed
        // with the unattached payments (payment-repository.ts) for the admin to refund.
        deps.log.warn({ paymentId: attempt.id, invoiceId: bill.id, invoiceStatus: done.status }, 'invoice payment: charge approved for an invoice no longer unpaid; left for a refund');
        throw conflict(done.status === 'void' ? M.cancelledWhilePaying : M.alreadyPaid);
      }
      // The receipt is written with the payment (decision 028): a paid invoice always has its e-mail.
      if (fresh) {
        // "This was a test payment (built-in sandbox, no money taken)."
        const words = testPaymentWords(attempt.mode);
        const test = words ? ` This was a ${words}.` : '';
        await change(tx, row, {
          actorId: attempt.userId,
          email: {
            kind: 'progress',
            via: deps,
            message: () =>
              submissionEmail(row, deps.publicUrl, `Receipt for invoice ${bill.invoiceNumber}`, [
                `Thank you: we received ${formatUsd(bill.totalCents)} for invoice ${bill.invoiceNumber} (submission ${row.orderNumber}), paid by card ending ${attempt.cardLast4 ?? '----'}.${test}`,
                row.userId === null
                  ? 'Your receipt can be downloaded through the link in your invoice e-mail. We will let you know when your item ships back.'
                  : 'Your receipt can be downloaded from your submission page. We will let you know when your item ships back.',
              ]),
          },
        });
      }
      return done;
    });
    return { success: true, invoice: toInvoiceDto(paid, await paymentOf(db, paid)) };
  }

  return {
    /**
     * Charges the invoice through the charge engine (payments/charge-once.ts): 200 paid, 402 declined,
     * 502 outcome unknown (kept for a retry with the same key), 409 already paid or in flight, 429 too
     * many declined cards.
     */
    async pay(orderNumber: string, cardToken: string, ctx: PayContext): Promise<ChargeOutcome<InvoicePaymentResult>> {
      const admission = await deps.charges.admit(ctx);
      const { claim, target } = await claimAttempt(orderNumber, ctx).catch(async (err: unknown) => {
        await deps.charges.release(admission);
        throw err;
      });
      const charged = await deps.charges.charge(admission, claim, { source: cardToken, clientIp: ctx.clientIp });
      return charged.status === 200 ? { status: 200, body: await settle(target, charged.attempt, charged.fresh) } : charged;
    },
  };
}

async function currentInvoice(db: DbOrTx, bill: InvoiceRow): Promise<InvoiceRow> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, bill.id)).limit(1);
  return row ?? bill;
}

async function paymentOf(db: DbOrTx, bill: InvoiceRow): Promise<PaymentRow | null> {
  if (bill.paymentId === null) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, bill.paymentId)).limit(1);
  return row ?? null;
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
