import { z } from 'zod';
import { registerSchema } from './auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTooShort } from '../password-rule';
import { whenMissing } from './field-messages';

/**
 * The account screens' payloads. Profile fields follow the sign-up rules word for word, so a name
 * accepted at registration is never refused on the profile and the reverse.
 */
export const profileSchema = registerSchema.pick({ firstName: true, lastName: true, email: true }).extend({
  // Needed only when the e-mail changes: whoever holds a session must not move the account (and its
  // password resets) to an address of theirs.
  currentPassword: z
    .string({ error: 'Current password must be text' })
    .max(256, 'Current password must be 256 characters or fewer')
    .optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;

/**
 * A new password's length; the common-password half of the rule is newPasswordProblem in
 * shared/password-rule.ts (asynchronous: its word lists load on demand), run by the server's
 * services and by the forms before they send.
 */
export const newPasswordField = z
  .string({ error: whenMissing('New password is required') })
  .min(PASSWORD_MIN_LENGTH, passwordTooShort('New password'))
  .max(PASSWORD_MAX_LENGTH, `New password must be ${PASSWORD_MAX_LENGTH} characters or fewer`);

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: whenMissing('Current password is required') })
    .min(1, 'Current password is required')
    .max(256, 'Current password must be 256 characters or fewer'),
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** docs/product.md, Limits and defaults: emailUpdates on, submissionStatus on, promotions off. */
export const preferencesSchema = z.object({
  emailUpdates: z.boolean({ error: 'Email updates must be on or off' }),
  submissionStatus: z.boolean({ error: 'Submission status updates must be on or off' }),
  promotions: z.boolean({ error: 'Promotions must be on or off' }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = { emailUpdates: true, submissionStatus: true, promotions: false };

export const forgotPasswordSchema = registerSchema.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: whenMissing('Reset link is missing its token') })
    .min(1, 'Reset link is missing its token')
    .max(200, 'Reset link is not valid'),
  newPassword: newPasswordField,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const messageSchema = z.object({ message: z.string() });

/** The same answer whether or not the address has an account: nobody learns who is a customer. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset your password. It expires in one hour.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has already been used. Please request a new one.';
export const RESET_LINK_EXPIRED = 'This reset link has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const PASSWORD_NEEDED_FOR_EMAIL = 'Enter your current password to change your e-mail address';
