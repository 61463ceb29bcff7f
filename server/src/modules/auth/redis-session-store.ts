import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { pastAbsoluteLimit, SESSION_MAX_MS, sessionExpiry, TOUCH_INTERVAL_MS, type Clock } from './session-limits';
import { hashToken, newToken, USER_AGENT_MAX, type ActiveSession, type SessionStore } from './session-store';
import type { UserRow } from './user-repository';

/**
 * Sessions in Redis (REDIS_URL), the same contract as the database store: the cookie's token is kept
 * only as its SHA-256, sessions follow session-limits.ts (idle expiry and an absolute limit from
 * sign-in), and a user's sessions can all be listed or ended at once (a set per user). Every key has a
 * time to live: Redis expires them itself, so there is nothing to purge.
 *
 *   token:<sha256>  → session id
 *   session:<id>    → { tokenHash, userId, createdAt, signedInAt, secondFactorAt, seenAt, userAgent, ip }
 *   user:<userId>   → set of session ids (ids whose session has expired are pruned when it is read)
 */
export function createRedisSessionStore(redis: Redis, findUser: (id: number) => Promise<UserRow | undefined>, clock: Clock = Date.now): SessionStore {
  const tokenKey = (hash: string) => `token:${hash}`;
  const sessionKey = (id: string) => `session:${id}`;
  const userKey = (userId: number) => `user:${userId}`;
  const roleOf = async (userId: number | null) => (userId === null ? null : ((await findUser(userId))?.role ?? null));

  async function write(id: string, userId: number | null, fields: Record<string, string | number>, previousHash?: string) {
    const token = newToken();
    const hash = hashToken(token);
    const now = clock();
    const startedAt = typeof fields.signedInAt === 'number' ? fields.signedInAt : now;
    const ttl = Math.max(1, sessionExpiry(await roleOf(userId), startedAt, now) - now);
    const tx = redis.multi();
    if (previousHash) tx.del(tokenKey(previousHash));
    tx.set(tokenKey(hash), id, 'PX', ttl);
    tx.hset(sessionKey(id), { ...fields, tokenHash: hash, userId: userId ?? '', seenAt: now });
    tx.pexpire(sessionKey(id), ttl);
    if (userId !== null) {
      tx.sadd(userKey(userId), id);
      // The user's set must outlive every session in it, or a password change could miss one.
      tx.pexpire(userKey(userId), SESSION_MAX_MS);
    }
    await tx.exec();
    return token;
  }

  async function destroy(id: string) {
    const [hash, userId] = await redis.hmget(sessionKey(id), 'tokenHash', 'userId');
    const tx = redis.multi().del(sessionKey(id));
    if (hash) tx.del(tokenKey(hash));
    if (userId) tx.srem(userKey(Number(userId)), id);
    await tx.exec();
  }

  return {
    async create(meta) {
      const id = randomUUID();
      const now = clock();
      const fields = {
        createdAt: now,
        ...(meta.userId === null ? {} : { signedInAt: now }),
        secondFactorAt: meta.userId !== null && meta.secondFactor ? now : '',
        userAgent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? '', ip: meta.ip ?? '' };
      return { id, token: await write(id, meta.userId, fields) };
    },

    async load(token) {
      const hash = hashToken(token);
      const id = await redis.get(tokenKey(hash));
      if (!id) return null;
      const row = await redis.hgetall(sessionKey(id));
      if (row.tokenHash !== hash) return null;
      let user: UserRow | null = null;
      if (row.userId) {
        user = (await findUser(Number(row.userId))) ?? null;
        // The account is gone: so is the session.
        if (!user) {
          await destroy(id);
          return null;
        }
      }
      const now = clock();
      const role = user?.role ?? null;
      const startedAt = Number(row.signedInAt || row.createdAt || row.seenAt);
      // Redis's own expiry runs on real time; this check also holds on the tests' moved clock.
      if (pastAbsoluteLimit(role, startedAt, now) || sessionExpiry(role, startedAt, Number(row.seenAt)) <= now) {
        await destroy(id);
        return null;
      }
      if (now - Number(row.seenAt) > TOUCH_INTERVAL_MS) {
        const ttl = Math.max(1, sessionExpiry(role, startedAt, now) - now);
        const tx = redis.multi().hset(sessionKey(id), 'seenAt', now).pexpire(sessionKey(id), ttl).pexpire(tokenKey(hash), ttl);
        // The user's set must outlive every session in it, or a password change could miss one.
        if (row.userId) tx.pexpire(userKey(Number(row.userId)), SESSION_MAX_MS);
        await tx.exec();
      }
      return { id, user, secondFactor: Boolean(row.secondFactorAt) };
    },

    async signIn(sessionId, userId, opts = {}) {
      const [previousHash, signedInAt, passedAt] = await redis.hmget(sessionKey(sessionId), 'tokenHash', 'signedInAt', 'secondFactorAt');
      const now = clock();
      const startedAt = opts.keepLimits && signedInAt ? Number(signedInAt) : now;
      // Written every time (HSET merges): a sign-in without the second factor must clear an earlier one.
      const secondFactorAt = opts.secondFactor ? now : opts.keepLimits ? (passedAt ?? '') : '';
      return write(sessionId, userId, { signedInAt: startedAt, secondFactorAt }, previousHash ?? undefined);
    },

    destroy,

    async destroyForUser(userId, keepSessionId) {
      const ids = await redis.smembers(userKey(userId));
      for (const id of ids) if (id !== keepSessionId) await destroy(id);
    },

    async listForUser(userId) {
      const ids = await redis.smembers(userKey(userId));
      const role = await roleOf(userId);
      const now = clock();
      const found: ActiveSession[] = [];
      const gone: string[] = [];
      for (const id of ids) {
        const row = await redis.hgetall(sessionKey(id));
        const startedAt = Number(row.signedInAt || row.createdAt || row.seenAt);
        if (!row.tokenHash || Number(row.userId) !== userId) gone.push(id);
        else if (!pastAbsoluteLimit(role, startedAt, now) && sessionExpiry(role, startedAt, Number(row.seenAt)) > now) {
          found.push({ id, signedInAt: new Date(startedAt), lastSeenAt: new Date(Number(row.seenAt)), userAgent: row.userAgent || null, ip: row.ip || null });
        }
      }
      // Ids of sessions Redis has expired: the set would otherwise only grow while the user stays active.
      if (gone.length) await redis.srem(userKey(userId), ...gone);
      return found.sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime());
    },

    async purgeExpired() {},
  };
}
