/**
 * Refunds of a card charge (decision 027). Admin routes, by payment id:
 *   GET  /api/admin/payments/:id/refunds   -> refundStateSchema (what was charged, refunded, remains)
 *   POST /api/admin/payments/:id/refunds   createRefundSchema -> refundResultSchema (201; 200 for a repeat)
 *   GET  /api/admin/submissions/:id/refunds -> refundStatesSchema (every card charge of the submission)
 *   POST /api/admin/refunds/:id/retry       -> refundRetrySchema (a pending refund asked again with its own key)
 * The customer reads a refund on the submission's timeline (kind 'refunded'), the invoice and the receipt.
 */
import { z } from 'zod';
import { PAYMENT_MODES } from '../constants';
import { whenMissing } from './field-messages';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const REFUND_MESSAGES = {
  notApproved: 'Only an approved card charge can be refunded',
  notCancelled: 'A submission’s payment can be refunded only once the submission is rejected (cancelled)',
  nothingLeft: 'Nothing is left to refund on this payment',
  underWay: 'A refund of this payment is already under way. Please wait a moment and look again.',
  unsettled: 'A refund of this payment was not confirmed by the card processor. Ask the processor again before refunding more.',
  askedRefunded: 'The card processor confirmed the refund: it has gone back to the card.',
  askedUnconfirmed: 'The card processor still did not confirm the refund. It stays pending and is never made twice: ask again later.',
  unconfirmed: 'The card processor did not confirm the refund. Nothing will be refunded twice: try again in a moment.',
  earlierConfirmed: 'An earlier refund of this payment was waiting for the card processor and has now gone through. Check what remains before refunding more.',
  unexpected: 'The refund could not be made because of an error on our side (it is in the server log).',
} as const;

/** POST /api/admin/payments/:id/refunds. No amount: everything that remains. */
export const createRefundSchema = z.object({
  amountCents: z
    .number({ error: 'Refund amount must be an amount in dollars, such as 10.00' })
    .int('Refund amount can have at most two digits after the decimal point')
    .positive('Refund amount must be more than $0.00')
    .optional(),
  reason: z
    .string({ error: whenMissing('Reason is required') })
    .trim()
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be 500 characters or fewer'),
  // One per opening of the refund dialog: a repeated click with it answers the same refund.
  requestKey: z
    .string({ error: whenMissing('Request key is required') })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Request key must be 8 to 64 letters, digits, dashes or underscores'),
});
export type CreateRefundInput = z.infer<typeof createRefundSchema>;

export const refundSchema = z.object({
  id: z.number(),
  amountCents: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  adminName: z.string().nullable(),
  createdAt: z.string(),
  /** A pending refund out with the card processor: it can be asked again after this time. Null otherwise. */
  inFlightUntil: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundStateSchema = z.object({
  paymentId: z.number(),
  /** 'Order payment', 'Invoice payment' or 'Unattached payment'. */
  label: z.string(),
  orderReference: z.string(),
  amountCents: z.number(),
  refundedCents: z.number(),
  refundableCents: z.number(),
  mode: z.enum(PAYMENT_MODES),
  testPayment: z.boolean(),
  /** Why no refund can be made now (null: one can). */
  blockedBy: z.string().nullable(),
  refunds: z.array(refundSchema),
});
export type RefundState = z.infer<typeof refundStateSchema>;

export const refundStatesSchema = z.array(refundStateSchema);

export const refundResultSchema = z.object({ refund: refundSchema, state: refundStateSchema });
export type RefundResult = z.infer<typeof refundResultSchema>;

/** What asking the card processor again about a pending refund came to (POST /api/admin/refunds/:id/retry). */
export const REFUND_RETRY_OUTCOMES = ['refunded', 'unconfirmed', 'refused'] as const;
export type RefundRetryOutcome = (typeof REFUND_RETRY_OUTCOMES)[number];
export const refundRetrySchema = z.object({ outcome: z.enum(REFUND_RETRY_OUTCOMES), message: z.string(), refund: refundSchema, state: refundStateSchema });
export type RefundRetry = z.infer<typeof refundRetrySchema>;

/** A refund as the customer's invoice and receipt show it. */
export const customerRefundSchema = z.object({ amountCents: z.number(), date: z.string() });
export type CustomerRefund = z.infer<typeof customerRefundSchema>;

/**
 * What the refund that follows a rejection came to (POST /api/admin/submissions/:id/reject, decision 027).
 * The rejection is committed first and stands whatever this says. `refunded`: everything the customer
 * paid went back; `pending`: the card processor did not confirm (the refund stays pending, never made
 * twice); `failed`: the processor refused or something broke, nothing more went back.
 */
export const REJECTION_REFUND_STATUSES = ['refunded', 'pending', 'failed'] as const;
export const rejectionRefundSchema = z.object({
  status: z.enum(REJECTION_REFUND_STATUSES),
  /** What the rejection set out to give back, over every card charge of the submission. */
  amountCents: z.number(),
  /** What the card processor confirmed it gave back. */
  refundedCents: z.number(),
  /** Why not all of it went back (the processor's refusal, an unconfirmed answer); null when it did. */
  message: z.string().nullable(),
});
export type RejectionRefund = z.infer<typeof rejectionRefundSchema>;
