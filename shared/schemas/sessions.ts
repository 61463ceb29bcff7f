import { z } from 'zod';
import { whenMissing } from './field-messages';

/**
 * One of the signed-in user's sessions on their Settings page. `id` is a handle derived from the
 * session (not its key, not its token): it can name the session to end, and nothing else.
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** The browser and system in plain words ("Chrome on Windows"). */
  device: z.string(),
  /** The address, partly hidden ("203.0.113.x"); null when none was recorded. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;

export const sessionParamsSchema = z.object({
  sessionId: z
    .string({ error: whenMissing('Session is required') })
    .min(1, 'Session is required')
    .max(64, 'Session must be 64 characters or fewer'),
});
