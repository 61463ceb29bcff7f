import { z } from 'zod';
import { whenMissing } from './field-messages';
import { VERIFICATION_STATUSES } from './certificate';
import { databaseId } from './database-id';

/** How long a transfer code stays good: long enough for a sale by post, short enough to go stale. */
export const TRANSFER_DAYS = 30;

/** One certificate the signed-in account holds (GET /api/account/certificates). */
export const accountCertificateSchema = z.object({
  certificateNumber: z.string(),
  item: z.string(),
  athlete: z.string(),
  itemType: z.string().nullable().optional(),
  issueDate: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  public: z.boolean(),
  holders: z.number(),
  lastTransferredAt: z.string().nullable(),
  /** Verification lookups of this number, matched or not. */
  lookups: z.number(),
  flagged: z.boolean(),
  pdfUrl: z.string(),
  photos: z.array(z.string()),
  /** When the open transfer code expires; null without one. The code itself is shown only once. */
  transferExpiresAt: z.string().nullable(),
});
export type AccountCertificate = z.infer<typeof accountCertificateSchema>;
export const accountCertificateListSchema = z.array(accountCertificateSchema);

/** POST /api/account/certificates/:number/transfer: the code, shown this once. */
export const transferStartedSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type TransferStarted = z.infer<typeof transferStartedSchema>;

/** POST /api/certificates/transfers/accept */
export const transferAcceptSchema = z.object({
  certificateNumber: z
    .string({ error: whenMissing('Certificate number is required') })
    .trim()
    .min(5, 'Certificate number is required')
    .max(64, 'Certificate number must be 64 characters or fewer'),
  code: z
    .string({ error: whenMissing('Transfer code is required') })
    .trim()
    .min(1, 'Transfer code is required')
    .max(40, 'Transfer code must be 40 characters or fewer'),
});
export type TransferAccept = z.infer<typeof transferAcceptSchema>;

export const TRANSFER_MESSAGES = {
  wrongCode: 'This code does not match that certificate. Check both against what the seller gave you.',
  expired: 'This transfer code has expired. Ask the seller for a new one.',
  cancelled: 'The seller cancelled this transfer code. Ask them for a new one.',
  spent: 'This transfer code was already used.',
  alreadyHolder: 'You already hold this certificate.',
  revoked: 'This certificate was revoked and cannot change hands.',
  tooMany: 'Too many wrong transfer codes',
  notHolder: 'Certificate not found',
} as const;

/** The fields of a correction, one rule each: the admin's form and the route read the same ones. */
export const holderCorrectionFields = {
  email: z.string().trim().max(254, 'Email must be 254 characters or fewer').pipe(z.email('Please enter a valid email address')),
  fullName: z.string().trim().min(2, 'Full name must be at least 2 characters').max(200, 'Full name must be 200 characters or fewer'),
  reason: z
    .string({ error: whenMissing('Reason is required') })
    .trim()
    .min(5, 'Reason must be at least 5 characters')
    .max(1000, 'Reason must be 1000 characters or fewer'),
};

/** POST /api/admin/certificates/:number/holders: the holder it should be (an account, or an e-mail and name), and why. */
export const holderCorrectionSchema = z
  .object({
    userId: databaseId('Account id').optional(),
    email: holderCorrectionFields.email.optional(),
    fullName: holderCorrectionFields.fullName.optional(),
    reason: holderCorrectionFields.reason,
  })
  .superRefine((v, ctx) => {
    if (v.userId === undefined && v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: "Give the new holder's account id or e-mail" });
  });
export type HolderCorrection = z.infer<typeof holderCorrectionSchema>;
