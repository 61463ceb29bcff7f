import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { totpFor } from '../src/modules/auth/second-factor';
import { CODES_PER_ACCOUNT, SIGN_IN_PER_DEVICE } from '../src/modules/auth/throttle';
import { ADMIN_ENV, adminTotp } from './support/admin-fixtures';
import { sentMails } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * Guessing one account from many addresses (decision 021, amended): failed sign-ins from browsers new
 * to the account are capped per account, the owner's browsers keep their own limit; second-factor
 * codes are capped per account however it is named. Each cap e-mails the owner once.
 */
const PER_ACCOUNT = 100;
const PASSWORD = 'harbor-lantern-47';

let t: TestApp;
beforeAll(async () => {
  // The real cap (the test app raises it for other suites).
  t = await createTestApp({ ...ADMIN_ENV, SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: String(PER_ACCOUNT) });
});
afterAll(async () => {
  await t.close();
});

const DEVICE = 'goat_dev';
const deviceCookie = (res: LightMyRequestResponse): string => {
  const cookie = res.cookies.find((c) => c.name === DEVICE);
  if (!cookie) throw new Error(`no device cookie in reply ${res.statusCode}: ${res.body}`);
  return `${DEVICE}=${cookie.value}`;
};

const login = (usernameOrEmail: string, password: string, ip: string, cookie?: string, totp?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { usernameOrEmail, password, totp }, headers: cookie ? { cookie } : {} });

/** `count` wrong passwords, each from its own address (a botnet), twenty at a time. */
async function guessFromMany(usernameOrEmail: string, count: number, net: string): Promise<number[]> {
  const codes: number[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) => login(usernameOrEmail, 'wrong-pass', `10.${net}.${Math.floor((start + i) / 200)}.${(start + i) % 200}`));
    codes.push(...(await Promise.all(batch)).map((r) => r.statusCode));
  }
  return codes;
}

const mailsTo = async (email: string, subject: RegExp) => (await sentMails(t)).filter((raw) => raw.includes(`To: ${email}`) && subject.test(raw));

describe('failed sign-ins counted per account across addresses', () => {
  it('after 100 failures from many addresses a new browser gets 429 even with the right password; the trusted browser signs in; the owner is mailed once', async () => {
    await registerUser(t.app, 'besieged');
    // The owner's own browser, signed in before the attack.
    const owner = deviceCookie(await login('collector_besieged', PASSWORD, '192.0.2.10'));

    // Alternating the username and the e-mail does not help: the account is counted by its id.
    const half = await guessFromMany('collector_besieged', PER_ACCOUNT / 2, '40');
    const rest = await guessFromMany('collectorbesieged@example.com', PER_ACCOUNT / 2, '41');
    expect([...half, ...rest].every((code) => code === 401)).toBe(true);

    // The 101st failure, and then the right password from a browser new to the account: refused.
    expect((await login('collector_besieged', 'wrong-pass', '10.42.0.1')).statusCode).toBe(429);
    const stranger = await login('collector_besieged', PASSWORD, '10.42.0.2');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect(stranger.json().message).toMatch(/browser you have used before/);

    // A device cookie made up or altered (its signature no longer matches) is a new browser's.
    const forged = owner.slice(0, -2) + (owner.endsWith('AA') ? 'BB' : 'AA');
    expect((await login('collector_besieged', PASSWORD, '10.42.0.4', forged)).statusCode).toBe(429);
    expect((await login('collector_besieged', PASSWORD, '10.42.0.5', `${DEVICE}=made-up-browser-id`)).statusCode).toBe(429);

    // The owner's browser, from yet another address, gets in.
    const mine = await login('collectorbesieged@example.com', PASSWORD, '198.51.100.7', owner);
    expect(mine.statusCode).toBe(200);

    // One e-mail to the owner, however many refusals followed.
    expect((await login('collector_besieged', 'wrong-pass', '10.42.0.3')).statusCode).toBe(429);
    expect(await mailsTo('collectorbesieged@example.com', /Many wrong passwords were just tried/)).toHaveLength(1);
  });

  it('a trusted browser keeps a limit of its own: 10 failures in 15 minutes, then 429 for it alone', async () => {
    await registerUser(t.app, 'forgetful');
    const browser = deviceCookie(await login('collector_forgetful', PASSWORD, '192.0.2.20'));
    // From many addresses so that only the device's count can be what stops it.
    for (let i = 0; i < SIGN_IN_PER_DEVICE.max; i++) {
      expect((await login('collector_forgetful', 'wrong-pass', `10.43.0.${i}`, browser)).statusCode).toBe(401);
    }
    const refused = await login('collector_forgetful', PASSWORD, '10.43.1.1', browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many failed sign-in attempts/i);
    // Another browser is not held by that device's count, and nobody was mailed for it.
    expect((await login('collector_forgetful', PASSWORD, '10.43.1.2')).statusCode).toBe(200);
    expect(await mailsTo('collectorforgetful@example.com', /Many wrong passwords were just tried/)).toHaveLength(0);
  });

  it('lists the trusted browsers in Settings; a forgotten browser is a stranger again', async () => {
    const { cookie: session } = await registerUser(t.app, 'lister');
    const signIn = await login('collector_lister', PASSWORD, '192.0.2.30');
    const browser = deviceCookie(signIn);
    const sessionCookie = signIn.cookies.find((c) => c.name === 'goat_sid')!;
    const both = `goat_sid=${sessionCookie.value}; ${browser}`;

    const list = await t.app.inject({ method: 'GET', url: '/api/account/devices', headers: { cookie: both } });
    expect(list.statusCode).toBe(200);
    const devices = list.json().devices as { id: number; current: boolean }[];
    const current = devices.find((d) => d.current);
    expect(current).toBeDefined();

    // Someone else cannot forget it, nor list it.
    const { cookie: other } = await registerUser(t.app, 'nosy');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/devices/${current!.id}`, headers: { cookie: other } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/devices' })).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/account/devices/abc', headers: { cookie: session } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('deviceId');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/devices/${current!.id}`, headers: { cookie: both } })).statusCode).toBe(204);
    // Under attack, the forgotten browser is refused like any new one.
    await guessFromMany('collector_lister', PER_ACCOUNT, '44');
    expect((await login('collector_lister', PASSWORD, '192.0.2.30', browser)).statusCode).toBe(429);
  });

  it('a completed password reset trusts the browser that made it: it signs in during the attack', async () => {
    await registerUser(t.app, 'resetter');
    await guessFromMany('collector_resetter', PER_ACCOUNT, '45');
    expect((await login('collector_resetter', PASSWORD, '192.0.2.40')).statusCode).toBe(429);

    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: '192.0.2.40', payload: { email: 'collectorresetter@example.com' } });
    expect(forgot.statusCode).toBe(202);
    const mail = (await mailsTo('collectorresetter@example.com', /reset-password/))[0]!;
    const token = /reset-password#token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: '192.0.2.40', payload: { token, newPassword: 'quiet-meadow-train-82' } });
    expect(reset.statusCode).toBe(200);
    const browser = deviceCookie(reset);

    expect((await login('collector_resetter', 'quiet-meadow-train-82', '192.0.2.40', browser)).statusCode).toBe(200);
    expect((await login('collector_resetter', 'quiet-meadow-train-82', '192.0.2.41')).statusCode).toBe(429);
  });
});

describe('second-factor codes counted per account across addresses and names', () => {
  /** A 6-digit code that is none of the three the server accepts now (its window is one step either side). */
  function wrongCode(n: number): string {
    const totp = totpFor(ADMIN_ENV.ADMIN_TOTP_SECRET);
    const now = Date.now();
    const valid = new Set([-30_000, 0, 30_000].map((d) => totp.generate({ timestamp: now + d })));
    let code = n;
    while (valid.has(String(code).padStart(6, '0'))) code++;
    return String(code).padStart(6, '0');
  }

  it('answers 429 after 10 wrong codes from 3 addresses under the username and the e-mail, even to the right code, and mails the admin once', async () => {
    const [admin] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.email, ADMIN_ENV.ADMIN_EMAIL));
    const names = [admin!.username, ADMIN_ENV.ADMIN_EMAIL];
    const addresses = ['10.50.0.1', '10.50.0.2', '10.50.0.3'];
    for (let i = 0; i < CODES_PER_ACCOUNT.max; i++) {
      const res = await login(names[i % 2]!, ADMIN_ENV.ADMIN_PASSWORD, addresses[i % 3]!, undefined, wrongCode(100_000 + i));
      expect(res.statusCode, `code ${i + 1}`).toBe(401);
      expect(res.json().mfaRequired).toBe(true);
    }
    // From a fourth address, under either name: no more codes are evaluated.
    const over = await login(names[1]!, ADMIN_ENV.ADMIN_PASSWORD, '10.50.0.4', undefined, wrongCode(200_000));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().message).toMatch(/wrong codes/);
    await t.database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, ADMIN_ENV.ADMIN_EMAIL));
    expect((await login(names[0]!, ADMIN_ENV.ADMIN_PASSWORD, '10.50.0.5', undefined, adminTotp())).statusCode).toBe(429);

    const alerts = await mailsTo(ADMIN_ENV.ADMIN_EMAIL, /entered many wrong codes/);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(/Change your password/);
  });
});
