import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, users } from '../src/db/schema';
import { createSecretBox } from '../src/modules/auth/secret-box';
import { createSecondFactor, totpFor } from '../src/modules/auth/second-factor';
import { ADMIN_ENV, adminTotp } from './support/admin-fixtures';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

let t: TestApp;
const ADMIN = { usernameOrEmail: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD };
// A second admin, made without ADMIN_TOTP_SECRET: it sets up its second factor at first sign-in.
const NEWCOMER = { ADMIN_EMAIL: 'newcomer@goat.example', ADMIN_PASSWORD: 'quiet-orchard-82' };
const STEP_MS = 30_000;

const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload });
/** A fresh start for the admin's replay guard: each test's own codes, not those of the test before. */
const forgetLastStep = () => t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.role, 'admin'));

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await (await t.sibling({ ...NEWCOMER, ADMIN_TOTP_SECRET: '' })).close();
});
afterAll(async () => t.close());

describe('an admin signs in with a second factor', () => {
  it('refuses the right password alone with 401 and mfaRequired, and signs in with the current code', async () => {
    await forgetLastStep();
    const alone = await login(ADMIN);
    expect(alone.statusCode).toBe(401);
    expect(alone.json()).toEqual({ message: 'Enter the 6-digit code from your authenticator app', mfaRequired: true });
    expect(alone.cookies.find((c) => c.name === 'goat_sid')).toBeUndefined();

    const withCode = await login({ ...ADMIN, totp: adminTotp() });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json()).toMatchObject({ role: 'admin', email: ADMIN_ENV.ADMIN_EMAIL });
    expect(withCode.json()).not.toHaveProperty('mfaSetupRequired');
    const users = await t.app.inject({ url: '/api/admin/users', headers: { cookie: sessionCookie(withCode) } });
    expect(users.statusCode).toBe(200);
  });

  it('does not accept a code twice (its time step is spent), while the next step\'s code works', async () => {
    await forgetLastStep();
    const code = adminTotp();
    expect((await login({ ...ADMIN, totp: code })).statusCode).toBe(200);
    const replay = await login({ ...ADMIN, totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ mfaRequired: true, errors: { totp: expect.stringMatching(/already been used/) } });
    // The authenticator's next code (one step ahead is within the window) is a new one: accepted.
    const next = totpFor(ADMIN_ENV.ADMIN_TOTP_SECRET).generate({ timestamp: Date.now() + STEP_MS });
    expect((await login({ ...ADMIN, totp: next })).statusCode).toBe(200);
  });

  it('counts a wrong code as a failed sign-in: after the account\'s limit even the right code waits', async () => {
    await forgetLastStep();
    const wrong = adminTotp() === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login({ ...ADMIN, totp: wrong }, '10.7.0.1')).statusCode).toBe(401);
    const locked = await login({ ...ADMIN, totp: adminTotp() }, '10.7.0.1');
    expect(locked.statusCode).toBe(429);
    await t.database.db.execute(`delete from auth_throttle`);
  });

  it('ignores a customer\'s totp', async () => {
    await registerUser(t.app, 'totp_c1');
    const res = await login({ usernameOrEmail: 'collector_totp_c1', password: 'harbor-lantern-47', totp: '123456' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'customer' });
  });

  it('does not count the password-then-code round trip against the address: 25 sign-ins in a row all get in', async () => {
    for (let i = 0; i < 25; i++) {
      const first = await login(ADMIN, '127.0.0.40');
      expect(first.statusCode).toBe(401);
      await forgetLastStep();
      const second = await login({ ...ADMIN, totp: adminTotp() }, '127.0.0.40');
      expect(second.statusCode).toBe(200);
    }
  });

  it('names the field in words for a code that is not one', async () => {
    const res = await login({ ...ADMIN, totp: '<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.totp).toBe('Authentication code must be the 6 digits from your app, or a recovery code');
  });
});

describe('an admin without a second factor yet', () => {
  let cookie: string;
  let secret: string;

  it('signs in with the password into a session that can only set one up', async () => {
    const res = await login({ usernameOrEmail: NEWCOMER.ADMIN_EMAIL, password: NEWCOMER.ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', mfaSetupRequired: true });
    cookie = sessionCookie(res);
    const { user } = await registerUser(t.app, 'half_t1');
    for (const url of ['/api/admin/users', '/api/admin/submissions', '/api/admin/invoices', `/api/submissions?userId=${user.id}`]) {
      const refused = await t.app.inject({ url, headers: { cookie } });
      expect(refused.statusCode, url).toBe(403);
    }
    const admin = await t.app.inject({ url: '/api/admin/users', headers: { cookie } });
    expect(admin.json().message).toBe('Set up two-step sign-in (an authenticator app) before using the back office');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json()).toMatchObject({ mfaSetupRequired: true });
  });

  it('gets a secret, its otpauth:// URI and a QR code, and confirms it with a current code', async () => {
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie }, payload: { password: NEWCOMER.ADMIN_PASSWORD } });
    expect(setup.statusCode).toBe(200);
    const body = setup.json() as { secret: string; uri: string; qrCode: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]{32}/);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    secret = body.secret;

    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers: { cookie }, payload: { code: '12345', password: NEWCOMER.ADMIN_PASSWORD } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe('Authentication code must be the 6 digits shown in your authenticator app');

    const enabled = await t.app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers: { cookie }, payload: { code: totpFor(secret).generate(), password: NEWCOMER.ADMIN_PASSWORD } });
    expect(enabled.statusCode).toBe(200);
    // The session that enrolled now has admin rights, on a new cookie (decision 019).
    cookie = sessionCookie(enabled);
    const codes = enabled.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Kept hashed only: no code in the table as it was shown.
    const stored = await t.database.db.select().from(recoveryCodes);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    expect((await t.app.inject({ url: '/api/admin/users', headers: { cookie } })).statusCode).toBe(200);
    // No second setup over an enabled factor (that would let a stolen session replace it).
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie }, payload: { password: NEWCOMER.ADMIN_PASSWORD } })).statusCode).toBe(409);
    // From now on the password alone is not enough.
    expect((await login({ usernameOrEmail: NEWCOMER.ADMIN_EMAIL, password: NEWCOMER.ADMIN_PASSWORD })).json()).toMatchObject({ mfaRequired: true });

    const recovery = codes[3]!;
    const first = await login({ usernameOrEmail: NEWCOMER.ADMIN_EMAIL, password: NEWCOMER.ADMIN_PASSWORD, totp: recovery.toLowerCase() });
    expect(first.statusCode).toBe(200);
    const again = await login({ usernameOrEmail: NEWCOMER.ADMIN_EMAIL, password: NEWCOMER.ADMIN_PASSWORD, totp: recovery });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ mfaRequired: true });
  });

  it('keeps the enrolment routes for admins', async () => {
    const { cookie: customer } = await registerUser(t.app, 'totp_c2');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie: customer } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup' })).statusCode).toBe(401);
  });
});

describe('the replay guard, on a clock of its own', () => {
  it('accepts each step once, and an older step never after a newer one', async () => {
    let now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const factor = createSecondFactor({ db: t.database.db, box: createSecretBox(t.app.serverSecret), now: () => now });
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, ADMIN_ENV.ADMIN_EMAIL));
    await factor.provision(admin!.id, ADMIN_ENV.ADMIN_TOTP_SECRET);
    const [fresh] = await t.database.db.select().from(users).where(eq(users.id, admin!.id));
    const codeAt = (ms: number) => totpFor(ADMIN_ENV.ADMIN_TOTP_SECRET).generate({ timestamp: ms });
    const earlier = codeAt(now - STEP_MS);
    expect(await factor.check(fresh!, codeAt(now))).toBe('ok');
    expect(await factor.check(fresh!, codeAt(now))).toBe('wrong');
    expect(await factor.check(fresh!, earlier)).toBe('wrong');
    now += STEP_MS;
    expect(await factor.check(fresh!, codeAt(now))).toBe('ok');
    // Two minutes later, a code from two minutes before is out of the window.
    now += 4 * STEP_MS;
    expect(await factor.check(fresh!, codeAt(now - 4 * STEP_MS))).toBe('wrong');
  });
});
