import type { ProcessPaymentInput, ProcessPaymentResult } from '@shared/schemas/payment';
import { CHARGE_MESSAGES } from '@shared/schemas/payment';
import { bundleQuote, formatUsd, MAX_ITEMS_PER_ORDER, QUICK_OPINION_PRICE_CENTS } from '@shared/pricing';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import type { ChargeClaim, ChargeEngine, ChargeOutcome } from './charge-once';
import type { PaymentRepository, PaymentRow } from './payment-repository';
import { isUniqueViolation } from '../../db/unique-violation';

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
  return { success: true, transactionId: row.transactionId ?? '', cardLast4: row.cardLast4 ?? '', orderId: row.orderId ?? row.orderReference };
}

/** The card payment of a Quick Opinion or a Bundle, taken before its submission is saved. */
export function createPaymentService(deps: { payments: PaymentRepository; charges: ChargeEngine }) {
  const { payments, charges } = deps;
  type Ctx = { sessionId: string; userId: number | null; clientIp: string };

  /** This order's live attempt, or a new one: what the charge engine is to charge (charge-once.ts). */
  async function claimAttempt(ctx: Ctx, input: ProcessPaymentInput): Promise<ChargeClaim> {
    const reference = input.customerInfo.submissionId;
    const found = await payments.findLive(ctx.sessionId, reference);
    if (found && found.amountCents !== input.amount) {
      // One order reference is one order: a changed basket needs a new reference, never the old charge.
      throw new HttpError(409, 'This order was already paid for a different amount. Please start a new order.');
    }
    if (found?.status === 'approved') return { kind: 'approved', attempt: found };
    // An earlier attempt whose answer was lost (timeout, 5xx) is retried with ITS key.
    if (found) return { kind: 'charge', attempt: await charges.takeOver(found) };
    try {
      const created = await payments.insertPending(
        charges.newAttempt({
          orderReference: reference,
          sessionId: ctx.sessionId,
          userId: ctx.userId,
          serviceType: input.serviceType,
          description: input.description,
          amountCents: input.amount,
          currency: input.currency,
          customerEmail: input.customerInfo.email,
          customerName: input.customerInfo.name,
        }),
      );
      return { kind: 'charge', attempt: created };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A second request of the same order won the race: its charge stands, this one waits.
      const raced = await payments.findLive(ctx.sessionId, reference);
      if (raced?.status === 'approved') return { kind: 'approved', attempt: raced };
      if (raced) throw conflict(CHARGE_MESSAGES.inProgress);
      throw err;
    }
  }

  return {
    /**
     * Charges a card once per order reference and browser session (charge-once.ts). A repeat (double
     * click, retry) gets the first approved result back instead of a second charge; every attempt is
     * recorded. Declined cards are limited (decline-limit.ts): over the limit, 429 and nothing is charged.
     */
    async process(ctx: Ctx, input: ProcessPaymentInput): Promise<ChargeOutcome<ProcessPaymentResult>> {
      checkAmount(input);
      const admission = await charges.admit(ctx);
      const claim = await claimAttempt(ctx, input).catch(async (err: unknown) => {
        await charges.release(admission);
        throw err;
      });
      const charged = await charges.charge(admission, claim, {
        source: input.cardToken,
        clientIp: ctx.clientIp,
        description: input.description,
        receiptEmail: input.customerInfo.email,
      });
      // Nothing to settle here: the submission saved with this charge attaches it (submission-repository.ts).
      return charged.status === 200 ? { status: 200, body: approvedResult(charged.attempt) } : charged;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
