import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let alice: number;
let bruno: number;
/** The seeded submissions, in creation order (ids ascending). */
const made: { id: number; orderNumber: string }[] = [];
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  alice = (await registerUser(t.app, 'alice', { firstName: 'Alice', lastName: 'Marchetti', email: 'alice.m@example.com' })).user.id;
  bruno = (await registerUser(t.app, 'bruno', { firstName: 'Bruno', lastName: 'Keller', email: 'bruno@example.com' })).user.id;
  const db = t.database.db;
  // Dates deliberately out of id order, so sorting by date and by id differ.
  const plan = [
    { userId: alice, fullName: 'Alice Marchetti', email: 'alice.m@example.com', status: 'pending', serviceType: 'full_loa', day: 3, item: 'Signed home jersey' },
    { userId: alice, fullName: 'Alice Marchetti', email: 'alice.m@example.com', status: 'completed', serviceType: 'quick_opinion', day: 1, item: 'Rookie card' },
    { userId: bruno, fullName: 'Bruno Keller', email: 'bruno@example.com', status: 'pending', serviceType: 'bundle_loa', day: 5, item: 'Game puck' },
    { userId: null, fullName: 'Chen Wei', email: 'chen.w@example.org', status: 'processing', serviceType: 'full_loa', day: 2, item: 'Signed 50% off_stick' },
    { userId: null, fullName: 'Dana Ortiz', email: 'dana@example.net', status: 'pending', serviceType: 'quick_opinion', day: 4, item: 'Photo print' },
  ] as const;
  for (const p of plan) {
    const s = await seedSubmission(db, { userId: p.userId, fullName: p.fullName, email: p.email, status: p.status, serviceType: p.serviceType, submissionDate: day(p.day) }, [
      { description: p.item },
    ]);
    made.push(s);
  }
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/submissions${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; orderNumber: string; notes: string | null }[]; total: number; pageSize: number; next: string | null; previous: string | null };
};
const ids = async (query: string) => (await list(query)).items.map((s) => s.id);
const at = (...n: number[]) => n.map((i) => made[i]!.id);

describe('GET /api/admin/stats', () => {
  it('counts submissions by status and users', async () => {
    const res = await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } });
    expect(res.json()).toEqual({ total: 5, pending: 3, processing: 1, completed: 1, users: 3 });
  });
});

describe('GET /api/admin/submissions', () => {
  it('defaults to pending, newest submission date first, 25 a page', async () => {
    const body = await list('');
    expect(body).toMatchObject({ total: 3, pageSize: 25, next: null, previous: null });
    expect(body.items.map((s) => s.id)).toEqual(at(2, 4, 0));
  });

  it('filters by status, service type and customer', async () => {
    expect(await ids('?status=all&sort=id&order=asc')).toEqual(at(0, 1, 2, 3, 4));
    expect(await ids('?status=completed')).toEqual(at(1));
    expect(await ids('?status=all&serviceType=full_loa&sort=id&order=asc')).toEqual(at(0, 3));
    expect(await ids(`?status=all&userId=${alice}&sort=id&order=asc`)).toEqual(at(0, 1));
  });

  it('sorts by id and by date both ways; none is creation order', async () => {
    expect(await ids('?status=all&sort=id&order=desc')).toEqual(at(4, 3, 2, 1, 0));
    expect(await ids('?status=all&sort=submissionDate&order=asc')).toEqual(at(1, 3, 0, 4, 2));
    expect(await ids('?status=all&sort=submissionDate&order=desc')).toEqual(at(2, 4, 0, 3, 1));
    expect(await ids('?status=all&sort=none&order=desc')).toEqual(at(0, 1, 2, 3, 4));
  });

  it('pages on the server by cursor, with the total over every page', async () => {
    const p1 = await list('?status=all&sort=id&order=asc&pageSize=3');
    expect(p1).toMatchObject({ total: 5, previous: null });
    expect(p1.items.map((s) => s.id)).toEqual(at(0, 1, 2));
    const p2 = await list(`?status=all&sort=id&order=asc&pageSize=3&after=${p1.next}`);
    expect(p2).toMatchObject({ total: 5, next: null });
    expect(p2.items.map((s) => s.id)).toEqual(at(3, 4));
    // Previous from the second page is the first page again, whole.
    expect(await ids(`?status=all&sort=id&order=asc&pageSize=3&before=${p2.previous}`)).toEqual(at(0, 1, 2));
  });

  it('searches order number, numeric id, name, e-mail and item, without regard to case', async () => {
    const order = made[3]!.orderNumber;
    expect(await ids(`?status=all&q=${order.toLowerCase()}`)).toEqual(at(3));
    expect(await ids(`?status=all&q=${order.slice(3, 7)}`)).toContain(made[3]!.id);
    expect(await ids(`?status=all&q=${made[2]!.id}`)).toContain(made[2]!.id);
    expect(await ids('?status=all&q=MARCHETTI&sort=id&order=asc')).toEqual(at(0, 1));
    expect(await ids('?status=all&q=example.org')).toEqual(at(3));
    expect(await ids('?status=all&q=puck')).toEqual(at(2));
    // Wildcards typed by the admin are literal.
    expect(await ids('?status=all&q=50%25%20off_')).toEqual(at(3));
    expect(await ids('?status=all&q=%25')).toEqual(at(3));
    expect(await ids('?status=all&q=nobody-here')).toEqual([]);
  });

  it('carries the admin notes (the full DTO)', async () => {
    await t.app.inject({ method: 'PUT', url: `/api/admin/submissions/${made[4]!.id}`, headers: { cookie: admin }, payload: { status: 'pending', notes: 'call back', version: 1 } });
    expect((await list(`?q=${made[4]!.orderNumber}`)).items[0]?.notes).toBe('call back');
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with their submission counts and never a password hash', async () => {
    const res = await t.app.inject({ url: '/api/admin/users', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, pageSize: 25, next: null, previous: null });
    expect(body.items.map((u: { username: string }) => u.username)).toEqual(['collector_bruno', 'collector_alice', 'boss']);
    expect(body.items[0]).toMatchObject({ fullName: 'Bruno Keller', role: 'customer', submissionCount: 1 });
    expect(body.items[1]).toMatchObject({ submissionCount: 2 });
    expect(body.items[2]).toMatchObject({ role: 'admin', submissionCount: 0 });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('searches username, e-mail, first and last name, and pages', async () => {
    const names = async (q: string) =>
      (await t.app.inject({ url: `/api/admin/users?q=${q}`, headers: { cookie: admin } })).json().items.map((u: { id: number }) => u.id);
    expect(await names('keller')).toEqual([bruno]);
    expect(await names('ALICE.M@')).toEqual([alice]);
    expect(await names('collector_')).toEqual([bruno, alice]);
    expect(await names('alice%20marchetti')).toEqual([alice]);
    const p1 = (await t.app.inject({ url: '/api/admin/users?pageSize=2', headers: { cookie: admin } })).json();
    const p2 = (await t.app.inject({ url: `/api/admin/users?pageSize=2&after=${p1.next}`, headers: { cookie: admin } })).json();
    expect(p2).toMatchObject({ total: 3, pageSize: 2, next: null, previous: expect.any(String) });
    expect(p2.items).toHaveLength(1);
  });
});

describe('the trigger-kept counts behind the totals and the stats', () => {
  it('stay equal to count(*) through inserts, status and type changes, and deletes', async () => {
    const db = t.database.db;
    const extra = await seedSubmission(db, { status: 'pending', serviceType: 'full_loa' });
    await db.update(submissions).set({ status: 'processing' }).where(eq(submissions.id, extra.id));
    await db.update(submissions).set({ serviceType: 'bundle_loa', status: 'completed' }).where(eq(submissions.id, made[0]!.id));
    await db.update(submissions).set({ adminNotes: 'no count change' }).where(eq(submissions.id, made[1]!.id));
    await db.delete(submissions).where(eq(submissions.id, made[4]!.id));
    const exact = async (status: 'pending' | 'processing' | 'completed') =>
      Number((await db.select({ n: count() }).from(submissions).where(eq(submissions.status, status)))[0]!.n);
    const stats = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } })).json();
    expect(stats).toEqual({ total: 5, pending: await exact('pending'), processing: await exact('processing'), completed: await exact('completed'), users: 3 });
    expect(stats).toMatchObject({ pending: 1, processing: 2, completed: 2 });
    expect((await list('?status=completed&serviceType=bundle_loa')).total).toBe(1);
    expect((await list('?status=all')).total).toBe(5);
  });
});
