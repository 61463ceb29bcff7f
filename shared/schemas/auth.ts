import { z } from 'zod';
import { ROLES } from '../constants';
import { whenMissing } from './field-messages';

export const loginSchema = z.object({
  usernameOrEmail: z
    .string({ error: whenMissing('Username or email is required') })
    .trim()
    .min(1, 'Username or email is required')
    .max(254, 'Username or email must be 254 characters or fewer'),
  password: z
    .string({ error: whenMissing('Password is required') })
    .min(6, 'Password must be at least 6 characters')
    .max(256, 'Password must be 256 characters or fewer'),
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
  password: z
    .string({ error: whenMissing('Password is required') })
    .min(6, 'Password must be at least 6 characters')
    .max(256, 'Password must be 256 characters or fewer'),
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
});
export type User = z.infer<typeof userSchema>;

export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
