import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/auth/throttle';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await registerUser(t.app, 'target');
  await registerUser(t.app, 'bystander');
});
afterAll(async () => {
  await t.close();
});

const login = (usernameOrEmail: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { usernameOrEmail, password } });

describe('failed sign-in throttling', () => {
  it('locks an account after repeated failures, even for the right password, and only that account', async () => {
    for (let i = 0; i < THROTTLE.maxPerAccount; i++) {
      // Each failure from a different address: the account limit must not depend on the address.
      expect((await login('collector_target', 'wrong-pass', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await login('COLLECTOR_TARGET', 'secret-pass', '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/too many failed sign-in attempts/i);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('collector_bystander', 'secret-pass', '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits one address trying many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(`guess_${i}`, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    expect((await login('collector_bystander', 'secret-pass', ip)).statusCode).toBe(429);
    expect((await login('collector_bystander', 'secret-pass', '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts IPv6 addresses per /64: changing the last 64 bits does not step round the limit', async () => {
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(`v6guess_${i}`, 'wrong-pass', `2001:db8:5:6::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login('collector_bystander', 'secret-pass', '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    // Another /64 is another address.
    expect((await login('collector_bystander', 'secret-pass', '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    await registerUser(t.app, 'forgetful');
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < THROTTLE.maxPerAccount - 1; i++) {
        expect((await login('collector_forgetful', 'wrong-pass', `10.3.${round}.${i}`)).statusCode).toBe(401);
      }
      expect((await login('collector_forgetful', 'secret-pass', `10.3.${round}.50`)).statusCode).toBe(200);
    }
  });
});
