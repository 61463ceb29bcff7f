import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { certificates, submissions, submissionStatusHistory } from '../src/db/schema';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';

let t: TestApp;
let owner: { id: number; cookie: string };
let other: { id: number; cookie: string };
let admin: string;
let visitor: { cookie: string; orderNumber: string; image: string };
/** The owner's orders, oldest first. */
const orders: string[] = [];
let ownerImage: string;

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const login = async (usernameOrEmail: string, password: string) =>
  sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } }));

async function submitFullLoa(cookie?: string) {
  const up = await uploadImages(t.app, cookie);
  const res = await postSubmission(t.app, up.cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }]));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { orderNumber: res.json().orderNumber as string, id: res.json().id as number, image: up.urls[0]!, cookie: up.cookie };
}

/** What an admin's status change will record: the new status on the row and one history entry. */
async function changeStatus(
  id: number,
  from: 'pending' | 'processing',
  to: 'processing' | 'completed' | 'rejected',
  at: Date,
  customerNote?: string,
) {
  const db = t.database.db;
  await db.update(submissions).set({ status: to, ...(to === 'completed' ? { completionDate: at, certificateNumber: 'GA-CERT-10001' } : {}) }).where(eq(submissions.id, id));
  await db.insert(submissionStatusHistory).values({
    submissionId: id,
    kind: 'status',
    fromStatus: from,
    toStatus: to,
    notes: 'Internal: checked by the night shift',
    customerNote: customerNote ?? null,
    createdAt: at,
  });
}

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  const a = await registerUser(t.app, 'owner');
  const b = await registerUser(t.app, 'other');
  owner = { id: a.user.id, cookie: a.cookie };
  other = { id: b.user.id, cookie: b.cookie };
  admin = await signIn(t.app, 'boss', 'admin-password-1');

  const ids: number[] = [];
  for (let n = 0; n < 5; n++) {
    const made = await submitFullLoa(owner.cookie);
    orders.push(made.orderNumber);
    ids.push(made.id);
    ownerImage ??= made.image;
  }
  await submitFullLoa(other.cookie);
  const v = await submitFullLoa(undefined);
  visitor = { cookie: v.cookie, orderNumber: v.orderNumber, image: v.image };

  // The first order went through processing to completed, with a certificate; the second was rejected.
  const created = (await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, ids[0]!)))[0]!.createdAt;
  const later = (hours: number) => new Date(created.getTime() + hours * 3_600_000);
  await changeStatus(ids[0]!, 'pending', 'processing', later(24), 'Items arrived at the West Coast facility');
  await changeStatus(ids[0]!, 'processing', 'completed', later(72));
  await t.database.db.insert(certificates).values({
    certificateNumber: 'GA-CERT-10001',
    submissionId: ids[0]!,
    userLastName: 'Stone',
    item: 'Jersey',
    athlete: 'tom-brady',
    issueDate: later(72),
  });
  await changeStatus(ids[1]!, 'pending', 'rejected', later(48));
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/submissions (the account list)', () => {
  it('answers 401 without a signed-in session: anonymous, or a visitor session without an account', async () => {
    for (const cookie of [undefined, visitor.cookie]) {
      const res = await get('/api/submissions', cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Not signed in' });
    }
  });

  it("lists the signed-in customer's own submissions, newest first, with counts over all of them", async () => {
    for (const url of ['/api/submissions', `/api/submissions?userId=${owner.id}`]) {
      const res = await get(url, owner.cookie);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(10);
      expect(body.total).toBe(5);
      expect(body.counts).toEqual({ pending: 3, processing: 0, completed: 1, rejected: 1 });
      expect(body.items.map((s: { orderNumber: string }) => s.orderNumber)).toEqual([...orders].reverse());
      expect(body.items.every((s: { userId: number }) => s.userId === owner.id)).toBe(true);
      expect(body.items[0].orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    }
    expect(res0(await get('/api/submissions', owner.cookie)).items.at(-1)).toMatchObject({ status: 'completed', certificateNumber: 'GA-CERT-10001' });
  });

  it('pages on the server: page 2 of 2 per page holds the 3rd and 4th newest', async () => {
    const res = await get('/api/submissions?page=2&pageSize=2', owner.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(body.items.map((s: { orderNumber: string }) => s.orderNumber)).toEqual([orders[2], orders[1]]);
    const past = res0(await get('/api/submissions?page=4&pageSize=2', owner.cookie));
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
  });

  it("answers 403 when a customer asks for someone else's list", async () => {
    const res = await get(`/api/submissions?userId=${owner.id}`, other.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only list your own submissions');
  });

  it("lets an admin read any customer's list", async () => {
    const res = await get(`/api/submissions?userId=${owner.id}&pageSize=50`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(5);
    expect(res.json().items).toHaveLength(5);
  });

  it.each([
    ['page=0', 'page', 'Page must be 1 or more'],
    ['page=abc', 'page', 'Page must be a whole number'],
    ['page=1.5', 'page', 'Page must be a whole number'],
    ['pageSize=51', 'pageSize', 'Page size must be 50 or fewer'],
    ['pageSize=0', 'pageSize', 'Page size must be 1 or more'],
    ['userId=me', 'userId', 'User ID must be a whole number'],
  ])('answers 400 naming the field for %s', async (query, field, message) => {
    const res = await get(`/api/submissions?${query}`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(res.json().message).toBe(message);
  });
});

const res0 = (res: { json(): unknown }) => res.json() as { items: Record<string, unknown>[]; total: number };

describe('GET /api/submissions/:orderNumber (the details)', () => {
  it('gives the owner the submission, its status changes oldest first and its certificate', async () => {
    const res = await get(`/api/submissions/${orders[0]}`, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body).toMatchObject({ orderNumber: orders[0], status: 'completed', serviceType: 'full_loa', userId: owner.id });
    expect(body.statusHistory.map((h: { status: string }) => h.status)).toEqual(['pending', 'processing', 'completed']);
    expect(body.statusHistory[0]).toMatchObject({ status: 'pending', fromStatus: null });
    expect(body.statusHistory[0]).not.toHaveProperty('note');
    expect(body.statusHistory[1]).toMatchObject({ fromStatus: 'pending', note: 'Items arrived at the West Coast facility' });
    const dates = body.statusHistory.map((h: { date: string }) => Date.parse(h.date));
    expect(dates).toEqual([...dates].sort((x, y) => x - y));
    expect(body.certificate).toEqual({ certificateNumber: 'GA-CERT-10001', issueDate: new Date(dates[2]).toISOString() });
    expect(body.certificates).toEqual([
      { certificateNumber: 'GA-CERT-10001', item: 'Jersey', athlete: 'tom-brady', issueDate: new Date(dates[2]).toISOString(), status: 'valid', itemId: null, public: false, transferredAt: null },
    ]);
    // The admin's internal notes never reach the customer.
    expect(JSON.stringify(body)).not.toContain('night shift');
  });

  it('has no certificate before one is issued', async () => {
    const body = (await get(`/api/submissions/${orders[4]}`, owner.cookie)).json();
    expect(body.certificate).toBeNull();
    expect(body.certificates).toEqual([]);
    expect(body.statusHistory).toEqual([{ kind: 'created', status: 'pending', fromStatus: null, value: null, date: expect.any(String) }]);
  });

  it("answers another customer and an anonymous caller exactly as for an unknown number", async () => {
    const unknown = await get('/api/submissions/GA-0000-0000', owner.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Submission not found' });
    for (const cookie of [other.cookie, undefined, visitor.cookie]) {
      const res = await get(`/api/submissions/${orders[0]}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('lets an admin read any submission', async () => {
    const res = await get(`/api/submissions/${orders[0]}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusHistory).toHaveLength(3);
  });

  it('lets the browser session that created it read it without an account', async () => {
    const res = await get(`/api/submissions/${visitor.orderNumber}`, visitor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderNumber: visitor.orderNumber, userId: null });
  });

  it.each(['1', 'GA-1234', 'ga-7k3m-q9xd', 'GA-OOOO-IIII'])('answers 400 for %s, which is no order number', async (id) => {
    const res = await get(`/api/submissions/${id}`, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ orderNumber: 'Order number must look like GA-XXXX-XXXX' });
  });

  it('keeps the same rule for the PDF', async () => {
    expect((await get(`/api/submissions/${orders[0]}/pdf`, owner.cookie)).statusCode).toBe(200);
    expect((await get(`/api/submissions/${orders[0]}/pdf`, admin)).statusCode).toBe(200);
    for (const cookie of [other.cookie, undefined]) {
      const res = await get(`/api/submissions/${orders[0]}/pdf`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Submission not found' });
    }
  });
});

describe('GET /uploads/:file (submitted images)', () => {
  it('serves an image to the session that uploaded it', async () => {
    const res = await get(visitor.image, visitor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('serves it to the owner of the submission in another browser, and to admins', async () => {
    const elsewhere = await login('collector_owner', 'harbor-lantern-47');
    expect(elsewhere).not.toBe(owner.cookie);
    expect((await get(ownerImage, elsewhere)).statusCode).toBe(200);
    expect((await get(ownerImage, admin)).statusCode).toBe(200);
    expect((await get(visitor.image, admin)).statusCode).toBe(200);
  });

  it('answers anyone else exactly as for a missing image', async () => {
    const missing = await get('/uploads/00000000-0000-4000-8000-000000000000.jpg', owner.cookie);
    expect(missing.statusCode).toBe(404);
    for (const cookie of [other.cookie, undefined, visitor.cookie]) {
      const res = await get(ownerImage, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(missing.body);
    }
    expect((await get(visitor.image, owner.cookie)).statusCode).toBe(404);
  });
});

describe('addresses people type', () => {
  it.each([
    ['/login', '/account?mode=login'],
    ['/register', '/account?mode=register'],
    ['/contact', '/contact-us'],
    ['/contact/', '/contact-us'],
  ])('redirects %s to %s', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});
