import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { hashToken, newToken, SESSION_TTL_MS, TOUCH_INTERVAL_MS, type SessionStore } from './session-store';
import type { UserRow } from './user-repository';

/**
 * Sessions in Redis (REDIS_URL), the same contract as the database store: the cookie's token is kept
 * only as its SHA-256, sessions expire 30 days after their last use, and a user's sessions can all be
 * ended at once (a set per user). Redis expires keys itself, so there is nothing to purge.
 *
 *   token:<sha256>  → session id        session:<id> → { tokenHash, userId, seenAt }
 *   user:<userId>   → set of session ids
 */
export function createRedisSessionStore(redis: Redis, findUser: (id: number) => Promise<UserRow | undefined>): SessionStore {
  const tokenKey = (hash: string) => `token:${hash}`;
  const sessionKey = (id: string) => `session:${id}`;
  const userKey = (userId: number) => `user:${userId}`;

  async function write(id: string, userId: number | null, previousHash?: string) {
    const token = newToken();
    const hash = hashToken(token);
    const tx = redis.multi();
    if (previousHash) tx.del(tokenKey(previousHash));
    tx.set(tokenKey(hash), id, 'PX', SESSION_TTL_MS);
    tx.hset(sessionKey(id), { tokenHash: hash, userId: userId ?? '', seenAt: Date.now() });
    tx.pexpire(sessionKey(id), SESSION_TTL_MS);
    if (userId !== null) {
      tx.sadd(userKey(userId), id);
      tx.pexpire(userKey(userId), SESSION_TTL_MS);
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
      return { id, token: await write(id, meta.userId) };
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
      if (Date.now() - Number(row.seenAt) > TOUCH_INTERVAL_MS) {
        const tx = redis
          .multi()
          .hset(sessionKey(id), 'seenAt', Date.now())
          .pexpire(sessionKey(id), SESSION_TTL_MS)
          .pexpire(tokenKey(hash), SESSION_TTL_MS);
        // The user's set must outlive every session in it, or a password change could miss one.
        if (row.userId) tx.pexpire(userKey(Number(row.userId)), SESSION_TTL_MS);
        await tx.exec();
      }
      return { id, user };
    },

    async signIn(sessionId, userId) {
      const previousHash = await redis.hget(sessionKey(sessionId), 'tokenHash');
      return write(sessionId, userId, previousHash ?? undefined);
    },

    destroy,

    async destroyForUser(userId, keepSessionId) {
      const ids = await redis.smembers(userKey(userId));
      for (const id of ids) if (id !== keepSessionId) await destroy(id);
    },

    async purgeExpired() {},
  };
}
