import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { PaymentMode } from '@shared/constants';
import { CHARGE_MESSAGES } from '@shared/schemas/payment';
import { payments } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { conflict, HttpError } from '../../lib/http-error';
import { addressKey } from '../../lib/address-key';
import { type ChargeResult, type CloverClient, processorCardOf } from './clover-client';
import type { DeclineLimit, ProcessorCard } from './decline-limit';
import type { PaymentRow } from './payment-repository';

/**
 * The one way this server charges a card (Quick Opinion, Bundle, invoice): docs/decisions/026-one-charge-engine.md.
 *
 * - Every attempt is a `payments` row, written before the provider is called, whose id is the
 *   idempotency key (`goat-payment-<id>`), and which records the payment mode (sandbox, clover_test,
 *   clover_live): a test charge can never pass for a real one.
 * - An answer that never came (timeout, lost connection, 5xx) leaves the row pending with its key:
 *   every later attempt for the same order resends THAT key, so the provider answers with the charge
 *   it took instead of taking another. Never a second charge.
 * - One status code per outcome on every charge route: approved 200, declined 402, outcome unknown
 *   502 (CHARGE_OUTCOME_UNKNOWN_STATUS), a charge already in flight 409, too many declines 429.
 */
export const CHARGE_OUTCOME_UNKNOWN_STATUS = 502;

export type ChargeOutcome<T> = { status: 200; body: T } | { status: 402; body: { success: false; error: string; message: string } };

/** What a flow found or created for this order: an attempt to send, or a charge already approved. */
export type ChargeClaim = { kind: 'charge'; attempt: PaymentRow } | { kind: 'approved'; attempt: PaymentRow };

type NewAttempt = Omit<typeof payments.$inferInsert, 'provider' | 'mode' | 'status' | 'inFlightSince' | 'id'>;

/** The card and what the provider is told with it. Any card details the client sent are not here: the card is the processor's word (decline-limit.ts). */
export interface ChargeRequest {
  /** The card token from the browser (single use at the provider). */
  source: string;
  clientIp: string;
  description?: string | undefined;
  receiptEmail?: string | undefined;
}

/** What the engine answers a flow: the approved attempt for it to settle (`fresh` the first time), or the 402 to send. */
export type Charged = { status: 200; attempt: PaymentRow; fresh: boolean } | Extract<ChargeOutcome<never>, { status: 402 }>;

/** An attempt counted against the session and the address (decline-limit.ts), until the engine settles it. */
export type Admission = Awaited<ReturnType<DeclineLimit['admit']>>;

export function createChargeEngine(deps: { db: Db; clover: CloverClient; mode: PaymentMode; leaseMs: number; declines: DeclineLimit; log: FastifyBaseLogger }) {
  const { db } = deps;

  const newAttempt = (values: NewAttempt) => ({ ...values, provider: 'clover', mode: deps.mode, status: 'pending' as const, inFlightSince: new Date() });

  /**
   * Takes a pending attempt whose answer was lost for a retry, unless another request holds it (in
   * flight for less than the lease): then 409, and the other request's answer stands.
   */
  async function takeOver(row: PaymentRow, tx: DbOrTx = db): Promise<PaymentRow> {
    if (row.status === 'approved') return row;
    const staleBefore = new Date(Date.now() - deps.leaseMs);
    const [claimed] = await tx
      .update(payments)
      .set({ inFlightSince: new Date(), updatedAt: new Date() })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending'), or(isNull(payments.inFlightSince), lt(payments.inFlightSince, staleBefore))))
      .returning();
    if (!claimed) throw conflict(CHARGE_MESSAGES.inProgress);
    return claimed;
  }

  async function send(attempt: PaymentRow, request: ChargeRequest): Promise<ChargeResult> {
    const once = () =>
      deps.clover.charge({
        amountCents: attempt.amountCents,
        currency: attempt.currency,
        source: request.source,
        idempotencyKey: `goat-payment-${attempt.id}`,
        clientIp: request.clientIp,
        description: request.description,
        receiptEmail: request.receiptEmail,
      });
    const first = await once();
    // One immediate retry of an unknown outcome, with the same key: the provider answers the first charge.
    return first.kind === 'error' && first.unknown ? once() : first;
  }

  const update = async (id: number, values: Partial<typeof payments.$inferInsert>) => {
    const [row] = await db
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.id, id))
      .returning();
    if (!row) throw new Error(`payment ${id} vanished`);
    return row;
  };

  /** The card a decline was made on, read from the declined charge Clover names (GET /v1/charges/{id}). */
  async function declinedCard(result: Extract<ChargeResult, { kind: 'declined' }>, paymentId: number): Promise<ProcessorCard | null> {
    if (!result.chargeId) return null;
    const charge = await deps.clover.getCharge(result.chargeId).catch(() => null);
    const card = processorCardOf(charge?.source);
    if (!card) deps.log.warn({ paymentId, chargeId: result.chargeId }, 'charge: the declined charge named no card; counted per session and address only');
    return card;
  }

  /**
   * An approved charge on a card whose declines reached the limit: the money goes back at once (the
   * refund's key is derived from the attempt, so a retry never refunds twice) and the attempt is
   * recorded failed, so it pays for nothing. A refund not confirmed is logged for the admin.
   */
  async function giveBackLocked(attempt: PaymentRow, chargeId: string, card: ProcessorCard) {
    const refund = await deps.clover.refund({
      chargeId,
      amountCents: attempt.amountCents,
      reason: 'Card over the limit of declined attempts',
      idempotencyKey: `goat-locked-card-${attempt.id}`,
    });
    const refunded = refund.kind === 'refunded';
    await update(attempt.id, {
      status: 'failed',
      transactionId: chargeId,
      cardLast4: card.last4,
      cardBrand: card.brand ?? null,
      errorMessage: refunded ? 'card over the decline limit: refunded' : `card over the decline limit: refund not confirmed (${refund.message})`,
      inFlightSince: null,
    });
    if (!refunded) deps.log.error({ paymentId: attempt.id, chargeId, refund: refund.kind }, 'charge: refund of a locked card\'s approved charge not confirmed');
  }

  /** `declined` is set when the provider declined the card (the decline stays counted). */
  async function chargeClaimed(claim: ChargeClaim, request: ChargeRequest, outcome: { declined: boolean }): Promise<Charged> {
    if (claim.kind === 'approved') return { status: 200, attempt: claim.attempt, fresh: false };
    const { attempt } = claim;
    const result = await send(attempt, request);

    if (result.kind === 'approved') {
      if (result.charge.amount !== attempt.amountCents) {
        // Never record a charge as paid for an amount other than the one asked for.
        await update(attempt.id, { status: 'failed', transactionId: result.charge.id, errorMessage: 'amount mismatch', inFlightSince: null });
        deps.log.error({ paymentId: attempt.id, asked: attempt.amountCents, charged: result.charge.amount }, 'charge: provider charged an unexpected amount');
        throw new HttpError(502, CHARGE_MESSAGES.amountMismatch);
      }
      const card = processorCardOf(result.charge.source);
      const locked = card ? await deps.declines.approved(card) : null;
      if (card && locked) {
        await giveBackLocked(attempt, result.charge.id, card);
        throw locked;
      }
      const settled = await update(attempt.id, {
        status: 'approved',
        transactionId: result.charge.id,
        cardLast4: result.charge.source?.last4 ?? null,
        cardBrand: result.charge.source?.brand ?? null,
        orderId: attempt.orderReference,
        inFlightSince: null,
        errorMessage: null,
      });
      return { status: 200, attempt: settled, fresh: true };
    }
    if (result.kind === 'error' && result.unknown) {
      // The provider may have charged: keep the attempt (and its key) for the next try, release the lease.
      await update(attempt.id, { inFlightSince: null, errorMessage: result.message });
      deps.log.warn({ paymentId: attempt.id, reference: attempt.orderReference, message: result.message }, 'charge: outcome unknown, kept for a retry with the same key');
      throw new HttpError(CHARGE_OUTCOME_UNKNOWN_STATUS, CHARGE_MESSAGES.unconfirmed);
    }
    await update(attempt.id, { status: result.kind === 'declined' ? 'declined' : 'failed', errorMessage: result.message, inFlightSince: null });
    if (result.kind === 'declined') {
      outcome.declined = true;
      const card = await declinedCard(result, attempt.id);
      const locked = card ? await deps.declines.declined(card) : null;
      if (locked) throw locked;
    }
    const message = result.kind === 'declined' ? result.message : CHARGE_MESSAGES.failed;
    return { status: 402, body: { success: false, error: message, message } };
  }

  /*
   * A flow calls these in order, with data, and the engine never calls back: `admit` (before anything
   * is written), then its own claim of the attempt (with `newAttempt` or `takeOver`, in its own
   * transaction and locks if it needs them), then `charge` with that claim; the approved attempt it
   * gets back is the flow's to settle. A claim that fails is handed to `release`.
   */
  return {
    mode: deps.mode,
    /**
     * Declined cards are limited (decline-limit.ts): every attempt is counted against the session and
     * the address before anything is written or the provider called (over the limit: 429, nothing
     * charged), and given back by `charge` (or `release`) unless the card was declined.
     */
    admit: (payer: { sessionId: string; clientIp: string }): Promise<Admission> =>
      deps.declines.admit({ sessionId: payer.sessionId, address: addressKey(payer.clientIp) }),
    /** A new attempt's row: the flow's values with the payment mode and the lease, stamped here only. */
    newAttempt,
    takeOver,
    /** The claim failed (nothing to pay, already paid, in flight): the admitted attempt is given back. */
    release: (admission: Admission): Promise<void> => admission.settle(false),
    /**
     * Charges the claimed attempt at most once (see above). The card itself is counted by what the
     * processor answers of it, and an answer naming a locked card is a 429 (an approval of it refunded
     * at once). Settles the admission whatever happens.
     */
    async charge(admission: Admission, claim: ChargeClaim, request: ChargeRequest): Promise<Charged> {
      const outcome = { declined: false };
      try {
        return await chargeClaimed(claim, request, outcome);
      } finally {
        await admission.settle(outcome.declined);
      }
    },
  };
}

export type ChargeEngine = ReturnType<typeof createChargeEngine>;
