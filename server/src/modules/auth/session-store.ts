import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { sessions, users } from '../../db/schema';
import type { UserRow } from './user-repository';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Sliding expiry, but written at most this often so reads stay reads.
export const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface LoadedSession {
  id: string;
  user: UserRow | null;
}

export interface SessionMeta {
  userId: number | null;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/**
 * Where sessions live: the database by default, Redis when REDIS_URL is set (redis-session-store.ts).
 * Either way every server instance sees the same sessions, so no load balancer needs sticky sessions.
 */
export interface SessionStore {
  create(meta: SessionMeta): Promise<{ id: string; token: string }>;
  load(token: string): Promise<LoadedSession | null>;
  /** A new token (against session fixation) on the same session, now signed in as `userId`. */
  signIn(sessionId: string, userId: number): Promise<string>;
  destroy(sessionId: string): Promise<void>;
  /** Ends every session of a user but `keepSessionId` (a password change or reset). */
  destroyForUser(userId: number, keepSessionId: string | null): Promise<void>;
  purgeExpired(): Promise<void>;
}

export function createSessionStore(db: Db): SessionStore {
  return {
    async create(meta) {
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

    async load(token) {
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

    // The same row, so what a visitor created in this browser stays theirs after they sign in.
    async signIn(sessionId, userId) {
      const token = newToken();
      await db
        .update(sessions)
        .set({ tokenHash: hashToken(token), userId, lastSeenAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
        .where(eq(sessions.id, sessionId));
      return token;
    },

    async destroy(sessionId) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async destroyForUser(userId, keepSessionId) {
      await db
        .delete(sessions)
        .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
    },

    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },
  };
}
