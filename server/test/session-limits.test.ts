import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createRedisSessionStore } from '../src/modules/auth/redis-session-store';
import { SESSION_LIMITS } from '../src/modules/auth/session-limits';
import { createSessionStore, type SessionStore } from '../src/modules/auth/session-store';
import { createUserRepository } from '../src/modules/auth/user-repository';
import { createTestApp, redisBackend, registerUser, type TestApp } from './support/test-app';

/**
 * Sessions end: after a while unused (idle), and at an absolute limit from sign-in however busy they
 * are, 12 hours for an admin (decision 020). The store under test is the one the project runs with
 * (Redis in api-redis, the database otherwise), on a clock the test moves instead of waiting.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let redis: Redis | null = null;
let now = Date.now();
let store: SessionStore;
let customerId: number;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  customerId = (await registerUser(t.app, 'limits_c')).user.id;
  adminId = (await registerUser(t.app, 'limits_a')).user.id;
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId));
  const clock = () => now;
  if (redisBackend) {
    redis = new Redis(redisBackend, { keyPrefix: `${t.prefix}limits:` });
    const repo = createUserRepository(t.database.db);
    store = createRedisSessionStore(redis, (id) => repo.findById(id), clock);
  } else {
    store = createSessionStore(t.database.db, clock);
  }
});
afterAll(async () => {
  redis?.disconnect();
  await t.close();
});

/** Uses the session every `stepMs` until `untilMs` has passed; answers whether it was still signed in each time. */
async function useFor(token: string, untilMs: number, stepMs: number): Promise<boolean> {
  const end = now + untilMs;
  while (now < end) {
    now = Math.min(end, now + stepMs);
    if (!(await store.load(token))?.user) return false;
  }
  return true;
}

describe('session limits', () => {
  it('ends an admin session 12 hours after sign-in, however busy it was', async () => {
    const { id, token } = await store.create({ userId: adminId });
    expect(await useFor(token, SESSION_LIMITS.admin.absoluteMs - 60_000, 30 * 60 * 1000)).toBe(true);
    now += 60_000;
    expect(await store.load(token)).toBeNull();
    expect((await store.listForUser(adminId)).map((s) => s.id)).not.toContain(id);
  });

  it('ends an admin session left unused for two hours', async () => {
    const { token } = await store.create({ userId: adminId });
    now += SESSION_LIMITS.admin.idleMs + 1;
    expect(await store.load(token)).toBeNull();
  });

  it('slides a customer session while it is used, up to 30 days from sign-in', async () => {
    const { token } = await store.create({ userId: customerId });
    expect(await useFor(token, SESSION_LIMITS.customer.absoluteMs - HOUR, 2 * DAY)).toBe(true);
    now += HOUR;
    expect(await store.load(token)).toBeNull();
  });

  it('ends a customer session left unused for a week', async () => {
    const { token } = await store.create({ userId: customerId });
    now += 6 * DAY;
    expect((await store.load(token))?.user?.id).toBe(customerId);
    now += SESSION_LIMITS.customer.idleMs + 1;
    expect(await store.load(token)).toBeNull();
  });

  it('counts a visitor session signed in later from its sign-in, not its creation', async () => {
    const visitor = await store.create({ userId: null });
    // Used twice a day (an unused visitor session ends after a day) for 20 days.
    for (let half = 0; half < 40; half++) {
      now += DAY / 2;
      expect(await store.load(visitor.token)).not.toBeNull();
    }
    const token = await store.signIn(visitor.id, customerId);
    expect(await useFor(token, SESSION_LIMITS.customer.absoluteMs - HOUR, 2 * DAY)).toBe(true);
    now += HOUR;
    expect(await store.load(token)).toBeNull();
  });

  it('lists only the sessions that have not ended', async () => {
    const old = await store.create({ userId: customerId, userAgent: 'old browser' });
    now += 3 * DAY;
    const fresh = await store.create({ userId: customerId, userAgent: 'new browser' });
    now += 5 * DAY;
    const listed = await store.listForUser(customerId);
    expect(listed.map((s) => s.id)).toEqual([fresh.id]);
    expect(listed[0]!.userAgent).toBe('new browser');
    expect(await store.load(old.token)).toBeNull();
  });
});

describe.skipIf(!redisBackend)('Redis keeps nothing forever', () => {
  it('gives every key it writes (sessions, user sets, limits, lookups) a time to live', async () => {
    const { cookie } = await registerUser(t.app, 'limits_ttl');
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: 'collector_limits_ttl', password: 'wrong-password-here' } });
    await t.app.inject({ url: '/api/account/sessions', headers: { cookie } });
    await t.app.inject({ url: '/api/certificates/verify?certificateNumber=GA-NONE-0001&lastName=Stone' });
    const client = new Redis(redisBackend!);
    try {
      const keys = await client.keys(`${t.prefix}*`);
      expect(keys.length).toBeGreaterThan(3);
      const forever = [];
      for (const key of keys) if ((await client.pttl(key)) < 0) forever.push(key);
      expect(forever).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
