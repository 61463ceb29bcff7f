import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from './wait';
import { GENEROUS_LIMITS } from './generous-limits';

/**
 * The real server (server/src/server.ts, compiled) as a child process, for the tests that need what an
 * in-process app cannot give: kill -9, signals, a restart on the same DATA_DIR, a database that goes
 * away under a running process.
 */

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Node's arguments to run the server and the operators' command as `npm start` and the Docker image do:
 * the compiled JavaScript in dist/server, which the API projects' global set-up builds when the sources
 * changed (scripts/build.ts). Cheaper to spawn than TypeScript through tsx, and what users run.
 */
export const SERVER_SCRIPT = ['--enable-source-maps', 'dist/server/server.js'];
export const ADMIN_SCRIPT = ['--enable-source-maps', 'dist/server/admin.js'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Its exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface StartOptions {
  dataDir: string;
  /** Empty for the embedded database. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Wait until /api/health answers 200 (default); false returns as soon as it is spawned. */
  waitForHealth?: boolean;
}

const started: ChildProcess[] = [];

/** Spawns the server on a free port; by default waits (up to 90 s: a loaded CI machine once took more than 45) until it is healthy. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_SCRIPT, {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: opts.databaseUrl ?? '',
      ...GENEROUS_LIMITS,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const server: ServerProcess = { child, pid: child.pid!, port, base: `http://127.0.0.1:${port}`, output: () => out, exited };
  if (opts.waitForHealth !== false) await waitForHealth(server);
  return server;
}

/** Polls /api/health until it answers 200; fails when the process exits first or the time runs out. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const healthy = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited early: ${server.output()}`);
    try {
      return (await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
    } catch {
      return false; // not listening yet
    }
  };
  if (!(await waitFor(healthy, { timeoutMs, intervalMs: 100 }))) throw new Error(`server did not become healthy: ${server.output()}`);
}

/** SIGKILLs every server this file started that is still running (for afterAll), by its own pid. */
export async function killStartedServers(): Promise<void> {
  const running = started.filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        }),
    ),
  );
  started.length = 0;
}

/**
 * A browser-like client of a spawned server: keeps the session cookie and sends the Origin header the
 * CSRF guard expects of a state-changing request from the site's own pages.
 */
export function siteClient(base: string) {
  let cookie: string | undefined;
  async function request(url: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('origin', base);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(`${base}${url}`, { ...init, headers, signal: AbortSignal.timeout(init.timeoutMs ?? 30_000) });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('goat_sid='));
    if (set) cookie = set.split(';')[0];
    return res;
  }
  return {
    request,
    get cookie() {
      return cookie;
    },
    postJson: (url: string, body: unknown, timeoutMs?: number) =>
      request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), timeoutMs }),
  };
}

/** A multipart body of `count` copies of one image in the `images` field, as the upload form sends it. */
export function imagesMultipart(image: Buffer, count: number): { body: Buffer; contentType: string } {
  const boundary = '----goatfault' + Math.random().toString(16).slice(2);
  const parts = Array.from({ length: count }, (_, n) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="item-${n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      image,
      Buffer.from('\r\n'),
    ]),
  );
  return { body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
