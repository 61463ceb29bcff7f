import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentMail } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const names = { firstName: 'Avery', lastName: 'Stone' };
const putProfile = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/profile', payload, headers: { cookie } });
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } });
const resetWith = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

/** Asks for a reset link for the address and reads the newest token from the outbox. */
async function resetToken(email: string): Promise<string> {
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(202);
  const mail = await sentMail(t, (raw) => raw.includes(`To: ${email}`) && raw.includes('reset-password#token='));
  const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

describe('changing the e-mail asks for the password and tells the old address (attack: a stolen session takes the account over)', () => {
  it('refuses a new e-mail without the current password, or with a wrong one, naming the field', async () => {
    const { cookie } = await registerUser(t.app, 'em_nopw');
    const none = await putProfile(cookie, { ...names, email: 'thief@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ currentPassword: 'Enter your current password to change your e-mail address' });
    const wrong = await putProfile(cookie, { ...names, email: 'thief@example.com', currentPassword: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await login('collectorem_nopw@example.com', 'harbor-lantern-47')).statusCode).toBe(200);
    expect((await login('thief@example.com', 'harbor-lantern-47')).statusCode).toBe(401);
  });

  it('names alone need no password', async () => {
    const { cookie } = await registerUser(t.app, 'em_names');
    const res = await putProfile(cookie, { firstName: 'Robin', lastName: 'Hale', email: 'CollectorEm_Names@example.com' });
    expect(res.statusCode).toBe(200);
  });

  it('with the password, changes it and mails the old address a notice', async () => {
    const { cookie } = await registerUser(t.app, 'em_ok');
    const res = await putProfile(cookie, { ...names, email: 'new-home@example.com', currentPassword: 'harbor-lantern-47' });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('new-home@example.com');
    const notice = await sentMail(t, (raw) => raw.includes('To: collectorem_ok@example.com') && raw.includes('was changed'));
    expect(notice).toContain('Your e-mail was changed to new-home@example.com');
    expect(notice).toMatch(/If this wasn't you/);
  });

  it('wrong passwords here are throttled like sign-in', async () => {
    const { cookie } = await registerUser(t.app, 'em_thr');
    for (let i = 0; i < 5; i++) {
      expect((await putProfile(cookie, { ...names, email: 'thief2@example.com', currentPassword: `guess-${i}` })).statusCode).toBe(400);
    }
    const locked = await putProfile(cookie, { ...names, email: 'thief2@example.com', currentPassword: 'harbor-lantern-47' });
    expect(locked.statusCode).toBe(429);
  });
});

describe('a password or e-mail change spends every outstanding reset link (attack: an old link resets the password later)', () => {
  it('after an e-mail change, links sent to the old address no longer work', async () => {
    const { cookie } = await registerUser(t.app, 'em_link');
    const token = await resetToken('collectorem_link@example.com');
    expect((await putProfile(cookie, { ...names, email: 'moved@example.com', currentPassword: 'harbor-lantern-47' })).statusCode).toBe(200);
    const res = await resetWith(token, 'quiet-orchard-82');
    expect(res.statusCode).toBe(400);
    expect((await login('moved@example.com', 'harbor-lantern-47')).statusCode).toBe(200);
  });

  it('after a password change, earlier links no longer work', async () => {
    const { cookie } = await registerUser(t.app, 'pw_link');
    const token = await resetToken('collectorpw_link@example.com');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'harbor-lantern-47', newPassword: 'quiet-orchard-82' },
      headers: { cookie },
    });
    expect(changed.statusCode).toBe(204);
    expect((await resetWith(token, 'copper-signal-58')).statusCode).toBe(400);
    expect((await login('collector_pw_link', 'quiet-orchard-82')).statusCode).toBe(200);
  });
});
