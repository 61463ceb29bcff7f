import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database';
import { sessions, users } from '../src/db/schema';
import { verifyPassword } from '../src/modules/auth/password';
import { createSessionStore } from '../src/modules/auth/session-store';
import { createUserRepository } from '../src/modules/auth/user-repository';
import { ADMIN_SCRIPT, spawnNode } from './support/server-process';
import { dbKind } from './support/test-database';

/**
 * `npm run admin -- create|reset-password|list` (scripts/admin.ts), run as an operator would: a child
 * process on the server's database settings, the password on stdin, the embedded database in a folder
 * of its own.
 */

let dataDir: string;

/** Runs the command to its exit (or the deadline of spawnNode, failing with what it printed). */
async function runAdmin(args: string[], stdin = ''): Promise<{ code: number | null; out: string; err: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET', 'REDIS_URL']) delete env[key];
  const admin = spawnNode(`admin ${args[0] ?? ''}`.trim(), [...ADMIN_SCRIPT, ...args], env, stdin);
  let out = '';
  let err = '';
  admin.child.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  admin.child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
  const code = await admin.exited();
  return { code, out, err };
}

/** The database between two runs of the command (the embedded one admits one process at a time). */
async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

// Each case spawns the command (a few seconds each): run once, on the embedded database. On PostgreSQL
// the command opens the database through the same openDatabase the server uses, tested in every suite.
const skip = dbKind === 'postgres';

beforeAll(async () => {
  if (skip) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-admin-cli-'));
  // Someone registered first, as a customer: the address and the name are theirs.
  await withDatabase((database) =>
    createUserRepository(database.db).create({ username: 'early_bird', email: 'taken@goat.example', passwordHash: 'x', firstName: 'Early', lastName: 'Bird' }),
  );
});
afterAll(async () => {
  if (skip) return;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(skip)('npm run admin', () => {
  it('create refuses an e-mail already held, and never promotes the account', async () => {
    const byEmail = await runAdmin(['create', '--email', 'TAKEN@goat.example', '--username', 'fresh_name'], 'quiet-orchard-82\n');
    expect(byEmail.code).toBe(1);
    expect(byEmail.err).toContain('An account with the e-mail TAKEN@goat.example already exists. Nothing changed: this command never turns an existing account into an admin.');
    const rows = await withDatabase((database) => database.db.select().from(users));
    expect(rows.map((r) => [r.username, r.role])).toEqual([['early_bird', 'customer']]);
  });

  it('create makes an admin with the password from stdin (never from the command line), and list shows it', async () => {
    const onArgv = await runAdmin(['create', '--email', 'dana.jones@goat.example', '--username', 'dana', '--password', 'quiet-orchard-82']);
    expect(onArgv.code).toBe(2);

    const created = await runAdmin(['create', '--email', 'dana.jones@goat.example', '--username', 'dana'], 'quiet-orchard-82\n');
    expect(created.code, created.err).toBe(0);
    expect(created.out).toContain('Created admin dana <dana.jones@goat.example> (Dana Jones).');
    const admin = await withDatabase(async (database) => (await createUserRepository(database.db).findByEmail('dana.jones@goat.example'))!);
    expect(admin).toMatchObject({ role: 'admin', firstName: 'Dana', lastName: 'Jones', totpEnabledAt: null });
    expect(await verifyPassword(admin.passwordHash, 'quiet-orchard-82')).toBe(true);

    const list = await runAdmin(['list']);
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/USERNAME\s+E-MAIL\s+SECOND FACTOR\s+CREATED/);
    expect(list.out).toMatch(/dana\s+dana\.jones@goat\.example\s+not set up\s+\d{4}-\d{2}-\d{2}/);
    expect(list.out).not.toContain('early_bird');
  });

  it('reset-password sets a new password, ends every session and, with --reset-totp, clears the second factor', async () => {
    await withDatabase(async (database) => {
      const admin = (await createUserRepository(database.db).findByEmail('dana.jones@goat.example'))!;
      await database.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: 1 }).where(eq(users.id, admin.id));
      await createSessionStore(database.db).create({ userId: admin.id });
    });
    const reset = await runAdmin(['reset-password', '--email', 'Dana.Jones@goat.example', '--reset-totp'], 'sunlit-meadow-93\n');
    expect(reset.code, reset.err).toBe(0);
    expect(reset.out).toContain('every session of theirs has ended');
    await withDatabase(async (database) => {
      const admin = (await createUserRepository(database.db).findByEmail('dana.jones@goat.example'))!;
      expect(await verifyPassword(admin.passwordHash, 'sunlit-meadow-93')).toBe(true);
      expect(admin).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
      expect(await database.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    });
  });

  it.runIf(dbKind === 'pglite')('says plainly that a running server holds the embedded database, and exits 1', async () => {
    // This test process stands in for the running server: a live pid in the lock file.
    fs.writeFileSync(path.join(dataDir, 'database.lock'), String(process.pid));
    try {
      const locked = await runAdmin(['list']);
      expect(locked.code).toBe(1);
      expect(locked.err).toContain(`already in use by another process (pid ${process.pid})`);
      expect(locked.err).toContain('stop the server, run this command, then start the server again');
    } finally {
      fs.rmSync(path.join(dataDir, 'database.lock'), { force: true });
    }
  });

  it('answers an unknown command with the usage and exit code 2', async () => {
    const res = await runAdmin(['promote', '--email', 'taken@goat.example']);
    expect(res.code).toBe(2);
    expect(res.err).toContain('npm run admin -- create --email <e> --username <u>');
  });
});
