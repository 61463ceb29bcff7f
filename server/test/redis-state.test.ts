import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authThrottle, sessions } from '../src/db/schema';
import { THROTTLE } from '../src/modules/auth/throttle';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createTestApp, redisBackend, registerUser, sessionCookie, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * Decision 018: with REDIS_URL set, sessions and rate limits live in Redis (the api-redis project also runs
 * the auth, account, reset, limit and lookup suites this way). Here: that nothing of them reaches the
 * database, that two instances share them, and what a Redis outage looks like.
 */
describe.skipIf(!redisBackend)('sessions and limits in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  const prefixedKeys = () => redis.keys(`${t.prefix}*`);

  beforeAll(async () => {
    t = await createTestApp();
    redis = new Redis(redisBackend!);
  });
  afterAll(async () => {
    redis.disconnect();
    await t.close();
  });

  it('keeps sessions out of the database, shares them with another instance and ends them on both', async () => {
    const { cookie } = await registerUser(t.app, 'r_roam');
    expect(await t.database.db.select().from(sessions)).toEqual([]);
    expect((await prefixedKeys()).some((k) => k.includes(':session:'))).toBe(true);
    const other = await t.sibling();
    expect((await other.inject({ url: '/api/auth/me', headers: { cookie } })).json().username).toBe('collector_r_roam');
    expect((await other.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores the token only as its hash', async () => {
    const { cookie } = await registerUser(t.app, 'r_hash');
    const token = decodeURIComponent(cookie.slice('goat_sid='.length)).split('.')[0]!;
    const keys = await prefixedKeys();
    expect(keys.some((k) => k.includes(token))).toBe(false);
    for (const key of keys.filter((k) => k.includes(':session:'))) {
      expect(Object.values(await redis.hgetall(key)).join(' ')).not.toContain(token);
    }
  });

  it('counts failed sign-ins in Redis, across instances, and none in the database', async () => {
    await registerUser(t.app, 'r_lock');
    const other = await t.sibling();
    const login = (app: typeof t.app, password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.0.1', payload: { usernameOrEmail: 'collector_r_lock', password } });
    for (let i = 0; i < THROTTLE.maxPerPair; i++) expect((await login(i % 2 ? other : t.app, 'wrong-pass')).statusCode).toBe(401);
    const locked = await login(other, 'harbor-lantern-47');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(THROTTLE.lockMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.lockMs / 1000);
    expect(await t.database.db.select().from(authThrottle)).toEqual([]);
  });

  it('keeps the user’s set of sessions alive as long as a session in use, so a password change finds every one', async () => {
    const { cookie, user } = await registerUser(t.app, 'r_long');
    const sessionKeys = [];
    for (const key of await redis.keys(`${t.prefix}session:*`)) if ((await redis.hget(key, 'userId')) === String(user.id)) sessionKeys.push(key);
    expect(sessionKeys).toHaveLength(1);
    // As if last seen 11 minutes ago, with the user's set about to expire.
    await redis.hset(sessionKeys[0]!, 'seenAt', Date.now() - 11 * 60 * 1000);
    await redis.pexpire(`${t.prefix}user:${user.id}`, 5000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect(await redis.pttl(`${t.prefix}user:${user.id}`)).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('ends a deleted account’s sessions', async () => {
    const { cookie, user } = await registerUser(t.app, 'r_gone');
    const { users } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  describe('when Redis goes away', () => {
    let proxy: TcpProxy;
    let cut: TestApp;
    beforeAll(async () => {
      const url = new URL(redisBackend!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
      cut = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    });
    afterAll(async () => {
      await proxy.restore();
      await cut.close();
      await proxy.close();
    });

    it('answers 503 with a clear message, health says 503, and it recovers by itself', async () => {
      const { cookie } = await registerUser(cut.app, 'r_out');
      await proxy.cut();
      const started = Date.now();
      const me = await cut.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(503);
      expect(me.json().message).toMatch(/temporarily unavailable/i);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await cut.app.inject({ url: '/api/health' })).statusCode).toBe(503);
      await proxy.restore();
      let status = 0;
      await waitFor(async () => (status = (await cut.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode) === 200, { intervalMs: 100 });
      expect(status).toBe(200);
      expect((await cut.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    });
  });

  it('refuses to start when REDIS_URL cannot be reached, naming it', async () => {
    await expect(t.sibling({ REDIS_URL: 'redis://127.0.0.1:1' })).rejects.toThrow(/REDIS_URL: could not connect/);
  });

  it('gives a new token at sign-in and forgets the old one', async () => {
    const { cookie } = await registerUser(t.app, 'r_fix');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie }, payload: { usernameOrEmail: 'collector_r_fix', password: 'harbor-lantern-47' } });
    expect(sessionCookie(again)).not.toBe(cookie);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(again) } })).statusCode).toBe(200);
  });
});
