import { z } from 'zod';
import { shippingSchema } from './shipping';
import { submissionDetailsSchema } from './submission-list';

/**
 * A guest link (decision 034): the invoice and confirmation e-mails of an order placed without an
 * account carry `/orders/{orderNumber}#token=…`. The page sends the token in this header, never in a
 * URL, so no server log, proxy or Referer sees it.
 */
export const GUEST_LINK_HEADER = 'x-guest-link';

export const GUEST_LINK_MESSAGES = {
  missing: 'This page needs the link from your e-mail: open the link in the latest e-mail about your order.',
  invalid: 'This link is not valid. It may have been replaced by the link in a newer e-mail about your order: open that one.',
  expired: 'This link has expired. Please contact us and we will send you a new one.',
  tooMany: 'Too many attempts with links that do not work',
} as const;

/** The token as the header carries it: 43 base64url characters (32 random bytes). */
export const guestLinkTokenSchema = z
  .string({ error: GUEST_LINK_MESSAGES.missing })
  .regex(/^[A-Za-z0-9_-]{43}$/, GUEST_LINK_MESSAGES.invalid);

export const guestLinkHeadersSchema = z.object({ [GUEST_LINK_HEADER]: guestLinkTokenSchema });

/** What a guest link opens: the order as its owner sees it, its parcels and invoice, and until when. */
export const guestOrderSchema = z.object({
  submission: submissionDetailsSchema,
  shipping: shippingSchema,
  /** The link works until then (it pays an invoice only while that invoice is unpaid). */
  expiresAt: z.string(),
});
export type GuestOrder = z.infer<typeof guestOrderSchema>;
