/**
 * Shared by the bench scripts that start the built server: spawn it as a child process (as
 * upload-memory.ts does), wait for the first healthy /api/health, read its memory from /proc, and make
 * or drop a throwaway PostgreSQL database (as admin-list.ts does).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** VmRSS, VmHWM, RssAnon and RssFile of a process in MB (Linux only). */
export function memoryOf(pid: number): { rss: number; hwm: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM'), anon: kb('RssAnon'), file: kb('RssFile') };
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat (Linux only). Divided by
 * the requests answered, it is the cost of one request: on a shared machine it moves far less than
 * req/s, which also counts the time the process waited for a core.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (USER_HZ: 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  readyMs: number;
  /** CPU seconds the server had used by then (all its threads): steadier than readyMs on a shared machine. Not measured through npm. */
  readyCpuS?: number;
  stop(): Promise<void>;
}

/**
 * Starts the compiled server (dist/server/server.js, serving the built client; `npm run build` makes both) on a random port and waits until healthy.
 * `npmStart`: through `npm start` instead, as an operator does (the build check first, then the server; nodeArgs are not passed).
 */
export async function startServer(opts: {
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
  /** The server's output through a pipe to this process, for the caller to read. */
  pipeStdout?: boolean;
  /**
   * The server's output through a pipe to a process of its own (`cat` into /dev/null), as a log
   * collector reads it when deployed. Drained in this process instead, the reading shares the load
   * generator's thread and slows the load only while this server is measured (decision 017).
   */
  logCollector?: boolean;
  npmStart?: boolean;
}): Promise<RunningServer> {
  const port = 3900 + Math.floor(Math.random() * 1000);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: opts.dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...opts.env };
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const started = performance.now();
  const [command, ...args] = opts.npmStart ? ['npm', 'start'] : [process.execPath, ...(opts.nodeArgs ?? []), '--enable-source-maps', 'dist/server/server.js'];
  const collector = opts.logCollector ? spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] }) : undefined;
  const child = spawn(command!, args, {
    cwd: root,
    env,
    stdio: ['ignore', collector ? collector.stdin! : opts.pipeStdout ? 'pipe' : 'inherit', 'inherit'],
    // npm runs the server under a shell: a process group of their own, so that stop() reaches the server.
    detached: opts.npmStart === true,
  });
  // The server holds the collector's input now: closed here, the collector ends when the server does.
  collector?.stdin?.destroy();
  // Piped: read by the caller, and drained so that the server never blocks on a full pipe.
  if (opts.pipeStdout) child.stdout?.on('data', () => {});
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  let readyMs = 0;
  let readyCpuS: number | undefined;
  // What the last health check got: said when the server is given up on, which is then stopped (a
  // server left running would hold its port and memory through the benchmarks after this one).
  let lastAnswer = 'no answer yet';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    try {
      // Bounded: a request the server accepted but never answered must not hold the loop past its limit.
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) {
        readyMs = performance.now() - started;
        if (!opts.npmStart) readyCpuS = cpuSecondsOf(child.pid!);
        break;
      }
      lastAnswer = `status ${response.status}`;
    } catch (error) {
      lastAnswer = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
    }
    if (performance.now() - started > 120_000) {
      if (opts.npmStart) process.kill(-child.pid!, 'SIGKILL');
      else child.kill('SIGKILL');
      throw new Error(`server on port ${port} did not start in 120 s (last health check: ${lastAnswer})`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    child,
    base,
    readyMs,
    ...(readyCpuS === undefined ? {} : { readyCpuS }),
    async stop() {
      if (child.exitCode === null) {
        if (opts.npmStart) process.kill(-child.pid!, 'SIGTERM');
        else child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

/** A throwaway database next to PG_URL, or null when PostgreSQL is not reachable. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch {
    return null;
  }
  const name = `goat_bench_${randomBytes(4).toString('hex')}`;
  await probe.query(`CREATE DATABASE "${name}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await probe.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await probe.end();
    },
  };
}

/** The last line of every bench script: the key figures for run-all's summary table. */
export function printResult(name: string, figures: Record<string, number | string | null>): void {
  console.log(`BENCH_RESULT ${JSON.stringify({ name, figures })}`);
}
