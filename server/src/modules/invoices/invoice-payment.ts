import { and, eq, inArray, ne } from 'drizzle-orm';
import { isTestPayment, type PaymentMode, PAYMENT_MODE_LABELS } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import { FULFILMENT_MESSAGES as M, type InvoicePaymentResult } from '@shared/schemas/fulfilment';
import { invoices, payments, submissions } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { ChargeResult, CloverClient } from '../payments/clover-client';
import type { DeclineLimit } from '../payments/decline-limit';
import { DECLINED_MESSAGE_FALLBACK } from '../payments/payment-service';
import type { CardSummary } from '@shared/schemas/payment';
import { addressKey } from '../../lib/address-key';
import type { DbOrTx } from '../shipments/fulfilment-view';
import type { JourneyDeps } from '../shipments/journey-deps';
import { journeyEmail, lockSubmission, recordStep, type SubmissionRow, tellCustomer } from '../shipments/journey-steps';
import { canRead, type Viewer } from '../submissions/submission-access';
import { type InvoiceRow, toInvoiceDto } from './invoice-dto';

type PaymentRow = typeof payments.$inferSelect;
type Charge = Extract<ChargeResult, { kind: 'approved' }>['charge'];

/**
 * Pays an invoice by card, once. The amount is the stored invoice's, never the client's. One live
 * charge per invoice (unique index), taken under a lease so a second tab waits. The idempotency key
 * is the payment row's: when the provider's answer is unknown (timeout, lost connection, 5xx), the
 * row stays pending and every later attempt resends the SAME key, so the provider answers with the
 * charge it took instead of taking another. An approved charge not yet settled (a crash in between)
 * is settled the next time anyone pays or looks.
 */
export function createInvoicePayments(deps: JourneyDeps & { clover: CloverClient; paymentMode: PaymentMode; leaseMs: number; declines: DeclineLimit }) {
  const { db } = deps;

  async function settle(tx: DbOrTx, row: SubmissionRow, bill: InvoiceRow, payment: PaymentRow, charge: Charge | null): Promise<InvoiceRow> {
    const now = new Date();
    const [settled] = charge
      ? await tx
          .update(payments)
          .set({
            status: 'approved',
            transactionId: charge.id,
            last4: charge.source?.last4 ?? null,
            cardBrand: charge.source?.brand ?? null,
            orderId: bill.invoiceNumber,
            inFlightSince: null,
            errorMessage: null,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id))
          .returning()
      : [payment];
    const paid = settled ?? payment;
    const [updated] = await tx.update(invoices).set({ status: 'paid', paidAt: now, paymentId: paid.id, updatedAt: now }).where(eq(invoices.id, bill.id)).returning();
    await tx
      .update(submissions)
      .set({
        paymentStatus: 'paid',
        paymentDate: now,
        paymentMode: paid.mode,
        // A Bundle keeps the charge of its submission; a Full LOA's card payment is this one.
        ...(row.transactionId ? {} : { paymentMethod: 'clover', transactionId: paid.transactionId, cardLast4: paid.last4, cardType: paid.cardBrand }),
        version: row.version + 1,
        updatedAt: now,
      })
      .where(eq(submissions.id, row.id));
    const test = isTestPayment(paid.mode) ? ` (${PAYMENT_MODE_LABELS[paid.mode]})` : '';
    await recordStep(tx, row, {
      kind: 'invoice_paid',
      value: `${formatUsd(bill.totalCents)} paid by card, ${paid.cardBrand ?? 'card'} ending ${paid.last4 ?? '----'}${test}`,
      actorId: paid.userId,
    });
    return updated ?? bill;
  }

  async function charge(payment: PaymentRow, cardToken: string, clientIp: string, description: string, email: string): Promise<ChargeResult> {
    const send = () =>
      deps.clover.charge({
        amountCents: payment.amountCents,
        currency: payment.currency,
        source: cardToken,
        idempotencyKey: `goat-payment-${payment.id}`,
        clientIp,
        description,
        receiptEmail: email,
      });
    const first = await send();
    // One immediate retry of an unknown outcome, with the same key: the provider answers the first charge.
    return first.kind === 'error' && first.unknown ? send() : first;
  }

  type PayContext = { viewer: Viewer; sessionId: string; userId: number | null; clientIp: string; card?: CardSummary | undefined };

  return {
    /** Declined cards are limited (decline-limit.ts): over the limit, 429 and nothing is charged. */
    async pay(orderNumber: string, cardToken: string, ctx: PayContext): Promise<{ status: 200 | 402; body: InvoicePaymentResult }> {
      const counted = await deps.declines.admit({ sessionId: ctx.sessionId, address: addressKey(ctx.clientIp), card: ctx.card });
      try {
        const answer = await this.payOnce(orderNumber, cardToken, ctx);
        await counted.settle(answer.status === 402);
        return answer;
      } catch (err) {
        await counted.settle(false);
        throw err;
      }
    },

    async payOnce(orderNumber: string, cardToken: string, ctx: PayContext): Promise<{ status: 200 | 402; body: InvoicePaymentResult }> {
      const start = await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { orderNumber }).catch(() => null);
        if (!row || !canRead(row, ctx.viewer)) throw notFound('Submission not found');
        const [bill] = await tx.select().from(invoices).where(and(eq(invoices.submissionId, row.id), ne(invoices.status, 'void'))).for('update').limit(1);
        if (!bill) throw conflict(M.noInvoice);
        if (bill.status === 'paid') throw conflict(M.alreadyPaid);
        const [live] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.invoiceId, bill.id), inArray(payments.status, ['pending', 'approved'])))
          .for('update')
          .limit(1);
        if (live?.status === 'approved') return { kind: 'settled' as const, done: await settle(tx, row, bill, live, null) };
        const now = new Date();
        if (live) {
          if (live.inFlightSince && now.getTime() - live.inFlightSince.getTime() < deps.leaseMs) throw conflict(M.paymentInProgress);
          const [claimed] = await tx.update(payments).set({ inFlightSince: now, updatedAt: now }).where(eq(payments.id, live.id)).returning();
          return { kind: 'charge' as const, attempt: claimed ?? live, row, bill };
        }
        const [created] = await tx
          .insert(payments)
          .values({
            provider: 'clover',
            mode: deps.paymentMode,
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
            inFlightSince: now,
          })
          .returning();
        if (!created) throw new Error('payment insert returned no row');
        return { kind: 'charge' as const, attempt: created, row, bill };
      });
      if (start.kind === 'settled') return { status: 200, body: { success: true, invoice: toInvoiceDto(start.done, await paymentOf(db, start.done)) } };

      const { attempt, row, bill } = start;
      const result = await charge(attempt, cardToken, ctx.clientIp, `Invoice ${bill.invoiceNumber}`, row.email);
      if (result.kind === 'approved') {
        if (result.charge.amount !== attempt.amountCents) {
          await db.update(payments).set({ status: 'failed', transactionId: result.charge.id, errorMessage: 'amount mismatch', inFlightSince: null }).where(eq(payments.id, attempt.id));
          throw new HttpError(502, 'The payment provider charged an unexpected amount');
        }
        const paid = await db.transaction(async (tx) => {
          const locked = await lockSubmission(tx, { id: row.id });
          const [current] = await tx.select().from(invoices).where(eq(invoices.id, bill.id)).for('update');
          const done = await settle(tx, locked, current ?? bill, attempt, result.charge);
          // The receipt is written with the payment (decision 028): a paid invoice always has its e-mail.
          const payment = await paymentOf(tx, done);
          const test = payment && isTestPayment(payment.mode) ? ` This was a test payment: ${PAYMENT_MODE_LABELS[payment.mode]}.` : '';
          await tellCustomer(
            deps,
            tx,
            row,
            journeyEmail(row, deps.publicUrl, `Receipt for invoice ${bill.invoiceNumber}`, [
              `Thank you: we received ${formatUsd(bill.totalCents)} for invoice ${bill.invoiceNumber} (submission ${row.orderNumber}), paid by card ending ${payment?.last4 ?? '----'}.${test}`,
              'Your receipt can be downloaded from your submission page. We will let you know when your item ships back.',
            ]),
          );
          return done;
        });
        const payment = await paymentOf(db, paid);
        return { status: 200, body: { success: true, invoice: toInvoiceDto(paid, payment) } };
      }
      if (result.kind === 'error' && result.unknown) {
        // The provider may have charged: keep the attempt (and its key) for the next try, release the lease.
        await db.update(payments).set({ inFlightSince: null, errorMessage: result.message, updatedAt: new Date() }).where(eq(payments.id, attempt.id));
        deps.log.warn({ paymentId: attempt.id, invoice: bill.invoiceNumber, message: result.message }, 'invoice payment: outcome unknown, kept for a retry with the same key');
        throw new HttpError(502, M.paymentUnconfirmed);
      }
      await db
        .update(payments)
        .set({ status: result.kind === 'declined' ? 'declined' : 'failed', errorMessage: result.message, inFlightSince: null, updatedAt: new Date() })
        .where(eq(payments.id, attempt.id));
      const message = result.kind === 'declined' ? result.message : DECLINED_MESSAGE_FALLBACK;
      return { status: 402, body: { success: false, error: message, message } };
    },
  };
}

async function paymentOf(db: DbOrTx, bill: InvoiceRow): Promise<PaymentRow | null> {
  if (bill.paymentId === null) return null;
  const [row] = await db.select().from(payments).where(eq(payments.id, bill.paymentId)).limit(1);
  return row ?? null;
}

export type InvoicePayments = ReturnType<typeof createInvoicePayments>;
