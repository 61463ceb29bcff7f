import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice, describePlace } from '../src/modules/account/device-name';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

/**
 * Settings lists the signed-in user's active sessions and ends any of them (decision 020). Only the owner:
 * another user's session answers 404, and the handles the list shows can end a session, never act as one.
 */

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = async (n: string, userAgent: string, remoteAddress = '127.0.0.1') =>
  sessionCookie(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'user-agent': userAgent },
      payload: { usernameOrEmail: `collector_${n}`, password: 'harbor-lantern-47' },
    }),
  );
const list = (cookie?: string) => t.app.inject({ url: '/api/account/sessions', headers: cookie ? { cookie } : {} });
const end = (id: string, cookie?: string) => t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${encodeURIComponent(id)}`, headers: cookie ? { cookie } : {} });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

interface Listed {
  id: string;
  device: string;
  place: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

describe('GET /api/account/sessions', () => {
  it('answers 401 to a visitor', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('lists the user’s own sessions in plain words, this one marked, addresses partly hidden', async () => {
    await registerUser(t.app, 'sess_list');
    const desk = await signIn('sess_list', CHROME_WINDOWS, '203.0.113.45');
    const phone = await signIn('sess_list', SAFARI_IPHONE, '198.51.100.7');
    await registerUser(t.app, 'sess_other');
    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const sessions = res.json().sessions as Listed[];
    // The registration's own session, the desk and the phone; nobody else's.
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ device: 'Safari on iPhone', place: '198.51.100.x' });
    expect(sessions.find((s) => s.device === 'Chrome on Windows')).toMatchObject({ place: '203.0.113.x', current: false });
    for (const s of sessions) expect(Date.parse(s.signedInAt)).not.toBeNaN();
    expect(res.body).not.toContain('203.0.113.45');
    expect((await list(desk)).json().sessions.find((s: Listed) => s.current).device).toBe('Chrome on Windows');
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it('ends another of the user’s sessions: its cookie is signed out, this one is not', async () => {
    await registerUser(t.app, 'sess_end');
    const desk = await signIn('sess_end', CHROME_WINDOWS);
    const phone = await signIn('sess_end', SAFARI_IPHONE);
    const deskId = ((await list(phone)).json().sessions as Listed[]).find((s) => s.device === 'Chrome on Windows')!.id;
    const res = await end(deskId, phone);
    expect(res.statusCode).toBe(204);
    expect((await me(desk)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await end(deskId, phone)).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s session and leaves it alone', async () => {
    const { cookie: victim } = await registerUser(t.app, 'sess_owner');
    const { cookie: attacker } = await registerUser(t.app, 'sess_thief');
    const victimId = ((await list(victim)).json().sessions as Listed[])[0]!.id;
    const res = await end(victimId, attacker);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('That session has already ended');
    expect((await me(victim)).statusCode).toBe(200);
    expect((await end(victimId)).statusCode).toBe(401);
  });

  it('gives handles that cannot be used as a session', async () => {
    const { cookie } = await registerUser(t.app, 'sess_hdl');
    const handle = ((await list(cookie)).json().sessions as Listed[])[0]!.id;
    expect(cookie).not.toContain(handle);
    // Even signed with the server's own secret, a handle is not a token.
    const forged = `goat_sid=${encodeURIComponent(t.app.signCookie(handle))}`;
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('signs this browser out when it ends its own session', async () => {
    const { cookie } = await registerUser(t.app, 'sess_self');
    const own = ((await list(cookie)).json().sessions as Listed[]).find((s) => s.current)!;
    const res = await end(own.id, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'goat_sid')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('device and place wording', () => {
  it('names common browsers and systems, and hides the end of an address', () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe('Chrome on Windows');
    expect(describeDevice(SAFARI_IPHONE)).toBe('Safari on iPhone');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox on Linux');
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Mac',
    );
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describePlace('2001:db8:85a3:1:2:3:4:5')).toBe('2001:db8:85a3:…');
    expect(describePlace('::ffff:192.0.2.9')).toBe('192.0.2.x');
    expect(describePlace(null)).toBeNull();
  });
});
