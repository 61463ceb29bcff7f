/**
 * The admin submissions table at a million rows (decision 011): seeds BENCH_ROWS
 * submissions (default 1,000,000) into throwaway databases, then times the real query function of
 * GET /api/admin/submissions (and /stats) for the first page, the middle page (reached by a keyset
 * cursor, as the dashboard's Next reaches it) and searched pages (one match, and a common surname's
 * tens of thousands, its first page and the one after it). Prints the median of a few runs per query,
 * per database. Targets (decision 011): every page <= 50 ms on PostgreSQL and <= 100 ms on PGlite.
 *
 *   npm run bench:admin-list          (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_ROWS=200000 BENCH_ONLY=pglite npm run bench:admin-list     (a smaller run, one database)
 *
 * PostgreSQL: a dedicated database is created next to the one in the URL and dropped at the end; the
 * data in the URL's own database is never touched. PGlite: a fresh data folder in the temp dir.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { adminSubmissionQuerySchema, formatAdminCursor, type AdminSubmissionQuery } from '../shared/schemas/admin';
import { openPglite } from '../server/src/db/pglite';
import { openPostgres } from '../server/src/db/postgres';
import type { DatabaseHandle } from '../server/src/db/types';
import { createAdminSubmissionQuery } from '../server/src/modules/admin/admin-submission-query';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BATCH = 100_000;
const RUNS = 5;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
// GA-XXXX-XXXX from the row number: i times an odd constant modulo 2^40 is a bijection, so the eight
// base-32 digits look random and never clash.
const digit = (k: number) => `substr('${ALPHABET}', ((x >> ${5 * k}) & 31)::int + 1, 1)`;
const ORDER_NUMBER = `'GA-' || ${[0, 1, 2, 3].map(digit).join(' || ')} || '-' || ${[4, 5, 6, 7].map(digit).join(' || ')}`;
const arr = (values: string[]) => `(ARRAY[${values.map((v) => `'${v}'`).join(',')}])`;
const FIRST = arr(['Alice', 'Bruno', 'Chen', 'Dana', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jamal', 'Kara', 'Liam', 'Mia', 'Noah', 'Olga', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tara']);
const LAST_NAMES = ['Marchetti', 'Keller', 'Wei', 'Ortiz', 'Okafor', 'Smith', 'Nguyen', 'Garcia', 'Kowalski', 'Brown', 'Silva', 'Jensen', 'Haddad', 'Murphy', 'Rossi', 'Tanaka', 'Novak', 'Dubois', 'Berg', 'Costa', 'Ivanova', 'Walsh', 'Moreau', 'Patel', 'Larsen'];
const LAST = arr(LAST_NAMES);
// An e-mail fragment as an admin would type it: the local part's end of one customer (row 42.42 %).
const SEARCH_ROW = Math.max(1, Math.floor(ROWS * 0.4242));
const EMAIL_FRAGMENT = `${LAST_NAMES[Math.floor(SEARCH_ROW / 20) % 25]!.toLowerCase()}${SEARCH_ROW}@`;
const DOMAINS = arr(['example.com', 'mail.example.org', 'collectors.example.net', 'example.co.uk']);
const ITEMS = arr(['Signed home jersey', 'Rookie card', 'Game used puck', 'Signed football', 'Framed photo', 'Signed basketball', 'Hockey stick', 'Helmet, black marker']);
const ATHLETES = arr(['michael-jordan', 'tom-brady', 'wayne-gretzky']);

/** One batch of rows i in [from, to]: spread over four years, mostly completed, half Quick Opinions. */
const seedBatch = (from: number, to: number) => `
INSERT INTO submissions (order_number, service_type, status, full_name, email, item, athlete, quantity,
  payment_amount_cents, payment_status, payment_method, submission_date)
SELECT ${ORDER_NUMBER},
  (CASE WHEN i % 10 < 5 THEN 'quick_opinion' WHEN i % 10 < 8 THEN 'full_loa' ELSE 'bundle_loa' END)::service_type,
  (CASE WHEN i > ${ROWS} - ${Math.round(ROWS * 0.03)} THEN (CASE WHEN i % 3 = 0 THEN 'processing' ELSE 'pending' END)
        WHEN (i * 7919::bigint) % 100 < 4 THEN 'rejected' WHEN (i * 7919::bigint) % 100 < 8 THEN 'pending' ELSE 'completed' END)::submission_status,
  f || ' ' || l,
  lower(f) || '.' || lower(l) || i || '@' || ${DOMAINS}[i % 4 + 1],
  ${ITEMS}[(i * 13) % 8 + 1], ${ATHLETES}[i % 3 + 1], 1, 1000, 'paid', 'clover',
  now() - ((${ROWS} - i) * interval '2 minutes') - ((i * 37) % 120) * interval '1 second'
FROM generate_series(${from}, ${to}) AS g(i),
  LATERAL (SELECT (i::bigint * 2654435761) % 1099511627776 AS x) AS h,
  LATERAL (SELECT ${FIRST}[i % 20 + 1] AS f, ${LAST}[(i / 20) % 25 + 1] AS l) AS n`;

async function exec(handle: DatabaseHandle, statement: string) {
  await handle.db.execute(sql.raw(statement));
}

/** Seeds with the secondary indexes dropped, then builds them again exactly as migrated (faster than row by row). */
async function seed(handle: DatabaseHandle) {
  const started = Date.now();
  const defs = (await handle.db.execute(sql.raw(
    `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'submissions' AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
  ))) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const d of defs.rows) await exec(handle, `DROP INDEX "${d.indexname}"`);
  for (let from = 1; from <= ROWS; from += BATCH) {
    await exec(handle, seedBatch(from, Math.min(ROWS, from + BATCH - 1)));
    process.stdout.write(`\r  seeded ${Math.min(ROWS, from + BATCH - 1).toLocaleString('en-US')} rows`);
  }
  await exec(handle, `INSERT INTO submission_items (submission_id, position, athlete, item_type, description, image_urls)
    SELECT id, 1, athlete, 'jersey', item, '[]'::jsonb FROM submissions`);
  for (const d of defs.rows) await exec(handle, d.indexdef);
  // Index-only scans need the visibility map; the planner needs statistics.
  await exec(handle, 'VACUUM ANALYZE submissions');
  await exec(handle, 'VACUUM ANALYZE submission_items');
  console.log(`\r  seeded ${ROWS.toLocaleString('en-US')} submissions (with items and indexes) in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * The cursor of the row just before the middle of the whole list, newest first: found once, untimed,
 * with OFFSET (what the old page 20000 skipped), so the timed query is the dashboard's Next from there.
 */
async function middleCursor(handle: DatabaseHandle): Promise<string> {
  const result = (await handle.db.execute(sql.raw(
    `SELECT (extract(epoch from submission_date) * 1000000)::bigint::text AS micros, id FROM submissions
     ORDER BY submission_date DESC, id DESC OFFSET ${Math.max(0, Math.floor(ROWS / 2) - 26)} LIMIT 1`,
  ))) as unknown as { rows: { micros: string; id: number }[] };
  const row = result.rows[0]!;
  return formatAdminCursor({ micros: row.micros, id: Number(row.id) });
}

type Case = { name: string; query: (handle: DatabaseHandle, list: (q: AdminSubmissionQuery) => Promise<{ next: string | null }>) => Promise<Record<string, unknown>> };
const fixed = (query: Record<string, unknown>) => async () => query;

const CASES: Case[] = [
  { name: 'first page (pending, newest first)', query: fixed({}) },
  { name: 'middle page (all, after a cursor at the middle row)', query: async (handle) => ({ status: 'all', after: await middleCursor(handle) }) },
  { name: 'searched page (e-mail fragment)', query: fixed({ status: 'all', q: EMAIL_FRAGMENT }) },
  { name: 'searched page (common surname)', query: fixed({ status: 'all', q: 'marchetti' }) },
  {
    name: 'searched page 2 (common surname, after a cursor)',
    query: async (_handle, list) => ({ status: 'all', q: 'marchetti', after: (await list(adminSubmissionQuerySchema.parse({ status: 'all', q: 'marchetti' }))).next ?? undefined }),
  },
  { name: 'filtered (full_loa, processing)', query: fixed({ status: 'processing', serviceType: 'full_loa' }) },
];

async function median(fn: () => Promise<unknown>): Promise<number> {
  await fn(); // warm the cache and the plan
  const times: number[] = [];
  for (let n = 0; n < RUNS; n++) {
    const started = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function measure(handle: DatabaseHandle): Promise<Map<string, number>> {
  await seed(handle);
  const q = createAdminSubmissionQuery(handle.db);
  const out = new Map<string, number>();
  for (const c of CASES) {
    const query = adminSubmissionQuerySchema.parse(await c.query(handle, (x) => q.list(x)));
    const result = await q.list(query);
    out.set(c.name, await median(() => q.list(query)));
    console.log(`  ${c.name}: ${result.items.length} rows of ${result.total.toLocaleString('en-US')}`);
  }
  out.set('stats (five count cards)', await median(() => q.stats()));
  return out;
}

async function onPostgres(): Promise<Map<string, number> | string> {
  const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch (err) {
    return `not reachable (${(err as Error).message})`;
  }
  const name = `goat_bench_${randomBytes(4).toString('hex')}`;
  await probe.query(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  try {
    const handle = await openPostgres(url.toString(), { timeouts: false }); // seeding runs long statements
    try {
      return await measure(handle);
    } finally {
      await handle.close();
    }
  } finally {
    // BENCH_KEEP=1 leaves the database for EXPLAIN ANALYZE (drop it by hand afterwards).
    if (process.env.BENCH_KEEP === '1') console.log(`  kept database ${name}`);
    else await probe.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await probe.end();
  }
}

async function onPglite(): Promise<Map<string, number> | string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-admin-'));
  try {
    const handle = await openPglite(dir);
    try {
      return await measure(handle);
    } finally {
      await handle.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`Admin submissions list at ${ROWS.toLocaleString('en-US')} rows (median of ${RUNS} runs, ms)\n`);
console.log(`PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}):`);
// BENCH_ONLY=pglite skips PostgreSQL (a machine without it, or a quick run).
const postgres = process.env.BENCH_ONLY === 'pglite' ? 'skipped (BENCH_ONLY=pglite)' : await onPostgres();
console.log('PGlite (embedded):');
// BENCH_ONLY=postgres skips the (slower) embedded database.
const pglite = process.env.BENCH_ONLY === 'postgres' ? 'skipped (BENCH_ONLY=postgres)' : await onPglite();

const fmt = (r: Map<string, number> | string, key: string) => (typeof r === 'string' ? 'n/a' : (r.get(key)?.toFixed(1) ?? 'n/a'));
const keys = [...CASES.map((c) => c.name), 'stats (five count cards)'];
// The targets hold for every page a person can reach (the middle one and a search with tens of
// thousands of matches included): <= 50 ms on PostgreSQL, <= 100 ms on the embedded database.
const TARGET_MS = { postgres: 50, pglite: 100 } as const;
const verdict = (r: Map<string, number> | string, key: string, target: number) => {
  const ms = typeof r === 'string' ? NaN : (r.get(key) ?? NaN);
  return Number.isNaN(ms) ? '' : ms <= target ? 'ok' : 'OVER';
};
console.log(`\n| Query | PostgreSQL ms (<= ${TARGET_MS.postgres}) | PGlite ms (<= ${TARGET_MS.pglite}) |\n| --- | ---: | ---: |`);
for (const k of keys) {
  console.log(`| ${k} | ${fmt(postgres, k)} ${verdict(postgres, k, TARGET_MS.postgres)} | ${fmt(pglite, k)} ${verdict(pglite, k, TARGET_MS.pglite)} |`);
}
if (typeof postgres === 'string') console.log(`\nPostgreSQL ${postgres}: only PGlite was measured.`);

// Key figures for run-all's summary: every page query and the slowest of them, ms, on each database.
const short: Record<string, string> = {
  first: 'first page',
  middle: 'middle page',
  'searched page (e-mail': 'e-mail search',
  'searched page (common': 'surname search',
  'searched page 2': 'surname search page 2',
  filtered: 'filtered page',
};
const result: Record<string, number | null> = {};
for (const [db, r] of [['postgres', postgres], ['pglite', pglite]] as const) {
  const at = (k: string) => (typeof r === 'string' ? null : Number((r.get(k) ?? NaN).toFixed(1)));
  for (const k of keys) {
    const label = Object.entries(short).find(([prefix]) => k.startsWith(prefix))?.[1];
    if (label) result[`${db} ${label} ms`] = at(k);
  }
  const pages = CASES.map((c) => at(c.name)).filter((ms): ms is number => ms !== null);
  result[`${db} slowest page ms (target ${TARGET_MS[db]})`] = pages.length ? Math.max(...pages) : null;
}
console.log(`BENCH_RESULT ${JSON.stringify({ name: 'admin-list', figures: result })}`);
