import { z } from 'zod';
import { ATHLETE_SLUGS } from '../constants';
import { BUNDLE_TYPES } from '../loa-options';
import { BUNDLE_MIN_ITEMS, MAX_ITEMS_MESSAGE, MAX_ITEMS_PER_ORDER } from '../pricing';
import { whenMissing } from './field-messages';

/** For a bundle: its type and the athlete of every item, from which the server prices the order. */
const bundleToPaySchema = z.object(
  {
    bundleType: z.enum(BUNDLE_TYPES, { error: 'Please choose a bundle' }),
    athletes: z
      .array(z.enum(ATHLETE_SLUGS, { error: 'Athlete is required' }), { error: 'The athletes of the bundle are required' })
      .min(BUNDLE_MIN_ITEMS, 'Bundle must contain at least 2 items')
      .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE),
  },
  { error: 'The bundle and its athletes are required to pay for a bundle' },
);

const customerInfoSchema = z.object(
  {
    name: z
      .string({ error: 'Please enter the cardholder name' })
      .trim()
      .min(1, 'Please enter the cardholder name')
      .max(120, 'Cardholder name must be 120 characters or fewer'),
    email: z
      .string({ error: 'Please enter a valid email address' })
      .trim()
      .max(254, 'Email must be 254 characters or fewer')
      .pipe(z.email('Please enter a valid email address')),
    phone: z.string({ error: 'Phone number must be text' }).trim().max(40, 'Phone number must be 40 characters or fewer').optional(),
    // The order reference made in the browser (QO-YYYYMMDD-NNNN): repeats of one payment share it.
    submissionId: z
      .string({ error: whenMissing('Order reference is required') })
      .trim()
      .min(1, 'Order reference is required')
      .max(64, 'Order reference must be 64 characters or fewer'),
  },
  { error: 'Customer details (cardholder name, email and order reference) are required' },
);

const cardPart = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} must be text or a number` }).transform(String).pipe(z.string().max(20, `${label} must be 20 characters or fewer`));

/** The one-time token the card form gives for a charge (never a card number). */
export const cardTokenSchema = z
  .string({ error: whenMissing('Card token is required') })
  .trim()
  .min(1, 'Card token is required')
  .max(200, 'Card token must be 200 characters or fewer');

/**
 * What the card fields' token says of the card (Clover's token `card`: last four digits, brand,
 * expiry; never the number). Still accepted beside the token so older clients keep working, but the
 * server ignores it: declined cards are counted by what the card processor says of the card, which a
 * client cannot change (docs/decisions/021, "Declined cards").
 */
export const cardSummarySchema = z.object(
  {
    cardLast4: cardPart('Card last four digits').optional(),
    cardBrand: cardPart('Card brand').optional(),
    expMonth: cardPart('Card expiry month').optional(),
    expYear: cardPart('Card expiry year').optional(),
  },
  { error: 'Card details must be an object' },
);
export type CardSummary = z.infer<typeof cardSummarySchema>;

/** The card as Clover's token describes it (its protocol's names). */
export interface CloverTokenCard {
  last4?: string | undefined;
  brand?: string | undefined;
  exp_month?: string | number | undefined;
  exp_year?: string | number | undefined;
}

/** The one place Clover's token names become this site's card field names (cardLast4, cardBrand, ...). */
export function cardSummaryOf(card: CloverTokenCard | undefined): CardSummary | undefined {
  if (!card) return undefined;
  const text = (v: string | number | undefined) => (v === undefined ? undefined : String(v));
  return { cardLast4: card.last4, cardBrand: card.brand, expMonth: text(card.exp_month), expYear: text(card.exp_year) };
}

export const processPaymentSchema = z
  .object({
    amount: z
      .number({ error: (issue) => (issue.input === undefined ? 'Amount is required' : 'Amount must be a number') })
      .int('Amount must be a whole number')
      .positive('Amount must be positive'),
    currency: z.literal('USD', { error: 'Currency must be USD' }),
    cardToken: cardTokenSchema,
    card: cardSummarySchema.optional(),
    description: z.string({ error: 'Description must be text' }).max(300, 'Description must be 300 characters or fewer').optional(),
    // What is being paid for, so the server can check the amount before charging anything.
    serviceType: z
      .enum(['quick_opinion', 'bundle_loa'], { error: 'Service type must be Quick Opinion or Bundle' })
      .default('quick_opinion'),
    quantity: z
      .number({ error: 'Quantity must be a number of items' })
      .int('Quantity must be a whole number of items')
      .min(1, 'At least one item is required')
      .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE)
      .optional(),
    bundle: bundleToPaySchema.optional(),
    customerInfo: customerInfoSchema,
  })
  .refine((p) => p.serviceType !== 'bundle_loa' || p.bundle !== undefined, {
    path: ['bundle'],
    message: 'The bundle and its athletes are required to pay for a bundle',
  });
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;

export const processPaymentResultSchema = z.union([
  z.object({ success: z.literal(true), transactionId: z.string(), cardLast4: z.string(), orderId: z.string() }),
  z.object({ success: z.literal(false), error: z.string(), message: z.string() }),
]);
export type ProcessPaymentResult = z.infer<typeof processPaymentResultSchema>;

export const cloverConfigSchema = z.object({
  publicKey: z.string(),
  merchantId: z.string(),
  environment: z.enum(['sandbox', 'production']),
  /** PAYMENTS_MODE: the built-in sandbox, or Clover (whose own sandbox environment is test mode too). */
  mode: z.enum(['sandbox', 'clover']),
  /** No real money moves: the card pages say so, always. */
  testMode: z.boolean(),
  sdkUrl: z.string(),
});
export type CloverConfig = z.infer<typeof cloverConfigSchema>;

/**
 * What a card payment answers, the same on every charge route (Quick Opinion, Bundle, invoice), with
 * one status code per outcome: docs/decisions/026-one-charge-engine.md.
 */
export const CHARGE_MESSAGES = {
  /** 402 when the provider gave no decline message of its own. */
  failed: 'Payment failed. Please check your card details and try again.',
  /** 502: the provider's answer never came; the attempt is kept and a retry cannot charge twice. */
  unconfirmed: 'We could not confirm your payment with the card processor. You have not been charged twice: please try again in a moment.',
  /** 409: another request for the same order is with the provider right now. */
  inProgress: 'Your payment is being processed. Please wait a moment and refresh the page.',
  /** 502: the provider charged an amount other than the one asked for (recorded as failed, for an admin). */
  amountMismatch: 'The payment provider charged an unexpected amount',
} as const;

export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;
/** Sandbox cards whose charge is taken but whose first answer is lost: a 500, or too late (a timeout). */
export const FAULT_TEST_CARDS = { errorAfterCharge: '4000000000000119', slowAfterCharge: '4000000000000259' } as const;
/** A sandbox card whose charges refund, but whose refund answers are lost twice (an unknown outcome). */
export const REFUND_FAULT_TEST_CARD = '4000000000005126';
/** A sandbox card whose refunds the provider refuses (a 4xx: nothing refunded), as a disputed charge's would be. */
export const REFUND_REFUSED_TEST_CARD = '4000000000005134';
