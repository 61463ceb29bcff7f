import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { totpFor } from '../src/modules/auth/second-factor';
import { ADMIN_ENV, adminTotp } from './support/admin-fixtures';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app';

/**
 * Admins' authenticator secrets are kept encrypted (AES-256-GCM, a key derived from the server's
 * secret): a copy of the users table (a backup, a leaked dump) does not give anyone the codes.
 */
let t: TestApp;
const NEWCOMER = { email: 'enrols@goat.example', password: 'quiet-orchard-82' };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await (await t.sibling({ ADMIN_EMAIL: NEWCOMER.email, ADMIN_PASSWORD: NEWCOMER.password, ADMIN_TOTP_SECRET: '' })).close();
});
afterAll(async () => t.close());

const storedSecret = async (email: string) => (await t.database.db.select({ s: users.totpSecret }).from(users).where(eq(users.email, email)))[0]!.s;
const forgetLastStep = (email: string) => t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
const login = (usernameOrEmail: string, password: string, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password, totp } });

describe('the authenticator secret at rest', () => {
  it('is never stored as it is: ADMIN_TOTP_SECRET is kept encrypted, and its codes sign in', async () => {
    const stored = await storedSecret(ADMIN_ENV.ADMIN_EMAIL);
    expect(stored).toBeTruthy();
    expect(stored).not.toContain(ADMIN_ENV.ADMIN_TOTP_SECRET);
    await forgetLastStep(ADMIN_ENV.ADMIN_EMAIL);
    expect((await login(ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD, adminTotp())).statusCode).toBe(200);
  });

  it('is kept encrypted from the set-up on, and the codes of the app that scanned it sign in', async () => {
    const cookie = sessionCookie(await login(NEWCOMER.email, NEWCOMER.password));
    const setup = await t.app.inject({ method: 'POST', url: '/api/auth/totp/setup', headers: { cookie }, payload: { password: NEWCOMER.password } });
    const secret = (setup.json() as { secret: string }).secret;
    expect(await storedSecret(NEWCOMER.email)).not.toContain(secret);
    const enabled = await t.app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers: { cookie }, payload: { password: NEWCOMER.password, code: totpFor(secret).generate() } });
    expect(enabled.statusCode).toBe(200);
    expect(await storedSecret(NEWCOMER.email)).not.toContain(secret);
    await forgetLastStep(NEWCOMER.email);
    expect((await login(NEWCOMER.email, NEWCOMER.password, totpFor(secret).generate())).statusCode).toBe(200);
  });

  it('still works for a secret stored in clear text by an earlier version, which is encrypted at its next use', async () => {
    const legacy = 'KRUGS4ZANFZSAYJAONSWG4TFOQQGC3TE';
    await t.database.db.update(users).set({ totpSecret: legacy, totpLastStep: null }).where(eq(users.email, NEWCOMER.email));
    expect((await login(NEWCOMER.email, NEWCOMER.password, totpFor(legacy).generate())).statusCode).toBe(200);
    expect(await storedSecret(NEWCOMER.email)).not.toContain(legacy);
    await forgetLastStep(NEWCOMER.email);
    expect((await login(NEWCOMER.email, NEWCOMER.password, totpFor(legacy).generate())).statusCode).toBe(200);
  });

  it('cannot be moved to another admin\'s row: a secret sealed for one account does not open for another', async () => {
    const theirs = await storedSecret(ADMIN_ENV.ADMIN_EMAIL);
    await t.database.db.update(users).set({ totpSecret: theirs, totpLastStep: null }).where(eq(users.email, NEWCOMER.email));
    const res = await login(NEWCOMER.email, NEWCOMER.password, adminTotp());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ mfaRequired: true });
  });
});
