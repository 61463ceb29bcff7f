import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { THROTTLE } from '../src/modules/auth/throttle';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

// Behind a load balancer every request arrives from the balancer's address: the per-address sign-in
// limit must count the client named in X-Forwarded-For, and only when the balancer is trusted, which
// TRUST_PROXY says by the balancer's own addresses.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.9.0.0/16,127.0.0.1' });
  await registerUser(t.app, 'proxied');
});
afterAll(async () => {
  await t.close();
});

const BALANCER = '10.9.0.1';
const login = (app: TestApp['app'], usernameOrEmail: string, password: string, client: string, from = BALANCER) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: { 'x-forwarded-for': client },
    payload: { usernameOrEmail, password },
  });

describe('TRUST_PROXY', () => {
  it('limits the client behind the balancer, not everyone who shares it', async () => {
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(t.app, `guess_${i}`, 'wrong-pass', '203.0.113.7')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'collector_proxied', 'harbor-lantern-47', '203.0.113.7')).statusCode).toBe(429);
    // Another customer behind the same balancer signs in.
    expect((await login(t.app, 'collector_proxied', 'harbor-lantern-47', '198.51.100.4')).statusCode).toBe(200);
  });

  it('believes no forwarded address unless told to', async () => {
    const direct = await t.sibling({ TRUST_PROXY: '' });
    // A client cannot dodge the limit by making up X-Forwarded-For: the balancer address is counted.
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(direct, `other_${i}`, 'wrong-pass', `192.0.2.${i}`)).statusCode).toBe(401);
    }
    expect((await login(direct, 'collector_proxied', 'harbor-lantern-47', '192.0.2.200')).statusCode).toBe(429);
  });

  it('believes X-Forwarded-For only from the listed proxies (attack: a made-up header voids per-address limits)', async () => {
    // Someone reaching the app directly, from outside the proxy's range, names a new address each try.
    for (let i = 0; i < THROTTLE.maxPerAddress; i++) {
      expect((await login(t.app, `direct_${i}`, 'wrong-pass', `192.0.2.${i}`, '198.18.0.9')).statusCode).toBe(401);
    }
    expect((await login(t.app, 'collector_proxied', 'harbor-lantern-47', '192.0.2.250', '198.18.0.9')).statusCode).toBe(429);
  });

  it('refuses a malformed value at start-up, and the old hop count with the new form in the message', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*10\.0\.0\.0\/33/);
    expect(() => loadEnv({ TRUST_PROXY: '999.1.1.1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: no longer takes a number of hops.*10\.0\.0\.0\/8,127\.0\.0\.1/s);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadEnv({ TRUST_PROXY: 'loopback,fd00::/8' }).TRUST_PROXY).toEqual(['loopback', 'fd00::/8']);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });
});
