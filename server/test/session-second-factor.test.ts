import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { totpFor } from '../src/modules/auth/second-factor';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

/**
 * The second factor belongs to the session (decision 019, amended): a session signed in with the
 * password alone never becomes an admin session, whatever happens to the account meanwhile.
 */
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A new admin without a second factor, made at start from ADMIN_EMAIL as an operator would. */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const admin = { email: `deputy${++n}@goat.example`, password: 'quiet-orchard-82' };
  await t.sibling({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  return admin;
}

const login = (admin: { email: string; password: string }, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: admin.email, password: admin.password, totp } });
const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** Enrols in the session of `cookie`: setup, then enable with a current code. Answers the secret and the reply. */
async function enrol(cookie: string, password: string) {
  const setup = await post('/api/auth/totp/setup', cookie, { password });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = (setup.json() as { secret: string }).secret;
  const enabled = await post('/api/auth/totp/enable', cookie, { password, code: totpFor(secret).generate() });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, enabled };
}

describe('a session signed in with the password alone', () => {
  it('does not become an admin session when the admin enrols in another session', async () => {
    const admin = await newAdmin();
    // The thief, with the password, before the admin has set up two-step sign-in.
    const thief = sessionCookie(await login(admin));
    expect((await get('/api/admin/stats', thief)).statusCode).toBe(403);
    // The admin, elsewhere, signs in and enrols.
    const owner = sessionCookie(await login(admin));
    const { enabled } = await enrol(owner, admin.password);
    // The owner's session passed the second factor (on a new token); the thief's is over.
    const ownerNow = enabled.cookies.some((c) => c.name === 'goat_sid') ? sessionCookie(enabled) : owner;
    expect((await get('/api/admin/stats', ownerNow)).statusCode).toBe(200);
    for (const url of ['/api/admin/stats', '/api/admin/users']) {
      const res = await get(url, thief);
      expect(res.statusCode, url).toBe(401);
    }
    expect((await get('/api/auth/me', thief)).statusCode).toBe(401);
  });

  it('is refused by the admin routes even when its account has a second factor: the session never passed it', async () => {
    const admin = await newAdmin();
    const halfway = sessionCookie(await login(admin));
    // The account gains a second factor behind this session's back (a race with the enrolment).
    await t.database.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() }).where(eq(users.email, admin.email));
    const { user: customer } = await registerUser(t.app, `sf_${n}`);
    for (const url of ['/api/admin/stats', '/api/admin/users', `/api/submissions?userId=${customer.id}`]) {
      const res = await get(url, halfway);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await get('/api/admin/users', halfway)).json().message).toMatch(/code from your authenticator app/);
  });

  it('says in /api/auth/me that it still has to set up the second factor, and no longer once it has', async () => {
    const admin = await newAdmin();
    const cookie = sessionCookie(await login(admin));
    expect((await get('/api/auth/me', cookie)).json()).toMatchObject({ role: 'admin', mfaSetupRequired: true });
    const { enabled } = await enrol(cookie, admin.password);
    const me = await get('/api/auth/me', sessionCookie(enabled));
    expect(me.json()).toMatchObject({ role: 'admin' });
    expect(me.json()).not.toHaveProperty('mfaSetupRequired');
    expect((await get('/api/auth/session', sessionCookie(enabled))).json().user).not.toHaveProperty('mfaSetupRequired');
  });
});

describe('a session that passed the second factor', () => {
  it('keeps its admin rights across a password change (the same session, on a new token)', async () => {
    const admin = await newAdmin();
    const { enabled } = await enrol(sessionCookie(await login(admin)), admin.password);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: sessionCookie(enabled) },
      payload: { currentPassword: admin.password, newPassword: 'lantern-quarry-harbor-58' },
    });
    expect(changed.statusCode, changed.body).toBe(204);
    expect((await get('/api/admin/stats', sessionCookie(changed))).statusCode).toBe(200);
  });
});

describe('setting up a second factor asks for the password again', () => {
  it('refuses setup and enable without the password (400 naming password), or with a wrong one', async () => {
    const admin = await newAdmin();
    const cookie = sessionCookie(await login(admin));
    const missing = await post('/api/auth/totp/setup', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('password');
    const wrong = await post('/api/auth/totp/setup', cookie, { password: 'not-the-password-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.password).toBe('Current password is incorrect');

    const setup = await post('/api/auth/totp/setup', cookie, { password: admin.password });
    expect(setup.statusCode).toBe(200);
    const code = totpFor((setup.json() as { secret: string }).secret).generate();
    const noPassword = await post('/api/auth/totp/enable', cookie, { code });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toHaveProperty('password');
    const wrongPassword = await post('/api/auth/totp/enable', cookie, { code, password: 'not-the-password-9' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toBe('Current password is incorrect');
    // Nothing was enabled by those attempts.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
    expect(row!.totpEnabledAt).toBeNull();
  });

  it('counts wrong passwords like sign-ins: the sixth guess from a stolen session waits', async () => {
    const admin = await newAdmin();
    const cookie = sessionCookie(await login(admin));
    const guess = () => t.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie }, remoteAddress: '10.9.0.1', payload: { password: 'a-wrong-guess-42' } });
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(400);
    const locked = await guess();
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('ADMIN_TOTP_SECRET applied at start to an existing admin', () => {
  it('ends every session that admin had, so none signed in with the password alone becomes an admin session', async () => {
    const admin = await newAdmin();
    const old = sessionCookie(await login(admin));
    expect((await get('/api/admin/stats', old)).statusCode).toBe(403);
    const secret = 'KRUGS4ZANFZSAYJAONSWG4TFOQQGC3TE';
    await t.sibling({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_TOTP_SECRET: secret });
    expect((await get('/api/admin/stats', old)).statusCode).toBe(401);
    // The admin signs in again, with a code this time, into an admin session.
    const again = await login(admin, totpFor(secret).generate());
    expect(again.statusCode).toBe(200);
    expect((await get('/api/admin/stats', sessionCookie(again))).statusCode).toBe(200);
  });
});
