import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { runStartupTasks } from '../../src/startup';
import type { DatabaseHandle } from '../../src/db/types';
import { createTestDatabase } from './test-database';
import { GENEROUS_LIMITS } from './generous-limits';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  /** This app's Redis key prefix (when the api-redis project gives it Redis). */
  prefix: string;
  /** Builds another app instance on the same database (a restart, or a second server). */
  sibling(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * The api-redis project (vitest.config.ts) runs the session and rate-limit suites again with
 * REDIS_URL set: each test app gets its own key prefix in the machine's Redis, removed at close.
 */
export const redisBackend = process.env.TEST_STATE_BACKEND === 'redis' ? process.env.TEST_REDIS_URL : undefined;

export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Each test app's database, for helpers given only the app (signIn's second factor, admin-fixtures.ts). */
export const databaseOf = new WeakMap<FastifyInstance, DatabaseHandle>();

export async function createTestApp(env: Record<string, string> = {}, clientDir?: string): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-test-'));
  const redisPrefix = `goat-test-${path.basename(dataDir).slice(-6)}:`;
  if (redisBackend) env = { REDIS_URL: redisBackend, REDIS_KEY_PREFIX: redisPrefix, ...env };
  const apps: FastifyInstance[] = [];
  const make = async (extra: Record<string, string>) => {
    const app = await buildApp({
      // No demo content unless a test asks for it (SEED_DEMO=true): the suites count rows. No list cache
      // either (suites write rows straight into the database); content-cache.test.ts turns it on.
      env: loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false', PUBLIC_LIST_CACHE_MS: '0', ...GENEROUS_LIMITS, ...env, ...extra }),
      database,
      logger: process.env.TEST_LOG ? { level: 'error' } : false,
      clientDir: clientDir ?? path.join(dataDir, 'no-client'),
    });
    apps.push(app);
    databaseOf.set(app, database);
    // As server.ts does: the configured admin (ADMIN_ENV) and the demo content when SEED_DEMO=true.
    await runStartupTasks(app);
    return app;
  };
  const app = await make({});
  return {
    app,
    database,
    dataDir,
    prefix: env.REDIS_KEY_PREFIX ?? redisPrefix,
    sibling: (extra = {}) => make(extra),
    async close() {
      for (const a of apps) await a.close();
      await database.close();
      if (env.REDIS_URL) await dropRedisKeys(env.REDIS_URL, env.REDIS_KEY_PREFIX ?? 'goat:');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validRegistration = (n: number | string) => ({
  username: `collector_${n}`,
  email: `collector${n}@example.com`,
  password: 'harbor-lantern-47',
  firstName: 'Avery',
  lastName: 'Stone',
  role: 'customer',
});

/** The session cookie of a reply, as a `cookie` request header value. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'goat_sid');
  if (!cookie) throw new Error(`no session cookie in reply ${res.statusCode}: ${res.body}`);
  return `goat_sid=${cookie.value}`;
}

export async function registerUser(app: FastifyInstance, n: number | string, overrides: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...validRegistration(n), ...overrides } });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { user: res.json() as { id: number; username: string; email: string }, cookie: sessionCookie(res) };
}
