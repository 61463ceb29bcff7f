import { createHash } from 'node:crypto';
import type { ActiveSession } from '@shared/schemas/sessions';
import type { SessionStore } from '../auth/session-store';
import { describeDevice, describePlace } from './device-name';

/**
 * The handle the browser sees for a session: a one-way digest of its key. It names the session to
 * end and nothing more: it is neither the key other rows refer to nor the cookie's token, and it
 * cannot be turned back into either.
 */
export const sessionHandle = (sessionId: string) => createHash('sha256').update(`session-handle:${sessionId}`).digest('base64url').slice(0, 32);

/** The signed-in user's own sessions: listed for Settings, and ended one by one. */
export function createActiveSessions(sessions: SessionStore) {
  return {
    async list(userId: number, currentSessionId: string | null): Promise<ActiveSession[]> {
      const rows = await sessions.listForUser(userId);
      return rows.map((s) => ({
        id: sessionHandle(s.id),
        device: describeDevice(s.userAgent),
        place: describePlace(s.ip),
        signedInAt: s.signedInAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === currentSessionId,
      }));
    },

    /** Ends the user's session with this handle; 'not-found' for any other (someone else's included). */
    async end(userId: number, handle: string, currentSessionId: string | null): Promise<{ kind: 'ended'; current: boolean } | { kind: 'not-found' }> {
      const found = (await sessions.listForUser(userId)).find((s) => sessionHandle(s.id) === handle);
      if (!found) return { kind: 'not-found' };
      await sessions.destroy(found.id);
      return { kind: 'ended', current: found.id === currentSessionId };
    },
  };
}

export type ActiveSessionsService = ReturnType<typeof createActiveSessions>;
