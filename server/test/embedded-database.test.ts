import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { openPglite } from '../src/db/pglite';
import { killStartedServers, startServer as startServerProcess } from './support/server-process';
import { dbKind } from './support/test-database';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-embedded-'));

const startServer = (waitForHealth = true) => startServerProcess({ dataDir, waitForHealth, env: { SEED_DEMO: '' } });

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

afterAll(async () => {
  await killStartedServers();
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
      password: 'harbor-lantern-47',
      firstName: 'Sam',
      lastName: 'Vault',
    });
    expect(reg.status).toBe(201);

    // A second process on the same folder is refused with a clear message, and so is this one.
    const second = await startServer(false);
    expect(await second.exited()).toBe(1);
    expect(second.output()).toMatch(/already in use by another process/);
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);

    first.child.kill('SIGKILL');
    await first.exited();

    // Restart after kill -9: the stale lock is taken over and the data is there.
    const third = await startServer();
    const login = await post(third.base, '/api/auth/login', { usernameOrEmail: 'survivor', password: 'harbor-lantern-47' });
    expect(login.status).toBe(200);

    // SIGTERM closes the database cleanly and releases the lock.
    third.child.kill('SIGTERM');
    expect(await third.exited()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'database.lock'))).toBe(false);
  });

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
  });
});
