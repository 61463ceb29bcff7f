import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { users } from '../src/db/schema';
import { ensureAdmin } from '../src/modules/auth/admin-bootstrap';
import { createUserRepository } from '../src/modules/auth/user-repository';
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

  it('never promotes an existing customer account: someone who registered the address first stays a customer', async () => {
    // The attack: register the address the operator will later put in ADMIN_EMAIL, with one's own password.
    const { user } = await registerUser(t.app, 'squatter', { email: 'owner.to.be@goat.example' });
    const app = await t.sibling({ ADMIN_EMAIL: 'OWNER.TO.BE@goat.example', ADMIN_PASSWORD: 'the-operators-pass' });
    const attacker = await login(app, 'collector_squatter', 'harbor-lantern-47');
    expect(attacker.json().role).toBe('customer');
    expect((await app.inject({ url: '/api/admin/users', headers: { cookie: sessionCookie(attacker) } })).statusCode).toBe(403);
    // No admin was made with the operator's password either: the address is taken.
    expect((await login(app, 'owner.to.be@goat.example', 'the-operators-pass')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('customer');
  });

  it('says plainly in the log that it did nothing, and why', async () => {
    await registerUser(t.app, 'early', { email: 'ops@goat.example' });
    const warnings: string[] = [];
    const log = { warn: (_: unknown, msg: string) => warnings.push(msg), info: () => undefined } as unknown as FastifyBaseLogger;
    await ensureAdmin(createUserRepository(t.database.db), { email: 'ops@goat.example', password: 'the-operators-pass' }, log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/existing customer account.*NOT promoted/);
  });

  it('picks a free username when the local part is taken', async () => {
    await registerUser(t.app, 'x', { username: 'owner', email: 'someone@example.com' });
    const app = await t.sibling({ ADMIN_EMAIL: 'owner@goat.example', ADMIN_PASSWORD: 'another-admin-pass' });
    const res = await login(app, 'owner@goat.example', 'another-admin-pass');
    expect(res.json()).toMatchObject({ role: 'admin', username: 'owner2' });
  });
});

describe('ADMIN_PASSWORD meets the password rule of every other account', () => {
  it('refuses to start with a password the admin command and the sign-up would refuse, naming ADMIN_PASSWORD, and makes no admin', async () => {
    // 12 characters: the length check alone let it through, while `npm run admin -- create` refused it.
    await expect(t.sibling({ ADMIN_EMAIL: 'weakadmin@goat.example', ADMIN_PASSWORD: 'password1234' })).rejects.toThrow(/ADMIN_PASSWORD: This password is too common/);
    expect(await createUserRepository(t.database.db).findByEmail('weakadmin@goat.example')).toBeUndefined();
  });
});

describe('the admin\'s name', () => {
  const me = async (app: TestApp['app'], user: string, password: string) => {
    const res = await login(app, user, password);
    return (await app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } })).json();
  };

  it('comes from ADMIN_FIRST_NAME and ADMIN_LAST_NAME', async () => {
    const app = await t.sibling({ ADMIN_EMAIL: 'named@goat.example', ADMIN_PASSWORD: 'named-admin-pass', ADMIN_FIRST_NAME: 'Dana', ADMIN_LAST_NAME: 'Whitfield' });
    expect(await me(app, 'named@goat.example', 'named-admin-pass')).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield' });
  });

  it('is read from the email when not given, never "Site"', async () => {
    const app = await t.sibling({ ADMIN_EMAIL: 'morgan.lee-hart@goat.example', ADMIN_PASSWORD: 'morgan-admin-pass' });
    expect(await me(app, 'morgan.lee-hart@goat.example', 'morgan-admin-pass')).toMatchObject({ firstName: 'Morgan', lastName: 'Lee Hart' });
  });

  it('replaces the placeholder "Site Administrator" of earlier versions, and nothing the admin chose', async () => {
    // Admins made by earlier versions: accounts that already are admins.
    const placeholder = await registerUser(t.app, 'ph', { firstName: 'Site', lastName: 'Administrator', email: 'sam.rivers@goat.example' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, placeholder.user.id));
    const app = await t.sibling({ ADMIN_EMAIL: 'sam.rivers@goat.example', ADMIN_PASSWORD: 'ignored-password' });
    expect(await me(app, 'sam.rivers@goat.example', 'harbor-lantern-47')).toMatchObject({ firstName: 'Sam', lastName: 'Rivers', role: 'admin' });
    const chosen = await registerUser(t.app, 'ch', { firstName: 'Robin', lastName: 'Vale', email: 'robin@goat.example' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, chosen.user.id));
    const again = await t.sibling({ ADMIN_EMAIL: 'robin@goat.example', ADMIN_PASSWORD: 'ignored-password', ADMIN_FIRST_NAME: 'Other' });
    expect(await me(again, 'robin@goat.example', 'harbor-lantern-47')).toMatchObject({ firstName: 'Robin', lastName: 'Vale' });
  });
});
