import type { PaymentMode } from '@shared/constants';
import type { ProcessPaymentInput, ProcessPaymentResult } from '@shared/schemas/payment';
import { bundleQuote, formatUsd, MAX_ITEMS_PER_ORDER, QUICK_OPINION_PRICE_CENTS } from '@shared/pricing';
import { FULFILMENT_MESSAGES } from '@shared/schemas/fulfilment';
import { badRequest, HttpError } from '../../lib/http-error';
import type { CloverClient } from './clover-client';
import type { DeclineLimit } from './decline-limit';
import type { PaymentRepository, PaymentRow } from './payment-repository';
import { addressKey } from '../../lib/address-key';

export const DECLINED_MESSAGE_FALLBACK = 'Payment failed. Please check your card details and try again.';
/** The provider's answer was lost: nothing is known yet, and a retry can never charge twice. */
export const PAYMENT_UNCONFIRMED = FULFILMENT_MESSAGES.paymentUnconfirmed;

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** The amounts a payment for this service may have; checked before anything is charged. */
function checkAmount(input: ProcessPaymentInput): void {
  if (input.serviceType === 'quick_opinion') {
    const items = input.amount / QUICK_OPINION_PRICE_CENTS;
    const valid = Number.isInteger(items) && items >= 1 && items <= MAX_ITEMS_PER_ORDER && (input.quantity ?? items) === items;
    if (!valid) {
      throw badRequest(`The amount must be ${formatUsd(QUICK_OPINION_PRICE_CENTS)} per item for 1 to ${MAX_ITEMS_PER_ORDER} items`, {
        amount: 'Amount does not match the order',
      });
    }
    return;
  }
  // A bundle is priced from its type and athletes (bundle price on an exact match, else individual prices).
  if (!input.bundle) {
    const message = 'The bundle and its athletes are required to pay for a bundle';
    throw badRequest(message, { bundle: message });
  }
  const quote = bundleQuote(input.bundle);
  const count = input.bundle.athletes.length;
  if (input.amount !== quote.totalCents || (input.quantity ?? count) !== count) {
    throw badRequest(`The amount must be ${formatUsd(quote.totalCents)} for these ${count} items`, {
      amount: 'Amount does not match the order',
    });
  }
}

function approvedResult(row: PaymentRow): ProcessPaymentResult {
  return { success: true, transactionId: row.transactionId ?? '', last4: row.last4 ?? '', orderId: row.orderId ?? row.orderReference };
}

/** `mode` is recorded with every charge, so a sandbox's charge can never pass for a real one. */
export function createPaymentService(deps: { payments: PaymentRepository; clover: CloverClient; mode: PaymentMode; leaseMs: number; declines: DeclineLimit }) {
  const { payments, clover } = deps;
  type Ctx = { sessionId: string; userId: number | null; clientIp: string };

  return {
    /**
     * Charges a card once per order reference and browser session. A repeat (double click, retry)
     * gets the first approved result back instead of a second charge; every attempt is recorded.
     * Declined cards are limited (decline-limit.ts): over the limit, 429 and nothing is charged.
     */
    async process(ctx: Ctx, input: ProcessPaymentInput) {
      checkAmount(input);
      const counted = await deps.declines.admit({ sessionId: ctx.sessionId, address: addressKey(ctx.clientIp), card: input.card });
      try {
        const answer = await this.charge(ctx, input);
        await counted.settle(answer.status === 402 && answer.body.error !== PAYMENT_UNCONFIRMED);
        return answer;
      } catch (err) {
        await counted.settle(false);
        throw err;
      }
    },

    async charge(ctx: Ctx, input: ProcessPaymentInput) {
      const reference = input.customerInfo.submissionId;
      const live = await payments.findLive(ctx.sessionId, reference);
      if (live && live.amountCents !== input.amount) {
        // One order reference is one order: a changed basket needs a new reference, never the old charge.
        throw new HttpError(409, 'This order was already paid for a different amount. Please start a new order.');
      }
      let row: PaymentRow;
      if (live) {
        // An earlier attempt whose answer was lost (timeout, 5xx) is retried with ITS key: the provider
        // answers with the charge it took, if any, instead of taking a second one.
        const retry = live.status === 'pending' ? await payments.claimForRetry(live.id, deps.leaseMs) : undefined;
        if (!retry) return this.answerExisting(live);
        row = retry;
      } else {
        try {
          row = await payments.insertPending({
            provider: 'clover',
            mode: deps.mode,
            orderReference: reference,
            sessionId: ctx.sessionId,
            userId: ctx.userId,
            serviceType: input.serviceType,
            description: input.description,
            amountCents: input.amount,
            currency: input.currency,
            customerEmail: input.customerInfo.email,
            customerName: input.customerInfo.name,
            inFlightSince: new Date(),
          });
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          const raced = await payments.findLive(ctx.sessionId, reference);
          if (raced) return this.answerExisting(raced);
          throw err;
        }
      }

      const send = () =>
        clover.charge({
          amountCents: input.amount,
          currency: input.currency,
          source: input.cardToken,
          idempotencyKey: `goat-payment-${row.id}`,
          clientIp: ctx.clientIp,
          description: input.description,
          receiptEmail: input.customerInfo.email,
        });
      const first = await send();
      // One immediate retry of an unknown outcome, with the same key.
      const result = first.kind === 'error' && first.unknown ? await send() : first;
      if (result.kind === 'approved') {
        if (result.charge.amount !== input.amount) {
          // Never record a charge as paid for an amount other than the one asked for.
          await payments.settle(row.id, { status: 'failed', transactionId: result.charge.id, errorMessage: 'amount mismatch' });
          throw new HttpError(502, 'The payment provider charged an unexpected amount');
        }
        const settled = await payments.settle(row.id, {
          status: 'approved',
          transactionId: result.charge.id,
          last4: result.charge.source?.last4 ?? null,
          cardBrand: result.charge.source?.brand ?? null,
          orderId: reference,
          inFlightSince: null,
        });
        return { status: 200 as const, body: approvedResult(settled) };
      }
      if (result.kind === 'error' && result.unknown) {
        // The provider may have charged: the row stays pending (and keeps its key) for the next try.
        await payments.settle(row.id, { inFlightSince: null, errorMessage: result.message });
        return { status: 402 as const, body: { success: false as const, error: PAYMENT_UNCONFIRMED, message: PAYMENT_UNCONFIRMED } };
      }
      await payments.settle(row.id, { status: result.kind === 'declined' ? 'declined' : 'failed', errorMessage: result.message, inFlightSince: null });
      const message = result.kind === 'declined' ? result.message : DECLINED_MESSAGE_FALLBACK;
      return { status: 402 as const, body: { success: false as const, error: message, message } };
    },

    answerExisting(row: PaymentRow) {
      if (row.status === 'approved') return { status: 200 as const, body: approvedResult(row) };
      throw new HttpError(409, 'This payment is already being processed. Please wait a moment.');
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
