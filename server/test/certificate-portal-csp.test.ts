import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv, EnvError } from '../src/config/env';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// Blog posts' video players (decision 014) are always allowed; the portal comes on top when configured.
const VIDEOS = 'https://www.youtube-nocookie.com https://player.vimeo.com';
const frameSrc = (csp: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-src')) ?? '';

describe('the certificate portal in the CSP', () => {
  it('frames no outside portal when VITE_CERT_PORTAL_URL is not set', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/health' });
    expect(frameSrc(String(res.headers['content-security-policy']))).toBe(`frame-src 'self' ${VIDEOS}`);
  });

  it("allows the portal's origin (only) when it is set", async () => {
    t = await createTestApp({ VITE_CERT_PORTAL_URL: 'https://portal.example.org/goat/verify' });
    const res = await t.app.inject({ url: '/api/health' });
    expect(frameSrc(String(res.headers['content-security-policy']))).toBe(`frame-src 'self' ${VIDEOS} https://portal.example.org`);
  });

  it('refuses a portal address that is not https', () => {
    expect(() => loadEnv({ VITE_CERT_PORTAL_URL: 'http://portal.example.org/' })).toThrow(EnvError);
    expect(() => loadEnv({ VITE_CERT_PORTAL_URL: 'http://portal.example.org/' })).toThrow(/VITE_CERT_PORTAL_URL: must be an https:\/\/ URL/);
  });
});
