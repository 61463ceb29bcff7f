import { z } from 'zod';
import { whenMissing } from './field-messages';
import { CERTIFICATE_STATUSES } from './admin';

/** The public lookup form and GET /api/certificates/verify (docs/product.md, Input rules: its rules and messages). */
export const certificateLookupSchema = z.object({
  certificateNumber: z
    .string({ error: whenMissing('Certificate number is required') })
    .trim()
    .min(5, 'Certificate number is required')
    .max(64, 'Certificate number must be 64 characters or fewer'),
  lastName: z
    .string({ error: whenMissing('Last name is required') })
    .trim()
    .min(1, 'Last name is required')
    .max(100, 'Last name must be 100 characters or fewer'),
});
export type CertificateLookup = z.infer<typeof certificateLookupSchema>;

/** A certificate number in a route's path (public data, badge, photos, the holder's and the admin's routes). */
export const certificateNumberParamsSchema = z.object({
  certificateNumber: z
    .string({ error: 'Certificate number is required' })
    .trim()
    .min(1, 'Certificate number is required')
    .max(64, 'Certificate number must be 64 characters or fewer'),
});

/**
 * What verification says of a letter: a certificate's status, except that a demonstration record (the
 * demo content's showcase) is never "valid", whatever its status, so no reader can show it as a real letter.
 */
export const VERIFICATION_STATUSES = [...CERTIFICATE_STATUSES, 'demonstration'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  valid: 'Valid',
  revoked: 'Revoked',
  demonstration: 'Demonstration certificate',
};
/** What a demonstration certificate is, in the words of the verification page and the letter. */
export const DEMONSTRATION_NOTICE = 'This is a demonstration record of the website, not a certificate of authenticity: no item was examined.';

/** What anyone who knows a certificate's number and its holder's last name may read. */
export const verifiedCertificateSchema = z.object({
  certificateNumber: z.string(),
  item: z.string(),
  athlete: z.string(),
  issueDate: z.string(),
  authenticator: z.string().nullable(),
  status: z.enum(VERIFICATION_STATUSES),
  revokedAt: z.string().nullable(),
  /** The item's photo, at an address that works only with this certificate's signature; null without one. */
  imageUrl: z.string().nullable(),
  /** How many holders it has had (1 until its first transfer) and when it last changed hands: never who. */
  holders: z.number(),
  lastTransferredAt: z.string().nullable(),
  /** True while a clone-alarm alert of this number is open: compare the item with its photo. */
  flagged: z.boolean(),
});
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

/**
 * GET /api/certificates/:certificateNumber/public: what anyone may read of a certificate its holder made
 * public, without a last name. Never a name or an e-mail: `holders` is a count.
 */
export const publicCertificateSchema = z.object({
  certificateNumber: z.string(),
  item: z.string(),
  athlete: z.string(),
  itemType: z.string().nullable(),
  issueDate: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  revokedAt: z.string().nullable(),
  /** Absolute addresses of the item's photos (the intake photos, else the customer's photo), large JPEGs. */
  photos: z.array(z.string()),
  holders: z.number(),
  lastTransferredAt: z.string().nullable(),
  /** How many times the number was looked up (verification, matched or not). */
  lookups: z.number(),
  flagged: z.boolean(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

/** PUT /api/account/certificates/:certificateNumber: the holder shows or hides its public page and badge. */
export const certificateVisibilitySchema = z.object({
  public: z.boolean({ error: 'Choose whether the certificate is public' }),
});
export type CertificateVisibility = z.infer<typeof certificateVisibilitySchema>;
export const certificateVisibilityResultSchema = z.object({ certificateNumber: z.string(), public: z.boolean() });
export type CertificateVisibilityResult = z.infer<typeof certificateVisibilityResultSchema>;

/** The one answer of the public page, data and badge for a private, unknown or malformed number. */
export const PUBLIC_CERTIFICATE_NOT_FOUND = 'No public certificate has that number. Its holder may verify it with the last name, or make it public.';

/** The certificate's public page (its QR code and the holder's links lead here). */
export const publicCertificatePath = (certificateNumber: string) => `/certificates/${encodeURIComponent(certificateNumber)}`;

export const CERTIFICATE_MESSAGES = {
  notFound: 'No certificate matches that number and last name. Check both against your letter and try again.',
  tooMany: 'Too many lookups from your address. Please wait a few minutes and try again.',
  numberLocked: 'This certificate number was looked up with a name that does not match too many times. Please try again in an hour.',
  numberLockedForAddress: 'This certificate number was looked up from your connection with a name that does not match too many times. Please try again in an hour.',
} as const;

/** POST /api/admin/certificates/:certificateNumber/revoke */
export const certificateRevokeSchema = z.object({
  reason: z
    .string({ error: whenMissing('Reason is required') })
    .trim()
    .min(5, 'Reason must be at least 5 characters')
    .max(1000, 'Reason must be 1000 characters or fewer'),
});
export type CertificateRevoke = z.infer<typeof certificateRevokeSchema>;

/** A link of the chain, as the admin reads it. */
export const holderLinkSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  userId: z.number().nullable(),
  since: z.string(),
  until: z.string().nullable(),
  via: z.enum(['issue', 'transfer', 'correction']),
  reason: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type HolderLink = z.infer<typeof holderLinkSchema>;

/** GET /api/admin/certificates/:certificateNumber: the certificate, how it was looked up, and revocation. */
export const adminCertificateSchema = verifiedCertificateSchema.extend({
  orderNumber: z.string().nullable(),
  submissionId: z.number().nullable(),
  userLastName: z.string(),
  revokedReason: z.string().nullable(),
  revokedBy: z.string().nullable(),
  lookups: z.object({
    total: z.number(),
    matched: z.number(),
    /** Distinct (hashed) addresses that asked for this number. */
    places: z.number(),
    lastAt: z.string().nullable(),
    recent: z.array(z.object({ date: z.string(), matched: z.boolean(), place: z.string() })),
  }),
  /** Every holder so far, the first first; the current one has no `until`. */
  holderChain: z.array(holderLinkSchema),
  /** An open clone-alarm alert names this number. */
  flagged: z.boolean(),
});
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
