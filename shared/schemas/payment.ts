import { z } from 'zod';
import { ATHLETE_SLUGS } from '../constants';
import { BUNDLE_TYPES } from '../loa-options';
import { BUNDLE_MIN_ITEMS, MAX_ITEMS_PER_ORDER } from '../pricing';

export const processPaymentSchema = z.object({
  amount: z.number({ error: 'Amount is required' }).int('Amount must be in whole cents').positive('Amount must be positive'),
  currency: z.literal('USD', { error: 'Currency must be USD' }),
  cardToken: z.string({ error: 'Card token is required' }).trim().min(1, 'Card token is required').max(200),
  description: z.string().max(300).optional(),
  // What is being paid for, so the server can check the amount before charging anything.
  serviceType: z.enum(['quick_opinion', 'bundle_loa']).default('quick_opinion'),
  quantity: z.number().int().min(1).max(10).optional(),
  // For a bundle: its type and the athlete of every item, from which the server prices the order.
  bundle: z
    .object({
      bundleType: z.enum(BUNDLE_TYPES, { error: 'Please choose a bundle' }),
      athletes: z
        .array(z.enum(ATHLETE_SLUGS, { error: 'Athlete is required' }), { error: 'The athletes of the bundle are required' })
        .min(BUNDLE_MIN_ITEMS, 'Bundle must contain at least 2 items')
        .max(MAX_ITEMS_PER_ORDER, 'Maximum 10 items per order'),
    })
    .optional(),
  customerInfo: z.object({
    name: z.string().trim().min(1, 'Please enter the cardholder name').max(120),
    email: z.string().trim().pipe(z.email('Please enter a valid email address')),
    phone: z.string().trim().max(40).optional(),
    // The order reference made in the browser (QO-YYYYMMDD-NNNN): repeats of one payment share it.
    submissionId: z.string().trim().min(1, 'Order reference is required').max(64),
  }),
}).refine((p) => p.serviceType !== 'bundle_loa' || p.bundle !== undefined, {
  path: ['bundle'],
  message: 'The bundle and its athletes are required to pay for a bundle',
});
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;

export const processPaymentResultSchema = z.union([
  z.object({ success: z.literal(true), transactionId: z.string(), last4: z.string(), orderId: z.string() }),
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

export const TEST_CARDS = { approved: '4242424242424242', declined: '4000000000000002' } as const;
