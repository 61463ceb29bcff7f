import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens } from '../src/db/schema';
import { sentMail, sentMails } from './support/loa-fixtures';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://goat.example.com', PAYMENTS_MODE: 'sandbox' });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } });

/** Asks for a link and reads its token from the e-mail in the outbox. */
async function requestToken(email: string): Promise<string> {
  const res = await forgot(email);
  expect(res.statusCode).toBe(202);
  const mail = await sentMail(t, (raw) => raw.includes(`To: ${email}`) && raw.includes('/reset-password'));
  expect(mail).toBeDefined();
  // In the fragment (#), which browsers never send: no server, proxy or log between sees the token.
  const tokens = [...mail!.matchAll(/https:\/\/goat\.example\.com\/reset-password#token=([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  expect(tokens.length).toBeGreaterThan(0);
  expect(mail).not.toContain('?token=');
  return tokens[0]!;
}

/** How many e-mails were sent, once every send under way (the link goes out after the answer) has settled. */
const outboxCount = async () => (await sentMails(t)).length;

describe('POST /api/auth/forgot-password', () => {
  it('mails a link carrying its token in the fragment only, never in the query a server would log', async () => {
    await registerUser(t.app, 'fragment');
    const token = await requestToken('collectorfragment@example.com');
    const mail = await sentMail(t, (raw) => raw.includes('To: collectorfragment@example.com'));
    // The text part, the HTML button and the address written out under it: each with the token after '#'.
    expect(mail!.split(`reset-password#token=${token}`).length - 1).toBe(3);
    expect(mail).not.toMatch(/reset-password\?/);
  });

  it('clears the delivered e-mail\'s body from the outbox: the link\'s token is nowhere in mail_outbox', async () => {
    await registerUser(t.app, 'cleared');
    const token = await requestToken('collectorcleared@example.com');
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'collectorcleared@example.com'));
    expect(rows).toHaveLength(1);
    // What the admins' list shows is kept: recipient, subject, outcome.
    expect(rows[0]).toMatchObject({ text: '', html: null, attachments: null, subject: expect.stringMatching(/\S/) });
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(JSON.stringify(await t.database.db.select().from(mailOutbox))).not.toContain(token);
  });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await registerUser(t.app, 'known');
    const before = await outboxCount();
    const known = await forgot('CollectorKnown@example.com', '10.0.1.1');
    const unknown = await forgot('nobody-here@example.com', '10.0.1.2');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json().message).toMatch(/if an account exists/i);
    expect(await sentMail(t, (raw) => raw.includes('To: collectorknown@example.com'))).toContain('expires in one hour');
    expect(await outboxCount()).toBe(before + 1);
  });

  it('stores only a hash of the token, expiring in an hour', async () => {
    const { user } = await registerUser(t.app, 'hashed');
    const token = await requestToken('collectorhashed@example.com');
    const rows = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses a malformed address with 400 naming email, and throttles repeated requests for known and unknown alike', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['email']);
    for (const email of ['collectorknown@example.com', 'ghost@example.com']) {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await forgot(email, `10.0.2.${i}`)).statusCode);
      expect(codes.slice(0, 2).every((c) => c === 202)).toBe(true);
      expect(codes[3]).toBe(429);
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const { cookie } = await registerUser(t.app, 'resetter');
    const other = sessionCookie(await login('collector_resetter', 'harbor-lantern-47'));
    const token = await requestToken('collectorresetter@example.com');

    const ok = await reset(token, 'fresh-start-pass');
    expect(ok.statusCode).toBe(200);
    for (const c of [cookie, other]) expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: c } })).statusCode).toBe(401);
    expect((await login('collector_resetter', 'harbor-lantern-47')).statusCode).toBe(401);
    expect((await login('collector_resetter', 'fresh-start-pass')).statusCode).toBe(200);

    const again = await reset(token, 'amber-meadow-93');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);
    expect(again.json().errors).toHaveProperty('token');
    expect((await login('collector_resetter', 'fresh-start-pass')).statusCode).toBe(200);
  });

  it('refuses an expired link with 400 and leaves the password as it was', async () => {
    const { user } = await registerUser(t.app, 'expired');
    const token = await requestToken('collectorexpired@example.com');
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'too-late-pass');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect((await login('collector_expired', 'harbor-lantern-47')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a short new password with 400', async () => {
    const unknown = await reset('made-up-token-value', 'whatever-pass');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/invalid/);
    await registerUser(t.app, 'shortpw');
    const token = await requestToken('collectorshortpw@example.com');
    const short = await reset(token, '123');
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['newPassword']);
    // A refused password does not spend the link.
    expect((await reset(token, 'long-enough-pass')).statusCode).toBe(200);
  });
});
