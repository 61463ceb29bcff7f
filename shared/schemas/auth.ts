import { z } from 'zod';
import { ROLES } from '../constants';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordTooShort } from '../password-rule';
import { whenMissing } from './field-messages';
import { totpCodeSchema } from './second-factor';

export const loginSchema = z.object({
  usernameOrEmail: z
    .string({ error: whenMissing('Username or email is required') })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email must be 254 characters or fewer'),
  // Sign-in takes the passwords of older rules (6 characters and up): those accounts are asked to
  // change theirs once signed in (passwordChangeRequired below).
  password: z
    .string({ error: whenMissing('Password is required') })
    .min(6, 'Password must be at least 6 characters')
    .max(256, 'Password must be 256 characters or fewer'),
  // An admin's second factor: the 6-digit code of their authenticator app, or one of their recovery codes.
  totp: totpCodeSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: z
    .string({ error: whenMissing('Username is required') })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(20, 'Username must be at most 20 characters')
    .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores'),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Email must be 254 characters or fewer')
    .pipe(z.email('Please enter a valid email address')),
  // Length here; the common-password check is newPasswordProblem (shared/password-rule.ts), which
  // is asynchronous because its word lists load on demand.
  password: z
    .string({ error: whenMissing('Password is required') })
    .min(PASSWORD_MIN_LENGTH, passwordTooShort())
    .max(PASSWORD_MAX_LENGTH, `Password must be ${PASSWORD_MAX_LENGTH} characters or fewer`),
  firstName: z
    .string({ error: whenMissing('First name is required') })
    .trim()
    .min(2, 'First name must be at least 2 characters')
    .max(60, 'First name must be 60 characters or fewer'),
  lastName: z
    .string({ error: whenMissing('Last name is required') })
    .trim()
    .min(2, 'Last name must be at least 2 characters')
    .max(60, 'Last name must be 60 characters or fewer'),
  // Sent by the client as 'customer'; accepted only to stay compatible, and ignored by the server.
  role: z.string({ error: 'Role must be text' }).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  createdAt: z.string(),
  // True when the password this account signed in with does not meet today's rule: the site asks
  // for a new one (the account keeps working meanwhile).
  passwordChangeRequired: z.boolean().optional(),
  // Only on an admin who has not set up a second factor yet: that session can only set one up.
  mfaSetupRequired: z.literal(true).optional(),
});
export type User = z.infer<typeof userSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A refused sign-in; `mfaRequired` when the password was right and an admin's code is needed or wrong. */
export const loginRefusalSchema = errorResponseSchema.extend({ mfaRequired: z.literal(true).optional() });
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;
