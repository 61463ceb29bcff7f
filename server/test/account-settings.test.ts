import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, submissions, submissionStatusHistory } from '../src/db/schema';
import { fullLoaPayload, postSubmission, uploadImages, sentMail } from './support/loa-fixtures';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = { firstName: 'Jordan', lastName: 'Rivers', email: 'jordan.rivers@example.com' };
const put = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, payload, headers: cookie ? { cookie } : {} });
const changePassword = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/account/password', payload, headers: { cookie } });
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('signed out', () => {
  it.each([
    ['PUT', '/api/account/profile', profile],
    ['POST', '/api/account/password', { currentPassword: 'harbor-lantern-47', newPassword: 'another-pass' }],
    ['GET', '/api/account/preferences', undefined],
    ['PUT', '/api/account/preferences', { emailUpdates: true, submissionStatus: true, promotions: false }],
    ['GET', '/api/account/export', undefined],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });
});

describe('PUT /api/account/profile', () => {
  it('saves the names and email, returns the user and the session sees the change', async () => {
    const { cookie, user } = await registerUser(t.app, 'prof1');
    const res = await put('/api/account/profile', cookie, { ...profile, firstName: '  Jordan ', currentPassword: 'harbor-lantern-47' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: 'collector_prof1', ...profile });
    expect(res.json()).not.toHaveProperty('passwordHash');
    expect((await me(cookie)).json()).toMatchObject(profile);
    // The new address signs in; the old one no longer does.
    expect((await login(profile.email, 'harbor-lantern-47')).statusCode).toBe(200);
    expect((await login('collectorprof1@example.com', 'harbor-lantern-47')).statusCode).toBe(401);
  });

  it.each([
    ['firstName', 'J', 'First name must be at least 2 characters'],
    ['lastName', '', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
  ])('refuses a bad %s with 400 naming the field in the sign-up words', async (field, value, message) => {
    const { cookie } = await registerUser(t.app, `bad${field.length}`);
    const res = await put('/api/account/profile', cookie, { ...profile, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });

  it("refuses another account's email whatever its case with 409 naming email; keeping one's own is fine", async () => {
    await registerUser(t.app, 'taken');
    const { cookie } = await registerUser(t.app, 'wants');
    const res = await put('/api/account/profile', cookie, { ...profile, email: 'CollectorTaken@Example.COM', currentPassword: 'harbor-lantern-47' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } });
    const own = await put('/api/account/profile', cookie, { ...profile, email: 'COLLECTORWANTS@example.com' });
    expect(own.statusCode).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  it('refuses a wrong current password naming currentPassword, and a short new one', async () => {
    const { cookie } = await registerUser(t.app, 'pw_wrong');
    const wrong = await changePassword(cookie, { currentPassword: 'not-my-pass', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await changePassword(cookie, { currentPassword: 'harbor-lantern-47', newPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(Object.keys(short.json().errors)).toEqual(['newPassword']);
    expect((await login('collector_pw_wrong', 'harbor-lantern-47')).statusCode).toBe(200);
  });

  it('changes the password, ends the other sessions and keeps this one on a new token', async () => {
    const { cookie } = await registerUser(t.app, 'pw_ok');
    const other = sessionCookie(await login('collector_pw_ok', 'harbor-lantern-47'));
    const res = await changePassword(cookie, { currentPassword: 'harbor-lantern-47', newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(204);
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(cookie);
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login('collector_pw_ok', 'harbor-lantern-47')).statusCode).toBe(401);
    expect((await login('collector_pw_ok', 'brand-new-pass')).statusCode).toBe(200);
  });

  it('is throttled like sign-in after repeated wrong current passwords', async () => {
    const { cookie } = await registerUser(t.app, 'pw_thr');
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(cookie, { currentPassword: `guess-${i}`, newPassword: 'brand-new-pass' })).statusCode).toBe(400);
    }
    const locked = await changePassword(cookie, { currentPassword: 'harbor-lantern-47', newPassword: 'brand-new-pass' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });
});

describe('/api/account/preferences', () => {
  it('starts at the defaults and keeps what was saved', async () => {
    const { cookie } = await registerUser(t.app, 'prefs');
    const first = await t.app.inject({ url: '/api/account/preferences', headers: { cookie } });
    expect(first.json()).toEqual({ emailUpdates: true, submissionStatus: true, promotions: false });
    const saved = await put('/api/account/preferences', cookie, { emailUpdates: false, submissionStatus: true, promotions: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ emailUpdates: false, submissionStatus: true, promotions: true });
    const again = await t.app.inject({ url: '/api/account/preferences', headers: { cookie } });
    expect(again.json()).toEqual({ emailUpdates: false, submissionStatus: true, promotions: true });
    const bad = await put('/api/account/preferences', cookie, { emailUpdates: 'yes', submissionStatus: true, promotions: true });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['emailUpdates']);
  });

  it('decides the confirmation e-mail: none when emailUpdates is off, one when it is on', async () => {
    const { cookie } = await registerUser(t.app, 'mailpref');
    await put('/api/account/preferences', cookie, { emailUpdates: false, submissionStatus: true, promotions: false });
    const up = await uploadImages(t.app, cookie);
    const quiet = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }], { email: 'quiet@example.com' }));
    expect(quiet.statusCode).toBe(201);
    // The answer says no e-mail went, so the page does not promise one.
    expect(quiet.json().confirmationEmailSent).toBe(false);
    expect(await sentMail(t, (raw) => raw.includes(quiet.json().orderNumber as string))).toBeUndefined();

    await put('/api/account/preferences', cookie, { emailUpdates: true, submissionStatus: true, promotions: false });
    const up2 = await uploadImages(t.app, cookie);
    const loud = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up2.urls[0]! }], { email: 'loud@example.com' }));
    expect(loud.statusCode).toBe(201);
    expect(loud.json().confirmationEmailSent).toBe(true);
    expect(await sentMail(t, (raw) => raw.includes(loud.json().orderNumber as string))).toContain('To: loud@example.com');
  });
});

describe('GET /api/account/export', () => {
  it("is a no-store attachment with the user's profile, preferences, submissions, items, history and payments, and nothing of another user", async () => {
    const stranger = await registerUser(t.app, 'stranger');
    const upS = await uploadImages(t.app, stranger.cookie);
    const theirs = await postSubmission(t.app, stranger.cookie, fullLoaPayload([{ athlete: 'wayne-gretzky', imageUrl: upS.urls[0]! }], { email: 'stranger@example.com' }));
    expect(theirs.statusCode).toBe(201);

    const { cookie, user } = await registerUser(t.app, 'exporter');
    await put('/api/account/preferences', cookie, { emailUpdates: true, submissionStatus: false, promotions: true });
    const up = await uploadImages(t.app, cookie);
    const mine = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]!, notes: 'Rookie season ball' }]));
    expect(mine.statusCode).toBe(201);
    const mineId = mine.json().id as number;
    await t.database.db.insert(submissionStatusHistory).values({ submissionId: mineId, fromStatus: 'pending', toStatus: 'processing' });
    await t.database.db.insert(payments).values({
      provider: 'clover', mode: 'sandbox', orderReference: 'QO-TEST-1', sessionId: 'secret-session-key', userId: user.id,
      serviceType: 'quick_opinion', amountCents: 1000, status: 'approved', transactionId: 'tx-export-1', cardLast4: '4242', cardBrand: 'VISA',
    });

    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="goat-account-data-collector_exporter-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile).toMatchObject({ id: user.id, username: 'collector_exporter' });
    expect(data.preferences).toEqual({ emailUpdates: true, submissionStatus: false, promotions: true });
    expect(data.submissions).toHaveLength(1);
    expect(data.submissions[0]).toMatchObject({ id: mineId, userId: user.id });
    expect(data.submissions[0].items[0]).toMatchObject({ athlete: 'tom-brady', description: 'Rookie season ball' });
    expect(data.submissions[0].statusHistory).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending' }),
      expect.objectContaining({ fromStatus: 'pending', toStatus: 'processing' }),
    ]);
    expect(data.payments).toEqual([expect.objectContaining({ transactionId: 'tx-export-1', cardLast4: '4242', cardBrand: 'VISA' })]);
    expect(data.certificates).toEqual([]);

    const text = res.body;
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain('secret-session-key');
    expect(text).not.toContain('visitorSessionId');
    expect(text).not.toContain('stranger');
    expect(text).not.toContain(theirs.json().orderNumber as string);
  });

  it('sends nothing internal: no admin notes, no history entry marked internal nor its notes, no version', async () => {
    const { cookie } = await registerUser(t.app, 'marked');
    const up = await uploadImages(t.app, cookie);
    const mine = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }]));
    const id = mine.json().id as number;
    const MARKER = 'internal-marker-7f3a';
    await t.database.db.update(submissions).set({ adminNotes: `${MARKER}: likely fake, compare case 41` }).where(eq(submissions.id, id));
    await t.database.db.insert(submissionStatusHistory).values([
      { submissionId: id, kind: 'notes', fromStatus: 'pending', toStatus: 'pending', fromValue: null, toValue: `${MARKER} value`, notes: `${MARKER} notes`, visibleToCustomer: false },
      { submissionId: id, kind: 'note', fromStatus: 'pending', toStatus: 'pending', customerNote: 'We have your item.', notes: `${MARKER} beside a visible entry`, visibleToCustomer: true },
    ]);
    const res = await t.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(MARKER);
    const data = res.json();
    expect(data.submissions[0]).not.toHaveProperty('adminNotes');
    expect(data.submissions[0]).not.toHaveProperty('version');
    // The visible entry is there, with the note meant for the customer.
    expect(data.submissions[0].statusHistory).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'note', customerNote: 'We have your item.' })]));
    expect(data.submissions[0].statusHistory.some((h: { kind: string }) => h.kind === 'notes')).toBe(false);
  });
});
