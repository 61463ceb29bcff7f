import { z } from 'zod';
import { databaseId } from './database-id';

/**
 * The admins' view of e-mail that has not gone out (docs/decisions/028): GET /api/admin/mail-outbox
 * and POST /api/admin/mail-outbox/:id/resend. Never a message's body: it may hold a live reset or
 * claim link.
 */
export const mailProblemSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Set once the attempts are exhausted: nothing more is tried until an admin resends it. */
  failedAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type MailProblem = z.infer<typeof mailProblemSchema>;

export const mailProblemListSchema = z.object({ messages: z.array(mailProblemSchema) });
export type MailProblemList = z.infer<typeof mailProblemListSchema>;

export const mailMessageParamsSchema = z.object({
  id: databaseId('Message ID'),
});

export const MAIL_OUTBOX_MESSAGES = {
  queued: 'The e-mail is queued again: it will be sent within a minute.',
  notFound: 'E-mail not found',
  alreadySent: 'This e-mail has already been sent.',
  // Only a message given up on can be resent: one still retrying (or being delivered) goes out on its own.
  stillRetrying: 'This e-mail is still being retried: it goes out on its own. It can be resent once given up on.',
} as const;

export const mailResendResultSchema = z.object({ message: z.string() });
