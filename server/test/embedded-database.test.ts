import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { openPglite } from '../src/db/pglite';
import { dbKind } from './support/test-database';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-embedded-'));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(waitForHealth = true): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d) => (out += String(d)));
  child.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  if (waitForHealth) {
    const deadline = Date.now() + 45_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early: ${out}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not become healthy: ${out}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  return { child, base, output: () => out, exited };
}

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(dbKind === 'pglite')('embedded database in DATA_DIR', () => {
  it('is created through a temporary folder, locked against a second process, and survives kill -9', async () => {
    const first = await startServer();
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(fs.readdirSync(dataDir).filter((e) => e.startsWith('pglite.init-'))).toEqual([]);

    const reg = await post(first.base, '/api/auth/register', {
      username: 'survivor',
      email: 'survivor@example.com',
      password: 'secret-pass',
      firstName: 'Sam',
      lastName: 'Vault',
    });
    expect(reg.status).toBe(201);

    // A second process on the same folder is refused with a clear message, and so is this one.
    const second = await startServer(false);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already in use by another process/);
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);

    first.child.kill('SIGKILL');
    await first.exited;

    // Restart after kill -9: the stale lock is taken over and the data is there.
    const third = await startServer();
    const login = await post(third.base, '/api/auth/login', { usernameOrEmail: 'survivor', password: 'secret-pass' });
    expect(login.status).toBe(200);

    // SIGTERM closes the database cleanly and releases the lock.
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'database.lock'))).toBe(false);
  }, 120_000);

  it('recovers from a first start interrupted half-way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-interrupted-'));
    try {
      // What a kill during the very first creation leaves behind: a half-made cluster folder.
      fs.mkdirSync(path.join(dir, 'pglite.init-12345', 'base'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'pglite.init-12345', 'PG_VERSION'), 'garbage');
      const handle = await openPglite(dir);
      await handle.ping();
      await handle.close();
      expect(fs.readdirSync(dir).sort()).toEqual(['pglite']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
