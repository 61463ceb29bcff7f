import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, validRegistration, type TestApp } from './support/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://goat.example.com', PAYMENTS_MODE: 'sandbox' });
  ({ cookie } = await registerUser(t.app, 'csrf'));
});
afterAll(async () => {
  await t.close();
});

describe('cross-site request refusal', () => {
  it('refuses a state-changing request from a foreign Origin, even with a valid session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example.net' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cross-site/i);
    // The session was not ended.
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('falls back to Referer when Origin is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { referer: 'https://evil.example.net/page' },
      payload: validRegistration('ref1'),
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('guards %s too', async (method) => {
    const res = await t.app.inject({ method, url: '/api/auth/me', headers: { cookie, origin: 'http://evil.test' } });
    expect(res.statusCode).toBe(403);
  });

  it('accepts PUBLIC_URL and the host the request was addressed to', async () => {
    const fromPublic = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://goat.example.com' },
      payload: validRegistration('pub1'),
    });
    expect(fromPublic.statusCode).toBe(201);
    for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host, origin: `http://${host}` },
        payload: { usernameOrEmail: 'collector_csrf', password: 'harbor-lantern-47' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('does not guard safe methods', async () => {
    const res = await t.app.inject({ url: '/api/auth/me', headers: { cookie, origin: 'https://evil.example.net' } });
    expect(res.statusCode).toBe(200);
  });
});
