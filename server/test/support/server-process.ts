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

/**
 * One deadline for a spawned process that is truly stuck (not starting, not exiting). Generous: the
 * waits below end as soon as the process shows its own sign of life (its health answer, its exit, a
 * line it prints), so a healthy run never waits for it; a starved two-core machine once took more than
 * 45 s to start a server. Below the test limit of the `processes` projects (vitest.config.ts), so that a
 * stuck process fails with what it printed, not with a bare "Test timed out".
 */
export const PROCESS_DEADLINE_MS = 180_000;

export interface SpawnedProcess {
  child: ChildProcess;
  pid: number;
  /** What it is, for messages: "server", "admin list". */
  label: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Waits for its exit code (null when killed by a signal); past the deadline, kills it and throws with its output. */
  exited: (timeoutMs?: number) => Promise<number | null>;
}

export interface ServerProcess extends SpawnedProcess {
  port: number;
  base: string;
}

/** Every process spawned by this worker, so that a failed test can show what each of its own printed. */
const spawned: SpawnedProcess[] = [];

/** How many processes were spawned so far (process-output.ts notes it before each test). */
export const spawnedCount = (): number => spawned.length;

/** What the processes spawned since `from` printed, one block each (for a failed test's report). */
export function spawnedOutputSince(from: number): string {
  return spawned
    .slice(from)
    .map((p) => `---- ${p.label} (pid ${p.pid}, ${describeExit(p.child)}) printed:\n${p.output() || '(nothing)'}`)
    .join('\n');
}

function describeExit(child: ChildProcess): string {
  if (child.exitCode !== null) return `exit code ${child.exitCode}`;
  if (child.signalCode !== null) return `ended by ${child.signalCode}`;
  return 'still running';
}

/**
 * Spawns Node on one of the compiled scripts (SERVER_SCRIPT, ADMIN_SCRIPT) from the repository root,
 * collecting what it prints; `stdin` is written and closed (the admin command reads a password there).
 */
export function spawnNode(label: string, args: string[], env: NodeJS.ProcessEnv, stdin?: string): SpawnedProcess {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  if (stdin !== undefined) child.stdin?.end(stdin);
  // 'close', not 'exit': every byte it printed has been read by then.
  const closed = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const proc: SpawnedProcess = {
    child,
    pid: child.pid!,
    label,
    output: () => out,
    exited: async (timeoutMs = PROCESS_DEADLINE_MS) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      try {
        const code = await Promise.race([closed, deadline]);
        if (code !== 'late') return code;
        child.kill('SIGKILL');
        throw new Error(`${label} (pid ${proc.pid}) did not exit within ${timeoutMs / 1000} s; it printed:\n${out}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
  spawned.push(proc);
  return proc;
}

export interface StartOptions {
  dataDir: string;
  /** Empty for the embedded database. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Wait until /api/health answers 200 (default); false returns as soon as it is spawned. */
  waitForHealth?: boolean;
}

/** Spawns the server on a free port; by default waits until it is healthy (or exits, or the deadline passes). */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawnNode('server', SERVER_SCRIPT, {
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
  });
  const server: ServerProcess = { ...proc, port, base: `http://127.0.0.1:${port}` };
  if (opts.waitForHealth !== false) await waitForHealth(server);
  return server;
}

/** Polls /api/health until it answers 200; fails at once when the process exits first, or at the deadline, with its output. */
export async function waitForHealth(server: ServerProcess, timeoutMs = PROCESS_DEADLINE_MS): Promise<void> {
  const startedAt = Date.now();
  const healthy = async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`server exited before it was healthy (${describeExit(server.child)}); it printed:\n${server.output()}`);
    try {
      return (await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;
    } catch {
      return false; // not listening yet
    }
  };
  if (!(await waitFor(healthy, { timeoutMs, intervalMs: 100 }))) {
    throw new Error(`server did not become healthy within ${Math.round((Date.now() - startedAt) / 1000)} s; it printed:\n${server.output()}`);
  }
}

/** SIGKILLs every process spawned here that is still running (for afterAll), by its own pid. */
export async function killStartedServers(): Promise<void> {
  const running = spawned.map((p) => p.child).filter((c) => c.exitCode === null && c.signalCode === null);
  await Promise.all(
    running.map(
      (c) =>
        new Promise<void>((resolve) => {
          c.once('exit', () => resolve());
          c.kill('SIGKILL');
        }),
    ),
  );
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
