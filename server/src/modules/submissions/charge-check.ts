import type { ServiceType } from '@shared/constants';
import { HttpError } from '../../lib/http-error';
import type { PaymentRepository, PaymentRow } from '../payments/payment-repository';
import { ChargeAlreadyAttachedError } from './submission-repository';

export const paymentRequired = (message: string) => new HttpError(402, message);
export const ALREADY_ATTACHED = 'This payment is already attached to another submission';

/**
 * The charge a card-paid submission may use: this browser session's own approved charge, not yet
 * attached to a submission, for this service and for exactly the amount the server priced. Anything
 * else is 402 and nothing is created. (Attaching it happens in the submission's own transaction.)
 */
export function createChargeCheck(payments: PaymentRepository) {
  return async function usableCharge(
    sessionId: string,
    transactionId: string,
    expected: { serviceType: ServiceType; amountCents: number; mismatchMessage: string },
  ): Promise<PaymentRow> {
    const charge = await payments.findByTransactionId(transactionId);
    if (!charge || charge.sessionId !== sessionId || charge.status !== 'approved') {
      throw paymentRequired('No approved payment was found for this submission');
    }
    if (charge.submissionId !== null) throw paymentRequired(ALREADY_ATTACHED);
    if (charge.serviceType !== expected.serviceType || charge.amountCents !== expected.amountCents) {
      throw paymentRequired(expected.mismatchMessage);
    }
    return charge;
  };
}

/** Maps a charge attached by a concurrent submission (caught inside the transaction) to the same 402. */
export async function withChargeAttachment<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (err) {
    if (err instanceof ChargeAlreadyAttachedError) throw paymentRequired(ALREADY_ATTACHED);
    throw err;
  }
}
