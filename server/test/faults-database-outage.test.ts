import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { POOL_TIMEOUTS } from '../src/db/postgres';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/db/unavailable';
import { killStartedServers, type ServerProcess, siteClient, startServer } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { createPostgresDatabase, dbKind } from './support/test-database';
import { validRegistration } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * PostgreSQL going away under a running server: a TCP proxy between the two is cut (open connections
 * reset, new ones refused, as when PostgreSQL stops) and restored, without touching the machine's
 * PostgreSQL. Requests that need the database fail fast with 503 and one clear message, health says
 * 503, the process stays up, and it recovers by itself.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-fault-outage-'));
let dropDatabase: (() => Promise<void>) | undefined;
let proxy: TcpProxy | undefined;
let server: ServerProcess;
let client: ReturnType<typeof siteClient>;
const registration = validRegistration('outage');
const unavailable = { message: DATABASE_UNAVAILABLE_MESSAGE };

afterAll(async () => {
  await killStartedServers();
  await proxy?.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function timed(run: () => Promise<Response>): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const res = await run();
  const body: unknown = await res.json();
  return { status: res.status, body, ms: Date.now() - started };
}

/** Requests that need the database while it is gone: each answer's status, body and time. */
async function whileGone(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  // One after the other, then a burst larger than the pool at once.
  const me = await timed(() => client.request('/api/auth/me'));
  expect(me).toMatchObject({ status: 503, body: unavailable });
  figures.me = me.ms;
  const login = await timed(() => client.postJson('/api/auth/login', { usernameOrEmail: registration.username, password: registration.password }));
  expect(login).toMatchObject({ status: 503, body: unavailable });
  figures.login = login.ms;
  const health = await timed(() => fetch(`${server.base}/api/health`));
  expect(health).toMatchObject({ status: 503, body: { status: 'unavailable' } });
  figures.health = health.ms;
  const burst = await Promise.all(Array.from({ length: 30 }, () => timed(() => client.request('/api/auth/me'))));
  for (const answer of burst) expect(answer).toMatchObject({ status: 503, body: unavailable });
  figures.burstOf30Slowest = Math.max(...burst.map((a) => a.ms));
  // Nothing crashed.
  expect(server.child.exitCode).toBeNull();
  expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  return figures;
}

/** After the database returns: healthy again without a restart, the same session works, so do writes. */
async function recovers(): Promise<number> {
  const restoredAt = Date.now();
  const healthy = await waitFor(async () => (await fetch(`${server.base}/api/health`)).status === 200, { timeoutMs: 15_000, intervalMs: 100 });
  expect(healthy).toBe(true);
  const ms = Date.now() - restoredAt;
  expect((await client.request('/api/auth/me')).status).toBe(200);
  const again = siteClient(server.base);
  expect((await again.postJson('/api/auth/login', { usernameOrEmail: registration.username, password: registration.password })).status).toBe(200);
  expect((await again.request('/api/auth/me')).status).toBe(200);
  expect((await again.request('/api/auth/logout', { method: 'POST' })).status).toBe(204);
  return ms;
}

describe.runIf(dbKind === 'postgres')('PostgreSQL going away while the server runs', () => {
  it('stopped (connections reset, new ones refused): 503 at once, and recovery by itself', async () => {
    const created = await createPostgresDatabase();
    dropDatabase = created.drop;
    const url = new URL(created.url);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    server = await startServer({ dataDir, databaseUrl: url.toString() });
    client = siteClient(server.base);
    expect((await client.postJson('/api/auth/register', registration)).status).toBe(201);
    expect((await client.request('/api/auth/me')).status).toBe(200);

    await proxy.cut();
    const figures = await whileGone();
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(2_000);
    await proxy.restore();
    figures.recovery = await recovers();
    console.info(`[faults-outage] database stopped, ms: ${JSON.stringify(figures)}`);
  });

  it('unreachable (packets dropped, nothing reset): 503 within the pool timeouts, and recovery by itself', async () => {
    proxy!.hang();
    const figures = await whileGone();
    // connectionTimeoutMillis (3 s) for a new or a pooled connection, query_timeout (6 s) for an
    // answer that never comes on an open one: nothing waits longer.
    for (const ms of Object.values(figures)) expect(ms).toBeLessThan(POOL_TIMEOUTS.query_timeout + 1_500);
    await proxy!.restore();
    figures.recovery = await recovers();
    console.info(`[faults-outage] database unreachable, ms: ${JSON.stringify(figures)}`);
  });
});
