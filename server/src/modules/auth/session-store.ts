import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './user-repository';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry, but written at most this often so reads stay reads.
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface LoadedSession {
  id: string;
  user: UserRow | null;
}

export function createSessionStore(db: Db) {
  return {
    async create(meta: { userId: number | null; userAgent?: string | undefined; ip?: string | undefined }) {
      const token = newToken();
      const id = randomUUID();
      await db.insert(sessions).values({
        id,
        tokenHash: hashToken(token),
        userId: meta.userId,
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        userAgent: meta.userAgent?.slice(0, 300),
        ip: meta.ip,
      });
      return { id, token };
    },

    async load(token: string): Promise<LoadedSession | null> {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
          .where(eq(sessions.id, row.session.id));
      }
      return { id: row.session.id, user: row.user };
    },

    /**
     * Signs a session in: a new token (against session fixation) on the same row, so what a visitor
     * created in this browser stays theirs after they sign in.
     */
    async signIn(sessionId: string, userId: number) {
      const token = newToken();
      await db
        .update(sessions)
        .set({ tokenHash: hashToken(token), userId, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
        .where(eq(sessions.id, sessionId));
      return token;
    },

    async destroy(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
