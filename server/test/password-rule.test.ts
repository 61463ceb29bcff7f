import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '@shared/password-rule';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/password';
import { sentMail } from './support/loa-fixtures';
import { createTestApp, registerUser, sessionCookie, validRegistration, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (n: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...validRegistration(n), password } });
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } });
const changePassword = (cookie: string, currentPassword: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword, newPassword }, headers: { cookie } });

describe('a new password is at least 12 characters and not a common one (attack: guessing weak passwords)', () => {
  it.each([
    ['short1', 'secret-pw1', 'Password must be at least 12 characters'],
    ['common1', 'password1234', PASSWORD_TOO_COMMON],
    ['common2', 'qwertyuiop12', PASSWORD_TOO_COMMON],
    // Built from the account's own username.
    ['common3', 'collector_common3', PASSWORD_TOO_COMMON],
  ])('registration (%s) refuses %j with 400 naming the password', async (n, password, message) => {
    const res = await register(n, password);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: message });
  });

  it('change password refuses a common new password and keeps the old one', async () => {
    const { cookie } = await registerUser(t.app, 'chg_common');
    const res = await changePassword(cookie, 'harbor-lantern-47', 'iloveyou2024');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: PASSWORD_TOO_COMMON });
    expect((await login('collector_chg_common', 'harbor-lantern-47')).statusCode).toBe(200);
  });

  it('reset password refuses a common new password without spending the link', async () => {
    await registerUser(t.app, 'rst_common');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'collectorrst_common@example.com' } });
    const mail = await sentMail(t, (raw) => raw.includes('To: collectorrst_common@example.com'));
    const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    expect(token).toBeDefined();
    const weak = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'football1234' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ newPassword: PASSWORD_TOO_COMMON });
    const good = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'quiet-orchard-82' } });
    expect(good.statusCode).toBe(200);
  });
});

describe('accounts from the 6-character days keep working and are asked to change (attack: weak old passwords)', () => {
  it('signs in with the old short password, says a change is required until one is made', async () => {
    const { user } = await registerUser(t.app, 'oldtimer');
    // An account made under the old rule: a 7-character password.
    await t.database.db.update(users).set({ passwordHash: await hashPassword('secret1') }).where(eq(users.id, user.id));

    const res = await login('collector_oldtimer', 'secret1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, passwordChangeRequired: true });
    const cookie = sessionCookie(res);
    // A reload asks the session: the requirement is still there, and the account's data is reachable.
    expect((await t.app.inject({ url: '/api/auth/session', headers: { cookie } })).json().user).toMatchObject({ passwordChangeRequired: true });
    expect((await t.app.inject({ url: '/api/account/preferences', headers: { cookie } })).statusCode).toBe(200);

    const changed = await changePassword(cookie, 'secret1', 'quiet-orchard-82');
    expect(changed.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/api/auth/session', headers: { cookie: sessionCookie(changed) } });
    expect(after.json().user).not.toHaveProperty('passwordChangeRequired');
    expect((await login('collector_oldtimer', 'quiet-orchard-82')).json()).not.toHaveProperty('passwordChangeRequired');
  });

  it('a password meeting the rule signs in with no such mark', async () => {
    await registerUser(t.app, 'modern');
    const res = await login('collector_modern', 'harbor-lantern-47');
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('passwordChangeRequired');
  });
});
