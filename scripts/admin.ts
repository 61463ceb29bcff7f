/**
 * The admin command (decision 019), the way operators of Django or Rails sites create or reset an admin:
 *
 *   npm run admin -- create --email <e> --username <u> [--first-name <f>] [--last-name <l>]
 *   npm run admin -- reset-password --email <e> [--reset-totp]
 *   npm run admin -- list
 *
 * The password is read from a hidden prompt on a terminal, or from stdin when piped; never from the
 * command line (it would stay in the shell's history and in `ps`). Same database settings as the server
 * (DATABASE_URL, else the embedded database in DATA_DIR, which a running server holds locked).
 * Exit codes: 0 done, 1 refused or failed (the message says why), 2 the command was not understood.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { z } from 'zod';
import { businessDay, setBusinessTimeZone } from '@shared/format';
import { registerSchema } from '@shared/schemas/auth';
import { EnvError, loadEnv, type Env } from '../server/src/config/env';
import { DataDirLockedError } from '../server/src/db/data-dir-lock';
import { openDatabase } from '../server/src/db/open-database';
import { users } from '../server/src/db/schema';
import type { DatabaseHandle } from '../server/src/db/types';
import { adminName } from '../server/src/modules/auth/admin-bootstrap';
import { hashPassword } from '../server/src/modules/auth/password';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import { resetSecondFactor } from '../server/src/modules/auth/second-factor';
import { createSessionStore, type SessionStore } from '../server/src/modules/auth/session-store';
import { createUserRepository } from '../server/src/modules/auth/user-repository';

const USAGE = `Usage:
  npm run admin -- create --email <e> --username <u> [--first-name <f>] [--last-name <l>]
  npm run admin -- reset-password --email <e> [--reset-totp]
  npm run admin -- list
The password is asked for (hidden) on a terminal, or read from stdin when piped.`;


class Refusal extends Error {}
class UsageError extends Error {}

/** A line typed without echo on a terminal; the first line of stdin otherwise. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
  }
  process.stderr.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (key: string) => {
      for (const ch of key) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          process.stderr.write('\n');
          reject(new Refusal('Cancelled; nothing changed.'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readNewPassword(account: { username?: string; email?: string; firstName?: string; lastName?: string }): Promise<string> {
  const password = await readSecret('New password: ');
  if (process.stdin.isTTY) {
    const again = await readSecret('Repeat it: ');
    if (again !== password) throw new Refusal('The two passwords differ; nothing changed.');
  }
  // The site's one rule for new passwords (length and common passwords), as for customers.
  const problem = await newPasswordProblem(password, accountWords(account));
  if (problem) throw new Refusal(`${problem}. Nothing changed.`.replace('..', '.'));
  return password;
}

/** Sessions live where the server keeps them: Redis when REDIS_URL is set, else the database. */
async function sessionStoreFor(env: Env, database: DatabaseHandle): Promise<{ store: SessionStore; close: () => Promise<void> }> {
  if (!env.REDIS_URL) return { store: createSessionStore(database.db), close: async () => undefined };
  const { connectRedis } = await import('../server/src/lib/redis');
  const { createRedisSessionStore } = await import('../server/src/modules/auth/redis-session-store');
  const redis = await connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, pino({ level: 'warn' }));
  const repo = createUserRepository(database.db);
  return { store: createRedisSessionStore(redis, (id) => repo.findById(id)), close: async () => void (await redis.quit()) };
}

const field = (schema: z.ZodType<string, unknown>, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'not valid');
  return parsed.data;
};

async function create(env: Env, database: DatabaseHandle, values: Record<string, string | boolean | undefined>): Promise<void> {
  const email = field(registerSchema.shape.email, values.email);
  const username = field(registerSchema.shape.username, values.username);
  const names = adminName({
    email,
    firstName: values['first-name'] === undefined ? undefined : field(registerSchema.shape.firstName, values['first-name']),
    lastName: values['last-name'] === undefined ? undefined : field(registerSchema.shape.lastName, values['last-name']),
  });
  const repo = createUserRepository(database.db);
  // Checked before the password is asked for, and never a promotion: an account someone registered
  // with this address or name stays what it is (catalogue: CLI create never promotes).
  const taken = await repo.findTaken(username, email);
  if (taken.email) throw new Refusal(`An account with the e-mail ${email} already exists. Nothing changed: this command never turns an existing account into an admin.`);
  if (taken.username) throw new Refusal(`The username ${username} is already taken. Nothing changed: choose another with --username.`);
  const password = await readNewPassword({ username, email, ...names });
  try {
    const user = await repo.create({ username, email, passwordHash: await hashPassword(password), ...names, role: 'admin' });
    console.log(`Created admin ${user.username} <${user.email}> (${names.firstName} ${names.lastName}).`);
    console.log('At their first sign-in they set up two-step sign-in with an authenticator app.');
  } catch (err) {
    // The same address or name registered in the meantime: the unique index refused it.
    if ((err as { cause?: { code?: string } }).cause?.code === '23505' || (err as { code?: string }).code === '23505') {
      throw new Refusal(`The e-mail ${email} or the username ${username} was taken meanwhile. Nothing changed.`);
    }
    throw err;
  }
}

async function resetPassword(env: Env, database: DatabaseHandle, values: Record<string, string | boolean | undefined>): Promise<void> {
  const email = field(registerSchema.shape.email, values.email);
  const repo = createUserRepository(database.db);
  const user = await repo.findByEmail(email);
  if (!user) throw new Refusal(`No account has the e-mail ${email}. Nothing changed.`);
  if (user.role !== 'admin') throw new Refusal(`${email} is a customer account, not an admin. Nothing changed: customers reset their password from the site.`);
  const password = await readNewPassword(user);
  await database.db.update(users).set({ passwordHash: await hashPassword(password), updatedAt: new Date() }).where(eq(users.id, user.id));
  if (values['reset-totp']) await resetSecondFactor(database.db, user.id);
  const sessions = await sessionStoreFor(env, database);
  try {
    await sessions.store.destroyForUser(user.id, null);
  } finally {
    await sessions.close();
  }
  console.log(`New password set for admin ${user.username} <${user.email}>; every session of theirs has ended.`);
  if (values['reset-totp']) console.log('Their second factor and recovery codes are cleared: they set up two-step sign-in again at their next sign-in.');
}

async function list(database: DatabaseHandle): Promise<void> {
  const admins = await database.db
    .select({ username: users.username, email: users.email, totpEnabledAt: users.totpEnabledAt, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(desc(users.createdAt));
  if (admins.length === 0) {
    console.log('No admin accounts yet. Create one: npm run admin -- create --email <e> --username <u>');
    return;
  }
  const rows = [
    ['USERNAME', 'E-MAIL', 'SECOND FACTOR', 'CREATED'],
    ...admins.map((a) => [a.username, a.email, a.totpEnabledAt ? 'set up' : 'not set up', businessDay(a.createdAt)]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd());
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const options = {
    create: { email: { type: 'string' }, username: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    'reset-password': { email: { type: 'string' }, 'reset-totp': { type: 'boolean' } },
    list: {},
  } as const;
  if (!command || !(command in options)) {
    console.error(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
    return 2;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: rest, options: options[command as keyof typeof options], strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (command !== 'list' && typeof values.email !== 'string') {
    console.error(`--email is required.\n${USAGE}`);
    return 2;
  }
  if (command === 'create' && typeof values.username !== 'string') {
    console.error(`--username is required.\n${USAGE}`);
    return 2;
  }

  // The server's own settings: a .env file when there is one, the environment winning.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let env: Env;
  try {
    env = loadEnv();
    setBusinessTimeZone(env.BUSINESS_TIME_ZONE);
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`${err.message}\nThe embedded database can be used by one process at a time: stop the server, run this command, then start the server again.`);
      return 1;
    }
    throw err;
  }
  try {
    if (command === 'create') await create(env, database, values);
    else if (command === 'reset-password') await resetPassword(env, database, values);
    else await list(database);
    return 0;
  } catch (err) {
    if (err instanceof Refusal || err instanceof UsageError) {
      console.error(err.message);
      return err instanceof UsageError ? 2 : 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`The admin command failed: ${(err as Error).message}`);
    process.exit(1);
  },
);
