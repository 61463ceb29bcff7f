import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionCookie, validRegistration, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const USER_KEYS = ['createdAt', 'email', 'firstName', 'id', 'lastName', 'role', 'username'];

describe('POST /api/auth/register', () => {
  it('creates a customer, returns exactly the user object and signs the browser in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration('reg1') });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({ username: 'collector_reg1', email: 'collectorreg1@example.com', role: 'customer' });
    expect(new Date(user.createdAt).toString()).not.toBe('Invalid Date');
    const cookie = res.cookies.find((c) => c.name === 'goat_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('ignores a requested admin role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration('sneaky'), role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().role).toBe('customer');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().role).toBe('customer');
  });

  it.each([
    ['username', 'ab'],
    ['username', 'has space'],
    ['username', 'x'.repeat(21)],
    ['email', 'not-an-email'],
    ['password', 'short-pw-1'],
    ['firstName', 'A'],
    ['lastName', ''],
  ])('refuses a bad %s (%j) with 400 naming the field', async (field, value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration(`b${field.length}`), [field]: value },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.errors)).toEqual([field]);
    // The field named in words ("First name"), never by its key ("firstName").
    const words = field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
    expect(body.message.toLowerCase()).toContain(words);
    if (field !== words) expect(body.message).not.toContain(field);
  });

  it('refuses a duplicate username or email whatever the case, with 409 naming the field', async () => {
    await registerUser(t.app, 'dup');
    const sameName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration('other1'), username: 'COLLECTOR_DUP' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(Object.keys(sameName.json().errors)).toEqual(['username']);
    expect(sameName.json().message).toMatch(/username/i);

    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validRegistration('other2'), email: 'CollectorDup@Example.com' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(Object.keys(sameEmail.json().errors)).toEqual(['email']);
    expect(sameEmail.json().message).toMatch(/email/i);
  });

  it('keeps usernames unique even when two registrations race', async () => {
    const payload = validRegistration('race');
    const results = await Promise.all(
      [0, 1, 2].map((i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...payload, email: `race${i}@example.com` } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('POST /api/auth/login', () => {
  beforeAll(async () => {
    await registerUser(t.app, 'login');
  });

  it('signs in by username or by email, without regard to case', async () => {
    for (const usernameOrEmail of ['collector_login', 'COLLECTORLOGIN@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail, password: 'harbor-lantern-47' },
      });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json()).sort()).toEqual(USER_KEYS);
      const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
      expect(me.json().username).toBe('collector_login');
    }
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.50',
      payload: { usernameOrEmail: 'collector_login', password: 'wrong-pass' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.50',
      payload: { usernameOrEmail: 'nobody_here', password: 'wrong-pass' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username/email or password' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('refuses a password shorter than 6 characters as invalid input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: 'x', password: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('password');
  });
});

describe('sessions', () => {
  it('GET /api/auth/me is 401 without a session and with a forged cookie', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/auth/me', headers: { cookie: 'goat_sid=abc.def' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toHaveProperty('message');
  });

  it('POST /api/auth/visitor-session makes one session and keeps it', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/visitor-session' });
    expect(first.statusCode).toBe(204);
    const cookie = sessionCookie(first);
    expect(cookie).toBeTruthy();
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/visitor-session', headers: { cookie } });
    expect(again.statusCode).toBe(204);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/auth/session answers 200 with null for a visitor and the user when signed in', async () => {
    const visitor = await t.app.inject({ url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const { cookie } = await registerUser(t.app, 'sessionq');
    const signedIn = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(signedIn.json().user).toMatchObject({ role: 'customer' });
    expect(signedIn.json().user).not.toHaveProperty('passwordHash');
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { cookie } = await registerUser(t.app, 'logout');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'goat_sid')?.value).toBe('');
    // The old cookie, replayed, no longer works.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('survives a restart and works on another server instance (stored in the database)', async () => {
    const { cookie, user } = await registerUser(t.app, 'restart');
    const other = await t.sibling();
    const me = await other.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('gives a new token at sign-in (no session fixation)', async () => {
    const { cookie } = await registerUser(t.app, 'fixation');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { usernameOrEmail: 'collector_fixation', password: 'harbor-lantern-47' },
    });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).not.toBe(cookie);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    const secureApp = await t.sibling({ PUBLIC_URL: 'https://goat.example.com', PAYMENTS_MODE: 'sandbox' });
    const res = await secureApp.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://goat.example.com' },
      payload: validRegistration('secure'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === 'goat_sid')?.secure).toBe(true);
  });
});

describe('no password hash leaves the server', () => {
  it('register, login and me replies carry no hash', async () => {
    const reg = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration('nohash') });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: 'collector_nohash', password: 'harbor-lantern-47' },
    });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(login) } });
    for (const res of [reg, login, me]) {
      expect(res.body).not.toMatch(/argon2|password/i);
    }
  });
});
