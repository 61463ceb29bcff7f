/**
 * The write path under load (decision 017): concurrent Full LOA submissions against the built
 * server in a child process, each with one photo uploaded first in the same session, as the browser
 * does. BENCH_WRITE_CONNECTIONS workers (default 20) post for BENCH_DURATION seconds (default 10);
 * prints req/s, p50/p99 of the POST /api/submissions alone, how many 201s, then counts the rows in
 * the database to show every 201 was stored with its item. Embedded database, then PostgreSQL when
 * reachable (a throwaway database). Needs `npm run build`.
 *
 *   node --import tsx bench/write-path.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { MAX_FILES_PER_UPLOAD } from '../shared/uploads';
import { openPglite } from '../server/src/db/pglite';
import { openPostgres } from '../server/src/db/postgres';
import type { DatabaseHandle } from '../server/src/db/types';
import { createPgDatabase, PG_URL, printResult, startServer } from './support/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 20);
const PER_WORKER = Math.max(MAX_FILES_PER_UPLOAD, Number(process.env.BENCH_WRITE_IMAGES ?? 60));

const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();

// Every worker uploads from 127.0.0.1, many at once: the upload quotas, the decode queue's line
// (decision 022) and the visitor sessions per address (decision 020) are lifted, the bench measures
// the write path.
const BENCH_ENV = {
  SEED_DEMO: 'false',
  VISITOR_SESSIONS_PER_HOUR: '100000',
  UPLOAD_SESSION_FILES_PER_HOUR: '1000000',
  UPLOAD_ADDRESS_FILES_PER_HOUR: '1000000',
  UPLOAD_DECODE_WAITING: '1000',
};

async function uploadBatch(base: string, cookie: string | undefined, count: number): Promise<{ urls: string[]; cookie: string }> {
  const form = new FormData();
  for (let n = 0; n < count; n++) form.append('images', new Blob([jpeg], { type: 'image/jpeg' }), `item-${n}.jpg`);
  const res = await fetch(`${base}/api/upload-images`, { method: 'POST', body: form, headers: { origin: base, ...(cookie ? { cookie } : {}) } });
  if (res.status !== 200) throw new Error(`upload failed ${res.status}: ${await res.text()}`);
  const set = /goat_sid=[^;]+/.exec(res.headers.get('set-cookie') ?? '')?.[0];
  return { urls: ((await res.json()) as { imageUrls: string[] }).imageUrls, cookie: set ?? cookie! };
}

const payload = (imageUrl: string, n: number) => ({
  serviceType: 'full_loa',
  email: `bench${n}@example.com`,
  fullName: 'Avery Stone',
  phoneNumber: '(555) 123-4567',
  address: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  items: [{ athlete: 'michael-jordan', itemType: 'jersey', notes: 'Signed home jersey, black marker', imageUrls: [imageUrl] }],
  agree: true,
  // Each worker sends the same items again and again on purpose: "Submit again?" answered in advance.
  confirmDuplicate: true,
});

async function count(handle: DatabaseHandle): Promise<{ submissions: number; items: number; orphans: number }> {
  const r = (await handle.db.execute(
    sql.raw(`SELECT (SELECT count(*)::int FROM submissions WHERE service_type = 'full_loa') AS submissions,
      (SELECT count(*)::int FROM submission_items i JOIN submissions s ON s.id = i.submission_id WHERE s.service_type = 'full_loa') AS items,
      (SELECT count(*)::int FROM submissions s WHERE service_type = 'full_loa' AND NOT EXISTS (SELECT 1 FROM submission_items i WHERE i.submission_id = s.id)) AS orphans`),
  )) as unknown as { rows: { submissions: number; items: number; orphans: number }[] };
  return r.rows[0]!;
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-write-'));
  try {
    const server = await startServer({ dataDir, ...(databaseUrl ? { databaseUrl } : {}), env: BENCH_ENV });
    let stats: { ok: number; other: Map<number, number>; latencies: number[]; seconds: number };
    try {
      // Each worker: its own browser session, its photos uploaded before the clock starts.
      const workers = await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          let cookie: string | undefined;
          const urls: string[] = [];
          while (urls.length < PER_WORKER) {
            const batch = await uploadBatch(server.base, cookie, MAX_FILES_PER_UPLOAD);
            cookie = batch.cookie;
            urls.push(...batch.urls);
          }
          return { cookie: cookie!, urls };
        }),
      );
      const latencies: number[] = [];
      const other = new Map<number, number>();
      let ok = 0;
      let n = 0;
      const started = performance.now();
      const until = started + DURATION * 1000;
      await Promise.all(
        workers.map(async (w) => {
          while (performance.now() < until && w.urls.length) {
            const t = performance.now();
            const res = await fetch(`${server.base}/api/submissions`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: server.base, cookie: w.cookie },
              body: JSON.stringify(payload(w.urls.pop()!, n++)),
            });
            await res.arrayBuffer();
            latencies.push(performance.now() - t);
            if (res.status === 201) ok++;
            else other.set(res.status, (other.get(res.status) ?? 0) + 1);
          }
        }),
      );
      stats = { ok, other, latencies, seconds: (performance.now() - started) / 1000 };
    } finally {
      await server.stop();
    }
    // The server is stopped: open its database directly and count what it stored.
    const handle = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(dataDir);
    let stored: Awaited<ReturnType<typeof count>>;
    try {
      stored = await count(handle);
    } finally {
      await handle.close();
    }
    const sorted = [...stats.latencies].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
    return { label, ...stats, rps: stats.latencies.length / stats.seconds, p50: pct(50), p99: pct(99), stored };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Full LOA submissions, ${CONNECTIONS} connections for ${DURATION} s (one uploaded photo each; shared 2-core machine: noisy figures)\n`);
const results: Awaited<ReturnType<typeof run>>[] = [];
if (process.env.BENCH_ONLY !== 'postgres') results.push(await run('PGlite'));
if (process.env.BENCH_ONLY !== 'pglite') {
  const db = await createPgDatabase();
  if (!db) console.log(`PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}) not reachable: only PGlite was measured.`);
  else {
    try {
      results.push(await run('PostgreSQL', db.url));
    } finally {
      await db.drop();
    }
  }
}
console.log('\n| Database | req/s | p50 ms | p99 ms | 201s | other statuses | rows stored | items stored | submissions without items | every 201 stored |');
console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- |');
const figures: Record<string, number | string> = {};
for (const r of results) {
  const other = [...r.other].map(([s, c]) => `${c} x ${s}`).join(', ') || 'none';
  const complete = r.stored.submissions === r.ok && r.stored.items === r.ok && r.stored.orphans === 0;
  console.log(`| ${r.label} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p99.toFixed(0)} | ${r.ok} | ${other} | ${r.stored.submissions} | ${r.stored.items} | ${r.stored.orphans} | ${complete ? 'yes' : 'NO'} |`);
  const key = r.label === 'PGlite' ? 'pglite' : 'postgres';
  figures[`${key} req/s`] = Number(r.rps.toFixed(1));
  figures[`${key} p99 ms`] = Math.round(r.p99);
  figures[`${key} 201s stored`] = `${r.stored.submissions}/${r.ok}`;
}
printResult('write', figures);
