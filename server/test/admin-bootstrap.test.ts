import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (app: TestApp['app'], usernameOrEmail: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } });

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('creates an admin named after the email when none exists, once', async () => {
    const env = { ADMIN_EMAIL: 'Chief.Curator@goat.example', ADMIN_PASSWORD: 'a-long-admin-pass' };
    const app = await t.sibling(env);
    await t.sibling(env); // a second start must not create a second account
    const res = await login(app, 'Chief_Curator', 'a-long-admin-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', email: 'Chief.Curator@goat.example', username: 'Chief_Curator' });
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().role).toBe('admin');
  });

  it('promotes an existing account without changing its password', async () => {
    await registerUser(t.app, 'promoted');
    const app = await t.sibling({ ADMIN_EMAIL: 'COLLECTORPROMOTED@example.com', ADMIN_PASSWORD: 'ignored-password' });
    expect((await login(app, 'collector_promoted', 'ignored-password')).statusCode).toBe(401);
    const res = await login(app, 'collector_promoted', 'secret-pass');
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('admin');
  });

  it('picks a free username when the local part is taken', async () => {
    await registerUser(t.app, 'x', { username: 'owner', email: 'someone@example.com' });
    const app = await t.sibling({ ADMIN_EMAIL: 'owner@goat.example', ADMIN_PASSWORD: 'another-admin-pass' });
    const res = await login(app, 'owner@goat.example', 'another-admin-pass');
    expect(res.json()).toMatchObject({ role: 'admin', username: 'owner2' });
  });
});
