import { z } from 'zod';
import { whenMissing } from './field-messages';

/** What an admin types as a second factor: 6 digits, or a recovery code such as ABCDE-FGH23. */
export const totpCodeSchema = z
  .string({ error: whenMissing('Authentication code is required') })
  .trim()
  .min(6, 'Authentication code must be the 6 digits from your app, or a recovery code')
  .max(24, 'Authentication code must be the 6 digits from your app, or a recovery code')
  .regex(/^[0-9A-Za-z -]+$/, 'Authentication code must be the 6 digits from your app, or a recovery code');

/** Confirming the authenticator app at enrolment: a current 6-digit code (a recovery code does not exist yet). */
export const totpEnableSchema = z.object({
  code: z
    .string({ error: whenMissing('Authentication code is required') })
    .trim()
    .regex(/^\d{6}$/, 'Authentication code must be the 6 digits shown in your authenticator app'),
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
