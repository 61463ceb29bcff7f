import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { sessions, users } from '../../db/schema';
import { pastAbsoluteLimit, sessionExpiry, TOUCH_INTERVAL_MS, type Clock, type SessionRole } from './session-limits';
import type { UserRow } from './user-repository';

export { SESSION_MAX_MS, TOUCH_INTERVAL_MS } from './session-limits';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface SignInOptions {
  /**
   * A new token on a session already signed in as this user (a password change): its limits keep
   * counting from the original sign-in, so changing the password never extends an admin's 12 hours.
   */
  keepLimits?: boolean;
  /**
   * This sign-in passed an admin's second factor (a code, or the enrolment made in this session). Without
   * it the session has not passed one, except that `keepLimits` keeps what the session had.
   */
  secondFactor?: boolean;
}

export interface LoadedSession {
  id: string;
  user: UserRow | null;
  /** The session passed an admin's second factor: admin rights are the session's, not the account's. */
  secondFactor: boolean;
}

export interface SessionMeta {
  userId: number | null;
  /** Signed in with an admin's second factor (see SignInOptions). */
  secondFactor?: boolean;
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** One of a user's active sessions, as their Settings page lists it (the store's own id: never sent as is). */
export interface ActiveSession {
  id: string;
  signedInAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/**
 * Where sessions live: the database by default, Redis when REDIS_URL is set (redis-session-store.ts).
 * Either way every server instance sees the same sessions, so no load balancer needs sticky sessions.
 * Both follow session-limits.ts: idle expiry and an absolute limit from sign-in, shorter for admins.
 */
export interface SessionStore {
  create(meta: SessionMeta): Promise<{ id: string; token: string }>;
  load(token: string): Promise<LoadedSession | null>;
  /** A new token (against session fixation) on the same session, now signed in as `userId`; the absolute limit restarts. */
  signIn(sessionId: string, userId: number, opts?: SignInOptions): Promise<string>;
  destroy(sessionId: string): Promise<void>;
  /** Ends every session of a user but `keepSessionId` (a password change or reset). */
  destroyForUser(userId: number, keepSessionId: string | null): Promise<void>;
  /** The user's sessions that have not expired, the most recently seen first. */
  listForUser(userId: number): Promise<ActiveSession[]>;
  purgeExpired(): Promise<void>;
}

export const USER_AGENT_MAX = 300;

export function createSessionStore(db: Db, clock: Clock = Date.now): SessionStore {
  const roleOf = async (userId: number): Promise<SessionRole> =>
    (await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1))[0]?.role ?? null;

  return {
    async create(meta) {
      const token = newToken();
      const id = randomUUID();
      const now = clock();
      const role = meta.userId === null ? null : await roleOf(meta.userId);
      await db.insert(sessions).values({
        id,
        tokenHash: hashToken(token),
        userId: meta.userId,
        createdAt: new Date(now),
        signedInAt: meta.userId === null ? null : new Date(now),
        secondFactorAt: meta.userId !== null && meta.secondFactor ? new Date(now) : null,
        lastSeenAt: new Date(now),
        expiresAt: new Date(sessionExpiry(role, now, now)),
        userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX),
        ip: meta.ip,
      });
      return { id, token };
    },

    async load(token) {
      const now = clock();
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now))))
        .limit(1);
      if (!row) return null;
      const role = row.user?.role ?? null;
      const startedAt = (row.session.signedInAt ?? row.session.createdAt).getTime();
      if (pastAbsoluteLimit(role, startedAt, now)) {
        await db.delete(sessions).where(eq(sessions.id, row.session.id));
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now), expiresAt: new Date(sessionExpiry(role, startedAt, now)) })
          .where(eq(sessions.id, row.session.id));
      }
      return { id: row.session.id, user: row.user, secondFactor: row.session.secondFactorAt !== null };
    },

    // The same row, so what a visitor created in this browser stays theirs after they sign in.
    async signIn(sessionId, userId, opts = {}) {
      const token = newToken();
      const now = clock();
      const role = await roleOf(userId);
      let startedAt = now;
      let secondFactorAt = opts.secondFactor ? new Date(now) : null;
      if (opts.keepLimits) {
        const [current] = await db.select({ signedInAt: sessions.signedInAt, secondFactorAt: sessions.secondFactorAt }).from(sessions).where(eq(sessions.id, sessionId));
        startedAt = current?.signedInAt?.getTime() ?? now;
        secondFactorAt ??= current?.secondFactorAt ?? null;
      }
      await db
        .update(sessions)
        .set({
          tokenHash: hashToken(token),
          userId,
          signedInAt: new Date(startedAt),
          secondFactorAt,
          lastSeenAt: new Date(now),
          expiresAt: new Date(sessionExpiry(role, startedAt, now)),
        })
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

    async listForUser(userId) {
      const rows = await db
        .select({ session: sessions, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(clock()))))
        .orderBy(desc(sessions.lastSeenAt));
      return rows
        .filter((r) => !pastAbsoluteLimit(r.role, (r.session.signedInAt ?? r.session.createdAt).getTime(), clock()))
        .map(({ session: s }) => ({ id: s.id, signedInAt: s.signedInAt ?? s.createdAt, lastSeenAt: s.lastSeenAt, userAgent: s.userAgent, ip: s.ip }));
    },

    async purgeExpired() {
      await db.delete(sessions).where(lte(sessions.expiresAt, new Date(clock())));
    },
  };
}
