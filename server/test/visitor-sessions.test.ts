import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createSessionStore } from '../src/modules/auth/session-store';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

/**
 * Visitor sessions (no account) are made only when a request needs one, at most VISITOR_SESSIONS_PER_HOUR
 * per address, and an unused one lives a day, not a week (decision 020, amended).
 */
let t: TestApp;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ VISITOR_SESSIONS_PER_HOUR: '30' });
});
afterAll(async () => t.close());

const startVisit = (remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/visitor-session', remoteAddress, headers: cookie ? { cookie } : {} });
const sessionsFrom = async (ip: string) => (await t.database.db.select().from(sessions).where(eq(sessions.ip, ip))).length;

describe('visitor sessions per address', () => {
  it('makes 30 an hour from one address, then answers 429 with Retry-After, and makes no more', async () => {
    for (let i = 0; i < 30; i++) expect((await startVisit('10.30.0.1')).statusCode).toBe(204);
    const refused = await startVisit('10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many visitor sessions were started from this address\. Please try again in \d+ minutes?\.$/);
    expect(refused.cookies.find((c) => c.name === 'goat_sid')).toBeUndefined();
    expect(await sessionsFrom('10.30.0.1')).toBe(30);
    // Another address is not held up.
    expect((await startVisit('10.30.0.2')).statusCode).toBe(204);
  });

  it('does not count a request that already has its session', async () => {
    const first = await startVisit('10.31.0.1');
    const cookie = sessionCookie(first);
    for (let i = 0; i < 40; i++) expect((await startVisit('10.31.0.1', cookie)).statusCode).toBe(204);
    expect(await sessionsFrom('10.31.0.1')).toBe(1);
  });

  it('makes none for a page that only asks who is here', async () => {
    const res = await t.app.inject({ url: '/api/auth/session', remoteAddress: '10.32.0.1' });
    expect(res.json()).toEqual({ user: null });
    expect(res.cookies.find((c) => c.name === 'goat_sid')).toBeUndefined();
    expect(await sessionsFrom('10.32.0.1')).toBe(0);
  });
});

describe('how long a visitor session lives', () => {
  it('is a day for a new visitor session, and a signed-in session gets the full lifetime', async () => {
    const visit = await startVisit('10.33.0.1');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.ip, '10.33.0.1'));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(24 * HOUR + 1000);
    const { cookie } = await registerUser(t.app, 'visit_1');
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.33.0.1', headers: { cookie: sessionCookie(visit) }, payload: { usernameOrEmail: 'collector_visit_1', password: 'harbor-lantern-47' } });
    expect(signedIn.statusCode).toBe(200);
    const [after] = await t.database.db.select().from(sessions).where(eq(sessions.id, row!.id));
    expect(after!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 24 * HOUR);
    expect(cookie).toBeTruthy();
  });

  it('ends an unused visitor session after a day, and housekeeping removes its row', async () => {
    let now = Date.UTC(2026, 10, 28, 9, 0, 0);
    const store = createSessionStore(t.database.db, () => now);
    const visitor = await store.create({ userId: null, ip: '10.34.0.1' });
    now += 23 * HOUR;
    expect(await store.load(visitor.token)).not.toBeNull();
    now += 24 * HOUR + 1;
    expect(await store.load(visitor.token)).toBeNull();
    await store.purgeExpired();
    expect(await sessionsFrom('10.34.0.1')).toBe(0);
  });
});
