import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MAX_REQUESTS } from '../src/modules/account/submission-claims';
import { RESET_THROTTLE } from '../src/modules/account/password-reset';
import { THROTTLE } from '../src/modules/auth/throttle';
import { createTestApp, registerUser, validRegistration, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The real registration limit (the test app raises it for other suites).
  t = await createTestApp({ REGISTRATIONS_PER_HOUR: '10' });
  await registerUser(t.app, 'target');
  await registerUser(t.app, 'bystander');
});
afterAll(async () => {
  await t.close();
});

const login = (usernameOrEmail: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { usernameOrEmail, password } });

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.statusCode]: (counts[a.statusCode] ?? 0) + 1 }), {});

describe('failed sign-in throttling', () => {
  it('evaluates at most 5 of 200 concurrent wrong passwords from one address; the rest are 429 with Retry-After', async () => {
    await registerUser(t.app, 'raced');
    const answers = await Promise.all(Array.from({ length: 200 }, () => login('collector_raced', 'wrong-pass', '10.5.0.1')));
    const counts = statuses(answers);
    expect(counts[401]).toBeLessThanOrEqual(THROTTLE.maxPerPair);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/too many failed sign-in attempts/i);
  });

  it("blocks the pair (account, address): after someone else's 200 wrong tries that address waits, another does not", async () => {
    // The per-account cap on browsers the account never used (sign-in-account-cap.test.ts) is raised for
    // this file by the test app: what is tested here is the pair's own limit.
    await registerUser(t.app, 'owner');
    // 200 wrong tries from 200 addresses (a botnet), then more from one of them.
    // Twenty at a time: fast, without queueing 200 password checks on the database pool at once.
    for (let batch = 0; batch < 10; batch++) {
      const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => login('collector_owner', 'wrong-pass', `10.6.${batch}.${i}`)));
      expect(statuses(tries)).toEqual({ 401: 20 });
    }
    for (let i = 1; i < THROTTLE.maxPerPair; i++) expect((await login('collector_owner', 'wrong-pass', '10.6.0.0')).statusCode).toBe(401);
    // That address is now blocked for this account, even with the right password…
    expect((await login('collector_owner', 'harbor-lantern-47', '10.6.0.0')).statusCode).toBe(429);
    // …and another address is not.
    expect((await login('COLLECTOR_OWNER', 'harbor-lantern-47', '10.7.0.1')).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(`guess_${i}`, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await login('collector_bystander', 'harbor-lantern-47', ip)).statusCode).toBe(429);
    expect((await login('collector_bystander', 'harbor-lantern-47', '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts IPv6 addresses per /64: changing the last 64 bits does not step round the limit', async () => {
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(`v6guess_${i}`, 'wrong-pass', `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login('collector_bystander', 'harbor-lantern-47', '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    // Another /64 is another address.
    expect((await login('collector_bystander', 'harbor-lantern-47', '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('forgets earlier failures of the pair after a successful sign-in; successes use up no address budget', async () => {
    await registerUser(t.app, 'forgetful');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < THROTTLE.maxPerPair - 1; i++) {
        expect((await login('collector_forgetful', 'wrong-pass', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await login('collector_forgetful', 'harbor-lantern-47', '10.3.0.1')).statusCode).toBe(200);
    }
  });
});

describe('other limits count before they decide', () => {
  it('sends at most 3 reset e-mails for 50 concurrent requests for one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: `10.8.0.${i}`, payload: { email: 'collectortarget@example.com' } }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[202]).toBe(RESET_THROTTLE.maxPerEmail);
    expect(counts[429]).toBe(50 - RESET_THROTTLE.maxPerEmail);
  });

  it('takes at most 5 of 20 concurrent claim e-mail requests of one account', async () => {
    const { cookie } = await registerUser(t.app, 'claimer');
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/account/claims', headers: { cookie } })));
    expect(statuses(answers)).toEqual({ 202: CLAIM_MAX_REQUESTS, 429: 20 - CLAIM_MAX_REQUESTS });
  });

  it('limits registrations per address (10 an hour), with Retry-After; another address registers', async () => {
    const register = (n: string, ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: ip, payload: validRegistration(n) });
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => register(`flood_${i}`, '10.9.0.1')));
    const counts = statuses(answers);
    expect(counts[201]).toBe(10);
    expect(counts[429]).toBe(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many accounts were created from this address\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register('elsewhere', '10.9.0.2')).statusCode).toBe(201);
  });
});
