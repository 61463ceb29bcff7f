import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { procStat } from '../src/db/data-dir-lock';
import { GENEROUS_LIMITS } from './support/generous-limits';
import { freePort, killStartedServers, repoRoot, SERVER_SCRIPT, startServer } from './support/server-process';
import { dbKind } from './support/test-database';
import { waitFor } from './support/wait';

/**
 * kill -9 of a server whose parent does not reap it (its parent killed too, and a container's first
 * process that reaps nobody): the killed server stays a zombie, alive to kill(pid, 0), and the next start
 * on the same DATA_DIR was refused "already in use by another process". Here the parent is `sleep`, which
 * never reaps, so the zombie is certain for as long as the test needs it.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-lock-zombie-'));
const parents: number[] = [];

afterAll(async () => {
  await killStartedServers();
  for (const pid of parents) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(dbKind === 'pglite' && procStat(process.pid) !== undefined)('a restart after kill -9 of a server and its parent', () => {
  it('takes over the lock of a killed server that is still a zombie, and finds the data there', async () => {
    const port = await freePort();
    const parent = spawn('sh', ['-c', `"${process.execPath}" ${SERVER_SCRIPT.join(' ')} & echo $!; exec sleep 600`], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: '', LOG_LEVEL: 'warn', SEED_DEMO: 'false', DATABASE_URL: '', ...GENEROUS_LIMITS },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await once(parent, 'spawn');
    parents.push(parent.pid!);
    let out = '';
    parent.stdout!.on('data', (d) => (out += String(d)));
    parent.stderr!.on('data', (d) => (out += String(d)));
    const server = Number(await waitFor(() => /^\d+\n/.exec(out)?.[0], { timeoutMs: 10_000 }));
    expect(server, out).toBeGreaterThan(0);
    const base = `http://127.0.0.1:${port}`;
    const healthy = await waitFor(async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok, { timeoutMs: 120_000, intervalMs: 100 });
    expect(healthy, out).toBe(true);
    const reg = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'zombie_proof', email: 'zombie-proof@example.com', password: 'harbor-lantern-47', firstName: 'Sam', lastName: 'Vault' }),
    });
    expect(reg.status, await reg.clone().text()).toBe(201);
    expect(fs.readFileSync(path.join(dataDir, 'database.lock'), 'utf8').split(' ')[0]).toBe(String(server));

    process.kill(server, 'SIGKILL');
    expect(await waitFor(() => procStat(server)?.state === 'Z', { timeoutMs: 10_000 })).toBe(true);

    // At once, on the same folder, while the killed server is a zombie.
    const next = await startServer({ dataDir });
    const login = await fetch(`${next.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usernameOrEmail: 'zombie_proof', password: 'harbor-lantern-47' }),
    });
    expect(login.status).toBe(200);
    expect(procStat(server)?.state).toBe('Z');

    // Its parent killed too: the new server keeps the folder.
    process.kill(parent.pid!, 'SIGKILL');
    await once(parent, 'exit');
    expect((await fetch(`${next.base}/api/health`)).ok).toBe(true);
    next.child.kill('SIGTERM');
    expect(await next.exited()).toBe(0);
  });
});
