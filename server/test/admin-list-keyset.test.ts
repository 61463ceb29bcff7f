import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP } from '@shared/schemas/admin';
import { submissions, users } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * Keyset paging of the admin's lists (docs/decisions/011-admin-list-at-a-million.md): walking every
 * sort forward with `next` and back with `previous` shows each row exactly once, in order, across
 * timestamps that tie or differ by a microsecond; a cursor names a position that stays true while rows
 * are added or removed; a tampered cursor is a 400 naming its field.
 */

let t: TestApp;
let admin: string;
/** The seeded rows: id, the microseconds past BASE of its submission date, and its status. */
const rows: { id: number; micros: number; status: 'pending' | 'completed' }[] = [];
const BASE = '2026-02-01 10:00:00+00';
// Ties (1, 1 and 1,000,000 twice) and neighbours a millisecond rounding would merge (999 / 1,000, 500 / 500).
const OFFSETS = [1, 2, 1, 0, 1_000_000, 1_000_000, 3, 500, 500, 2, 999, 1000];

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  const db = t.database.db;
  for (const [n, micros] of OFFSETS.entries()) {
    const status = n % 3 === 0 ? 'completed' : 'pending';
    const s = await seedSubmission(db, { status, fullName: n % 2 ? 'Keyset Odd' : 'Keyset Even' });
    await db.execute(sql`update ${submissions} set submission_date = ${BASE}::timestamptz + ${micros}::bigint * interval '1 microsecond' where id = ${s.id}`);
    rows.push({ id: s.id, micros, status });
  }
});
afterAll(async () => {
  await t.close();
});

interface Page {
  items: { id: number }[];
  total: number;
  next: string | null;
  previous: string | null;
}

const get = (url: string) => t.app.inject({ url, headers: { cookie: admin } });
async function page(url: string): Promise<Page> {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const idsOf = (p: Page) => p.items.map((i) => i.id);

/** Every page from the first, by `next`; then back from the last, by `previous` (a cursor that loops fails, not hangs). */
async function walk(base: string) {
  const forward: Page[] = [await page(base)];
  while (forward.at(-1)!.next && forward.length <= 20) forward.push(await page(`${base}&after=${forward.at(-1)!.next}`));
  const back: Page[] = [forward.at(-1)!];
  while (back.at(-1)!.previous && back.length <= 20) back.push(await page(`${base}&before=${back.at(-1)!.previous}`));
  return { forward, back };
}

const byDate = (dir: 'asc' | 'desc') => (a: (typeof rows)[number], b: (typeof rows)[number]) =>
  (dir === 'asc' ? 1 : -1) * (a.micros - b.micros || a.id - b.id);
const byId = (dir: 'asc' | 'desc') => (a: (typeof rows)[number], b: (typeof rows)[number]) => (dir === 'asc' ? 1 : -1) * (a.id - b.id);

describe('GET /api/admin/submissions, page after page', () => {
  const sorts = [
    { query: 'sort=submissionDate&order=desc', compare: byDate('desc') },
    { query: 'sort=submissionDate&order=asc', compare: byDate('asc') },
    { query: 'sort=id&order=desc', compare: byId('desc') },
    { query: 'sort=id&order=asc', compare: byId('asc') },
    { query: 'sort=none', compare: byId('asc') },
  ];

  it.each(sorts)('shows every row once, in order, both ways ($query)', async ({ query, compare }) => {
    const expected = [...rows].sort(compare).map((r) => r.id);
    const { forward, back } = await walk(`/api/admin/submissions?status=all&pageSize=5&${query}`);
    expect(forward.flatMap(idsOf)).toEqual(expected);
    expect(forward.map((p) => p.items.length)).toEqual([5, 5, 2]);
    expect(forward.every((p) => p.total === rows.length)).toBe(true);
    expect(forward[0]!.previous).toBeNull();
    expect(forward.at(-1)!.next).toBeNull();
    // Back from the last page: the same pages, the first one whole again.
    expect(back.map(idsOf)).toEqual([...forward].reverse().map(idsOf));
  });

  it('pages a filtered, searched list with its own total', async () => {
    const expected = rows.filter((r) => r.status === 'pending').sort(byDate('desc')).map((r) => r.id);
    const { forward } = await walk('/api/admin/submissions?status=pending&q=keyset&pageSize=3');
    expect(forward.flatMap(idsOf)).toEqual(expected);
    expect(forward.every((p) => p.total === expected.length)).toBe(true);
  });

  it('keeps its place while rows are added, and resumes from a position no row holds', async () => {
    const base = '/api/admin/submissions?status=all&pageSize=4&sort=submissionDate&order=desc';
    const first = await page(base);
    const second = await page(`${base}&after=${first.next}`);
    // A new submission, dated now: first in this order, ahead of the pages already read.
    const added = await seedSubmission(t.database.db, { status: 'pending' });
    try {
      expect(idsOf(await page(`${base}&after=${first.next}`))).toEqual(idsOf(second));
      expect((await page(base)).items[0]!.id).toBe(added.id);
    } finally {
      await t.database.db.delete(submissions).where(eq(submissions.id, added.id));
    }
    // A cursor is a place in the order, not a row that must still exist (a deleted one, say).
    const asc = [...rows].sort(byDate('asc'));
    const expected = asc.filter((r) => r.micros > 2 || (r.micros === 2 && r.id > 1)).slice(0, 5).map((r) => r.id);
    expect(idsOf(await page(`/api/admin/submissions?status=all&pageSize=5&sort=submissionDate&order=asc&after=${cursorAt(2, 1)}`))).toEqual(expected);
  });

  it('answers an empty page past the end, and the first page whole before a row near the start', async () => {
    const base = '/api/admin/submissions?status=all&pageSize=5&sort=submissionDate&order=desc';
    expect(await page(`${base}&after=1_1`)).toMatchObject({ items: [], next: null, previous: null, total: rows.length });
    const first = await page(base);
    const third = rows.find((r) => r.id === first.items[2]!.id)!;
    // Only two rows come before the third: the answer is the first page of five, not a page of two.
    expect(await page(`${base}&before=${cursorAt(third.micros, third.id)}`)).toEqual(first);
  });
});

describe('a cursor that this API did not give', () => {
  const tampered = ['abc', '', '1_0', '1_2147483648', '12345678901234567_1', "1_1' OR '1'='1", '-5_3', '1.5_2', '1_2_3', 'x'.repeat(400)];

  it.each(['/api/admin/submissions?status=all', '/api/admin/users?q='])('is a 400 naming the field, never a 500 (%s)', async (base) => {
    for (const value of tampered) {
      for (const field of ['after', 'before'] as const) {
        const res = await get(`${base}&${field}=${encodeURIComponent(value)}`);
        expect(res.statusCode, `${field}=${value}: ${res.body}`).toBe(400);
        const body = res.json() as { message: string; errors: Record<string, string> };
        expect(Object.keys(body.errors)).toEqual([field]);
        expect(body.errors[field]).toMatch(field === 'after' ? /^After / : /^Before /);
      }
    }
    const both = await get(`${base}&after=1_1&before=1_1`);
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({ before: expect.stringMatching(/^Before .*After/) });
  });

  it('ignores the page numbers of links saved before keyset paging', async () => {
    const res = await page('/api/admin/submissions?status=all&page=40');
    expect(res.items).toHaveLength(rows.length);
  });
});

describe('GET /api/admin/users, page after page', () => {
  it('walks newest first, ties of creation broken by id, both ways', async () => {
    const db = t.database.db;
    const made: number[] = [];
    for (let n = 0; n < 7; n++) made.push((await registerUser(t.app, `keyset${n}`)).user.id);
    // Three accounts created in the same microsecond, two a microsecond apart.
    const stamp = (id: number, micros: number) =>
      db.execute(sql`update ${users} set created_at = ${BASE}::timestamptz + ${micros}::bigint * interval '1 microsecond' where id = ${id}`);
    const offsets = [5, 5, 5, 6, 7, 1, 2];
    for (const [n, id] of made.entries()) await stamp(id, offsets[n]!);
    const everyone = await db.select({ id: users.id, at: sql<string>`(extract(epoch from ${users.createdAt}) * 1000000)::bigint::text` }).from(users);
    const expected = everyone.sort((a, b) => (BigInt(b.at) === BigInt(a.at) ? b.id - a.id : BigInt(b.at) > BigInt(a.at) ? 1 : -1)).map((u) => u.id);
    const { forward, back } = await walk('/api/admin/users?pageSize=3&q=');
    expect(forward.flatMap(idsOf)).toEqual(expected);
    expect(back.map(idsOf)).toEqual([...forward].reverse().map(idsOf));
    expect(forward.every((p) => p.total === everyone.length)).toBe(true);
  });
});

/** The cursor of a row dated BASE plus `micros` microseconds: what the API's own cursors hold. */
function cursorAt(micros: number, id: number): string {
  return `${BigInt(Date.parse(BASE.replace(' ', 'T').replace('+00', 'Z'))) * 1000n + BigInt(micros)}_${id}`;
}

describe('a search that matches more than SEARCH_COUNT_CAP rows', () => {
  it('counts up to the cap and says there are more; an unsearched list keeps its exact total', async () => {
    const db = t.database.db;
    // Copies of one seeded row under a surname of their own, one more than the cap.
    const [seed] = rows;
    await db.execute(sql`insert into ${submissions} (order_number, service_type, status, full_name, email, item, athlete, quantity, payment_amount_cents, payment_status, payment_method)
      select 'GA-CAP' || lpad(g::text, 4, '0') || '-0000', service_type, status, 'Cap Capacious', email, item, athlete, quantity, payment_amount_cents, payment_status, payment_method
      from ${submissions}, generate_series(1, ${SEARCH_COUNT_CAP + 1}) as g where id = ${seed!.id}`);
    const searched = await page('/api/admin/submissions?status=all&q=capacious');
    expect(searched).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(searched.items).toHaveLength(25);
    const exact = await page('/api/admin/submissions?status=all');
    expect(exact).toMatchObject({ totalCapped: false });
    expect(exact.total).toBeGreaterThan(SEARCH_COUNT_CAP);
    const few = await page('/api/admin/submissions?status=all&q=keyset');
    expect(few).toMatchObject({ total: rows.length, totalCapped: false });
    await db.delete(submissions).where(sql`${submissions.orderNumber} like 'GA-CAP%'`);
  });
});
