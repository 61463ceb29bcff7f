import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A stand-in for the built client, so these tests do not depend on `vite build`.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>G.O.A.T.</title><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  t = await createTestApp({}, clientDir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('errors', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"usernameOrEmail": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ usernameOrEmail: 'x', password: 'y'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
  });

  it('answers a missing body with 400 naming the fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['password', 'usernameOrEmail']);
  });

  it('takes an empty JSON body as no body: logout succeeds, a route that needs a body names it', async () => {
    const json = { 'content-type': 'application/json' };
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: json, payload: '' });
    expect(logout.statusCode).toBe(204);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().message).toMatch(/body/i);
    // Prototype poisoning is still refused, as by Fastify's own parser.
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: '{"usernameOrEmail": "x", "password": "y", "__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it.each(['/api/nope', '/api/auth/nothing', '/api'])('answers unknown API path %s with a JSON 404', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/not found/i);
  });
});

describe('GET /api/health', () => {
  it('is ok while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is 503 when the database does not answer', async () => {
    const broken = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const { buildApp } = await import('../src/app');
    const { loadEnv } = await import('../src/config/env');
    const app = await buildApp({ env: loadEnv({ DATA_DIR: t.dataDir }), database: broken, logger: false, clientDir });
    const res = await app.inject({ url: '/api/health' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
  });

  it('keeps a healthy answer for half a second, but not past a request that found the database away', async () => {
    let up = true;
    let pings = 0;
    const flaky = {
      ...t.database,
      ping: () => (pings++, up ? Promise.resolve() : Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))),
    };
    const { buildApp } = await import('../src/app');
    const { loadEnv } = await import('../src/config/env');
    const app = await buildApp({ env: loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' }), database: flaky, logger: false, clientDir });
    app.get('/api/needs-the-database', async () => flaky.ping());
    try {
      const before = pings;
      for (let i = 0; i < 20; i++) expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect(pings - before).toBe(1);
      up = false;
      // Within the half second, but a request has just met the outage: the next check pings again.
      expect((await app.inject({ url: '/api/needs-the-database' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(503);
      // An outage is not remembered: recovery shows on the next check.
      up = true;
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('headers, caching and compression', () => {
  it.each(['/api/health', '/', '/account'])('sends security headers on %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('lets the CSP load the slab announcement video from its https host when one is configured', async () => {
    const mediaSrc = (csp: unknown) => /media-src ([^;]*)/.exec(String(csp))?.[1];
    expect(mediaSrc((await t.app.inject({ url: '/slab-service' })).headers['content-security-policy'])).toBe("'self' blob:");
    const withVideo = await t.sibling({ VITE_SLAB_VIDEO_URL: 'https://media.example.com/goat/slab.mp4' });
    const res = await withVideo.inject({ url: '/slab-service' });
    expect(mediaSrc(res.headers['content-security-policy'])).toBe("'self' blob: https://media.example.com");
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves pages of the route table with the uncached shell, and unknown pages with 404', async () => {
    for (const url of ['/', '/account/submissions/12', '/quick-opinion?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const missing = await t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
  });

  it('does not serve files outside the client folder', async () => {
    const res = await t.app.inject({ url: '/../package.json' });
    expect(res.body).not.toContain('"scripts"');
    const encoded = await t.app.inject({ url: '/assets/..%2f..%2fpackage.json' });
    expect(encoded.body).not.toContain('"scripts"');
  });
});
