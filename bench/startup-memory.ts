/**
 * Start-up time and memory (decision 031): the time from spawn to the first healthy
 * /api/health on an empty DATA_DIR (migrations and demo seed), then a restart on the same folder, and
 * through a second `npm start` on that folder (build check included, nothing to build), and on
 * PostgreSQL when reachable (a throwaway database); the memory at rest after start (VmRSS, VmHWM from
 * /proc, and the server's own process.memoryUsage() through a preload answering SIGUSR2), then under the load of
 * api-throughput (100 connections on GET /api/blog-posts for BENCH_DURATION s, default 10).
 *
 *   npm run build && node --import tsx bench/startup-memory.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPgDatabase, memoryOf, PG_URL, printResult, startServer, type RunningServer } from './support/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** The server's own split (rss, heapUsed, external, arrayBuffers in MB), printed on SIGUSR2 by bench/support/memory-report.mjs. */
async function usageOf(server: RunningServer): Promise<Record<string, number> | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 2000);
    const onData = (chunk: Buffer) => {
      const m = /BENCH_MEMORY (\{.*\})/.exec(chunk.toString());
      if (!m) return;
      clearTimeout(timer);
      server.child.stdout?.off('data', onData);
      resolve(JSON.parse(m[1]!) as Record<string, number>);
    };
    server.child.stdout?.on('data', onData);
    server.child.kill('SIGUSR2');
  });
}

type Row = { label: string; readyMs: number; readyCpuS?: number | undefined; rest?: ReturnType<typeof memoryOf>; usage: Record<string, number> | null; load?: { rss: number; hwm: number; rps: number } };

async function measure(label: string, server: RunningServer, withLoad: boolean): Promise<Row> {
  await new Promise((r) => setTimeout(r, 2000));
  const rest = memoryOf(server.child.pid!);
  const usage = await usageOf(server);
  const row: Row = { label, readyMs: server.readyMs, readyCpuS: server.readyCpuS, rest, usage };
  if (withLoad) {
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, memoryOf(server.child.pid!).rss)), 200);
    const result = await autocannon({ url: `${server.base}/api/blog-posts`, connections: 100, duration: DURATION });
    clearInterval(sampler);
    row.load = { rss: peak, hwm: memoryOf(server.child.pid!).hwm, rps: result.requests.average };
  }
  return row;
}

const rows: Row[] = [];
const env = {};
// The preload answers SIGUSR2 with process.memoryUsage() (bench/support/memory-report.mjs).
const nodeArgs = ['--expose-gc', '--import', './bench/support/memory-report.mjs', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-startup-'));
try {
  let server = await startServer({ dataDir, env, nodeArgs, pipeStdout: true });
  try {
    rows.push(await measure('PGlite, first start (empty DATA_DIR)', server, true));
  } finally {
    await server.stop();
  }
  server = await startServer({ dataDir, env, nodeArgs, pipeStdout: true });
  try {
    rows.push(await measure('PGlite, restart (same DATA_DIR)', server, false));
  } finally {
    await server.stop();
  }
  // What an operator's second `npm start` costs (decision 031: <= 3 s): npm itself, the build check
  // (scripts/build-check.mjs: nothing changed, nothing built) and the server, on the same folder.
  server = await startServer({ dataDir, env, pipeStdout: true, npmStart: true });
  try {
    // Time only: the process spawned is npm's, not the server's (its memory is the restart's above).
    rows.push({ label: 'PGlite, second `npm start` (same DATA_DIR, nothing to build)', readyMs: server.readyMs, usage: null });
  } finally {
    await server.stop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const db = await createPgDatabase();
if (!db) console.log(`PostgreSQL (${PG_URL.replace(/\/\/[^@]*@/, '//')}) not reachable: only PGlite was measured.`);
else {
  const pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-startup-'));
  try {
    const server = await startServer({ dataDir: pgDir, databaseUrl: db.url, env, nodeArgs, pipeStdout: true });
    try {
      rows.push(await measure('PostgreSQL, first start', server, true));
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
    fs.rmSync(pgDir, { recursive: true, force: true });
  }
}

const f = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(0));
console.log(`\nStart-up and memory (MB; 2-core shared machine, noisy; load: 100 connections on /api/blog-posts for ${DURATION} s)\n`);
console.log('| Run | ready ms | CPU s to ready | VmRSS at rest | VmHWM at rest | heapUsed | external | arrayBuffers | VmRSS peak under load | VmHWM after load | req/s |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  console.log(`| ${r.label} | ${f(r.readyMs)} | ${r.readyCpuS === undefined ? 'n/a' : r.readyCpuS.toFixed(2)} | ${f(r.rest?.rss)} | ${f(r.rest?.hwm)} | ${f(r.usage?.heapUsed)} | ${f(r.usage?.external)} | ${f(r.usage?.arrayBuffers)} | ${f(r.load?.rss)} | ${f(r.load?.hwm)} | ${f(r.load?.rps)} |`);
}
const figures: Record<string, number> = {};
for (const r of rows) {
  const key = r.label.startsWith('PostgreSQL') ? 'postgres' : r.label.includes('npm start') ? 'pglite npm start' : r.label.includes('restart') ? 'pglite restart' : 'pglite first';
  figures[`${key} ready ms`] = Math.round(r.readyMs);
  if (r.readyCpuS !== undefined) figures[`${key} cpu s to ready`] = Number(r.readyCpuS.toFixed(2));
  if (r.rest) figures[`${key} rss at rest MB`] = Math.round(r.rest.rss);
  if (r.load) figures[`${key} rss under load MB`] = Math.round(r.load.rss);
}
printResult('startup', figures);
