import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testJpeg } from './support/loa-fixtures';
import { imagesMultipart, killStartedServers, type ServerProcess, startServer } from './support/server-process';
import { createPostgresDatabase, dbKind } from './support/test-database';
import { waitFor } from './support/wait';

/**
 * SIGTERM: the request in flight (an upload whose body is still arriving) finishes with its normal
 * answer, new connections are refused at once, idle keep-alive connections are closed, and the process
 * exits 0; a request that never ends does not keep it alive past SHUTDOWN_TIMEOUT_MS.
 */

const dataDirs: string[] = [];
const drops: (() => Promise<void>)[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const drop of drops) await drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-fault-shutdown-'));
  dataDirs.push(dataDir);
  let databaseUrl: string | undefined;
  if (dbKind === 'postgres') {
    const created = await createPostgresDatabase();
    drops.push(created.drop);
    databaseUrl = created.url;
  }
  // debug: the "incoming request" line (lib/request-log.ts) tells when the server has taken a request in.
  return { server: await startServer({ dataDir, databaseUrl, env: { LOG_LEVEL: 'debug', ...env } }), dataDir };
}

/** An upload whose body is sent in two halves: the request is in flight until finish() is called. */
async function slowUpload(server: ServerProcess) {
  const { body, contentType } = imagesMultipart(await testJpeg(), 4);
  const half = Math.floor(body.length / 2);
  let finish: () => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(`${server.base}/api/upload-images`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length), origin: server.base },
      agent: false,
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.subarray(0, half));
    finish = () => req.end(body.subarray(half));
  });
  // Wait until the server has taken the request in (its log line), so the route is running when the
  // signal arrives.
  const takenIn = () => server.output().split('\n').some((line) => line.includes('"msg":"incoming request"') && line.includes('"url":"/api/upload-images"'));
  if (!(await waitFor(takenIn, { timeoutMs: 10_000 }))) throw new Error(`the upload never reached the server: ${server.output()}`);
  return { answer, finish: () => finish() };
}

/** An idle keep-alive connection (one request answered, the socket kept); resolves when it closes. */
async function idleKeepAlive(server: ServerProcess): Promise<{ closed: Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let socket: net.Socket | undefined;
  await new Promise<void>((resolve, reject) => {
    const req = http.get(`${server.base}/api/health`, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.on('socket', (s) => (socket = s));
    req.on('error', reject);
  });
  const s = socket!;
  return { closed: new Promise<void>((resolve) => (s.destroyed ? resolve() : s.once('close', () => resolve()))) };
}

const refused = async (server: ServerProcess): Promise<boolean> => {
  try {
    await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) });
    return false;
  } catch (err) {
    return (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
};

describe('graceful shutdown on SIGTERM', () => {
  it(`lets the request in flight finish, refuses new connections, closes idle ones and exits 0 (${dbKind})`, async () => {
    const { server, dataDir } = await start();
    const keepAlive = await idleKeepAlive(server);
    const upload = await slowUpload(server);

    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused, and the idle keep-alive connection is closed, while the upload
    // is still running.
    expect(await waitFor(() => refused(server), { timeoutMs: 20_000, intervalMs: 25 })).toBe(true);
    await keepAlive.closed;
    const refusedMs = Date.now() - signalledAt;
    expect(server.child.exitCode).toBeNull();

    upload.finish();
    const answer = await upload.answer;
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { imageUrls: string[] }).imageUrls).toHaveLength(4);
    expect(await server.exited()).toBe(0);
    const exitMs = Date.now() - signalledAt;
    expect(server.output()).toMatch(/shutting down/);
    if (dbKind === 'pglite') expect(fs.existsSync(path.join(dataDir, 'database.lock'))).toBe(false);
    console.info(`[faults-shutdown ${dbKind}] refused new connections within ${refusedMs} ms; upload answered and exit 0 ${exitMs} ms after SIGTERM`);
  });

  it('exits anyway (code 1, with a log line) when a request does not finish within SHUTDOWN_TIMEOUT_MS', async () => {
    const { server } = await start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const upload = await slowUpload(server); // never finished
    const cutOff = upload.answer.then(
      () => false,
      () => true,
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(1);
    const exitMs = Date.now() - signalledAt;
    expect(exitMs).toBeGreaterThanOrEqual(1_000);
    expect(exitMs).toBeLessThan(3_000);
    expect(server.output()).toMatch(/shutdown timed out/);
    expect(await cutOff).toBe(true);
  });
});
