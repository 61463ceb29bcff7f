/**
 * Public certificates under load (decision 040): the badge, the public data and the showcase, served
 * from the memory of the built server (dist/server, demo content: its showcase letters are public),
 * beside a bare node:http server in a process of its own answering the same bytes and headers,
 * measured the same way in the same run; then the verification answer's cost: one lookup after
 * another from one address under its limit, and at 100 connections from many addresses (each is
 * counted, looked up and logged in the database).
 * Target: >= 50 % of the bare server's req/s and p99 <= 20 ms at 100 connections.
 *
 *   npm run build && node --import tsx bench/public-certificates.ts
 *   BENCH_DURATION (seconds per endpoint and round, default 10), BENCH_ROUNDS (default 3; the round with
 *   the median ratio is reported), BENCH_CONNECTIONS (default 100), BENCH_ONLY=pglite|postgres
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { SHOWCASE_SAMPLES } from '../shared/showcase';
import { bareServer, load as loadFigures, snapshot, type Figures, type Snapshot } from './support/bare-comparison';
import { cpuSecondsOf, createPgDatabase, PG_URL, printResult, startServer } from './support/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// The first showcase letter: public, a demonstration record, seeded with the demo content.
const SAMPLE = SHOWCASE_SAMPLES.find((s) => s.certificate)!.certificate!;
const NUMBER = SAMPLE.number;
const HOLDER_LAST_NAME = SAMPLE.holder.split(' ').at(-1)!;
const ENDPOINTS = [`/api/certificates/${NUMBER}/badge.svg`, `/api/certificates/${NUMBER}/public`, '/api/showcase'];
// Under the per-address limit of lookups (30 in 10 minutes): every one is a real lookup.
const LOOKUPS = 25;

const load = (url: string, pid: number) => loadFigures(url, pid, { connections: CONNECTIONS, seconds: DURATION });

/**
 * Lookups at CONNECTIONS connections, each from an address of its own (X-Forwarded-For, believed from
 * 127.0.0.1 by this server's TRUST_PROXY), so that every one is a real lookup under the per-address
 * limit: counted, looked up, logged and watched by the clone alarm, as a marketplace's checks would be.
 */
async function verifyUnderLoad(base: string, pid: number): Promise<Figures> {
  let next = 0;
  const before = cpuSecondsOf(pid);
  const r = await autocannon({
    url: `${base}/api/certificates/verify?certificateNumber=${NUMBER}&lastName=${encodeURIComponent(HOLDER_LAST_NAME)}`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}` } };
        },
      },
    ],
  });
  const cpuUs = ((cpuSecondsOf(pid) - before) * 1e6) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx + r.errors + r.timeouts, cpuUs };
}

/** Lookups one after another (the cost of one answer, not throughput): median and worst in ms. */
async function verifyCost(base: string): Promise<{ medianMs: number; maxMs: number; statuses: string }> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  for (let n = 0; n < LOOKUPS; n++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/certificates/verify?certificateNumber=${NUMBER}&lastName=${encodeURIComponent(HOLDER_LAST_NAME)}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)]!, maxMs: times.at(-1)!, statuses: [...statuses].map(([s, c]) => `${c}x${s}`).join(' ') };
}

type Row = { db: string; endpoint: string; bytes: number; server: Figures; bare: Figures };

async function run(label: string, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-public-'));
  const server = await startServer({ dataDir, env: { LOG_LEVEL: 'info', SEED_DEMO: 'true', TRUST_PROXY: '127.0.0.1' }, logCollector: true, ...(databaseUrl ? { databaseUrl } : {}) });
  const rows: Row[] = [];
  try {
    // PostgreSQL gets no demo content (a DATABASE_URL deployment is real): the same letter, written here.
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(
        "insert into certificates (certificate_number, user_last_name, item, athlete, demo, public) values ($1, $2, 'Signed home jersey #23', 'Michael Jordan', true, true)",
        [NUMBER, HOLDER_LAST_NAME],
      );
      await client.end();
    }
    // The demo content is seeded after the server reports healthy: wait for its letters.
    for (let waited = 0; (await snapshot(server.base + ENDPOINTS[1]!)).status !== 200; waited += 250) {
      if (waited > 60_000) throw new Error('no public demo certificate after 60 s: is the demo content seeded (SEED_DEMO)?');
      await new Promise((r) => setTimeout(r, 250));
    }
    const responses = new Map<string, Snapshot>();
    for (const endpoint of ENDPOINTS) {
      const snap = await snapshot(server.base + endpoint);
      if (snap.status !== 200) throw new Error(`${endpoint} answered ${snap.status}: is the demo content seeded, and its letters public?`);
      responses.set(endpoint, snap);
    }
    const verify = await verifyCost(server.base);
    console.log(`  ${label} verify: median ${verify.medianMs.toFixed(1)} ms, worst ${verify.maxMs.toFixed(1)} ms over ${LOOKUPS} lookups (${verify.statuses})`);
    const verifyLoad = await verifyUnderLoad(server.base, server.child.pid!);
    console.log(`  ${label} verify at ${CONNECTIONS} connections: ${verifyLoad.rps.toFixed(0)} req/s, p50 ${verifyLoad.p50} ms, p99 ${verifyLoad.p99} ms, ${verifyLoad.cpuUs.toFixed(0)} CPU µs/req, ${verifyLoad.non2xx} non-2xx/errors`);
    const bare = await bareServer(responses);
    try {
      for (const endpoint of ENDPOINTS) {
        await autocannon({ url: bare.base + endpoint, connections: CONNECTIONS, duration: 1 });
        await autocannon({ url: server.base + endpoint, connections: CONNECTIONS, duration: 1 });
        const rounds: { server: Figures; bare: Figures }[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const b = await load(bare.base + endpoint, bare.pid);
          const s = await load(server.base + endpoint, server.child.pid!);
          rounds.push({ server: s, bare: b });
          console.log(`  ${label} ${endpoint} round ${round + 1}: ${s.rps.toFixed(0)} req/s (bare ${b.rps.toFixed(0)}, ${((s.rps / b.rps) * 100).toFixed(0)} %), p99 ${s.p99} ms (bare ${b.p99})`);
        }
        rounds.sort((a, b) => a.server.rps / a.bare.rps - b.server.rps / b.bare.rps);
        rows.push({ db: label, endpoint, bytes: responses.get(endpoint)!.body.length, ...rounds[Math.floor(rounds.length / 2)]! });
      }
    } finally {
      await bare.close();
    }
    return { rows, verify, verifyLoad };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Public certificates, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s, on ${os.cpus().length} cores (shared machine: compare with the bare server of the same run)\n`);
const all: Row[] = [];
const figures: Record<string, number | string | null> = {};
const runs: [string, string | undefined][] = [];
if (process.env.BENCH_ONLY !== 'postgres') runs.push(['PGlite', undefined]);
const pgDb = process.env.BENCH_ONLY !== 'pglite' ? await createPgDatabase() : null;
if (process.env.BENCH_ONLY !== 'pglite' && !pgDb) console.log(`PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}) not reachable: only PGlite was measured.`);
if (pgDb) runs.push(['PostgreSQL', pgDb.url]);
try {
  for (const [label, url] of runs) {
    const r = await run(label, url);
    all.push(...r.rows);
    const key = label === 'PGlite' ? 'pglite' : 'postgres';
    figures[`${key} verify median ms`] = Number(r.verify.medianMs.toFixed(1));
    figures[`${key} verify req/s at ${CONNECTIONS}`] = Math.round(r.verifyLoad.rps);
    figures[`${key} verify p99 ms at ${CONNECTIONS}`] = r.verifyLoad.p99;
  }
} finally {
  await pgDb?.drop();
}

console.log('\n| Database | Endpoint | Body bytes | req/s | p99 ms | bare req/s | bare p99 ms | ratio | CPU µs/req | bare CPU µs/req | Target (>= 50 %, p99 <= 20 ms) |');
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of all) {
  const ratio = r.server.rps / r.bare.rps;
  const ok = ratio >= 0.5 && r.server.p99 <= 20;
  const errors = r.server.non2xx ? ` (${r.server.non2xx} non-2xx/errors)` : '';
  console.log(`| ${r.db} | ${r.endpoint} | ${r.bytes} | ${r.server.rps.toFixed(0)} | ${r.server.p99} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${(ratio * 100).toFixed(0)} % | ${r.server.cpuUs.toFixed(0)} | ${r.bare.cpuUs.toFixed(0)} | ${ok ? 'ok' : 'MISSED'}${errors} |`);
  const key = `${r.db === 'PGlite' ? 'pglite' : 'postgres'} ${r.endpoint.includes('badge') ? 'badge' : r.endpoint.includes('public') ? 'public' : 'showcase'}`;
  figures[`${key} req/s`] = Math.round(r.server.rps);
  figures[`${key} ratio %`] = Math.round(ratio * 100);
  figures[`${key} p99 ms`] = r.server.p99;
}
printResult('public-certificates', figures);
