import { z } from 'zod';
import { whenMissing } from './field-messages';

/** POST /api/account/claims and /claims/confirm: attaching a visitor's submissions to an account. */

export const claimConfirmSchema = z.object({
  token: z
    .string({ error: whenMissing('Claim link is missing its token') })
    .min(1, 'Claim link is missing its token')
    .max(200, 'Claim link is not valid'),
});
export type ClaimConfirmInput = z.infer<typeof claimConfirmSchema>;

export const claimResultSchema = z.object({ message: z.string(), attached: z.number() });
export type ClaimResult = z.infer<typeof claimResultSchema>;

/**
 * The same answer whether or not any order matches: an account's e-mail address is not verified
 * at sign-up, so the reply must not tell its holder what was ordered under it. Only the inbox learns.
 */
export const CLAIM_REQUESTED_MESSAGE =
  'If orders were placed without an account under your e-mail address, we have sent you a link to add them to your account. It expires in one hour.';
export const CLAIM_LINK_INVALID = 'This link is invalid or has already been used. Please ask for a new one from your dashboard.';
export const CLAIM_LINK_EXPIRED = 'This link has expired. Please ask for a new one from your dashboard.';

export const claimAttachedMessage = (n: number) =>
  n === 0
    ? 'There was nothing left to add: those orders are already attached to an account.'
    : `${n} submission${n === 1 ? ' was' : 's were'} added to your account.`;
