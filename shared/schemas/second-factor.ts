import { z } from 'zod';
import { whenMissing } from './field-messages';

/** What an admin types as a second factor: 6 digits, or a recovery code such as ABCDE-FGH23. */
export const totpCodeSchema = z
  .string({ error: whenMissing('Authentication code is required') })
  .trim()
  .min(6, 'Authentication code must be the 6 digits from your app, or a recovery code')
  .max(24, 'Authentication code must be the 6 digits from your app, or a recovery code')
  .regex(/^[0-9A-Za-z -]+$/, 'Authentication code must be the 6 digits from your app, or a recovery code');

/**
 * The account's current password, asked again at enrolment: a session signed in with a stolen
 * password must not replace or confirm the authenticator secret without proving it once more.
 */
const currentPassword = z
  .string({ error: whenMissing('Password is required') })
  .min(1, 'Password is required')
  .max(256, 'Password must be 256 characters or fewer');

/** Starting the set-up (a new secret): the current password. */
export const totpSetupRequestSchema = z.object({ password: currentPassword });
export type TotpSetupRequest = z.infer<typeof totpSetupRequestSchema>;

/** Confirming the authenticator app at enrolment: a current 6-digit code (a recovery code does not exist yet) and the password. */
export const totpEnableSchema = z.object({
  code: z
    .string({ error: whenMissing('Authentication code is required') })
    .trim()
    .regex(/^\d{6}$/, 'Authentication code must be the 6 digits shown in your authenticator app'),
  password: currentPassword,
});
export type TotpEnableInput = z.infer<typeof totpEnableSchema>;

export const totpSetupSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The QR code as a PNG data URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpEnabledSchema = z.object({
  /** Ten single-use codes, shown this once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()),
});
export type TotpEnabled = z.infer<typeof totpEnabledSchema>;
