import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrate';
import * as schema from './schema';
import type { DatabaseHandle, Db } from './types';

// Any fixed number: instances starting together take turns to migrate.
const MIGRATION_LOCK_ID = 724_0011;

/**
 * How long the server waits on PostgreSQL before a request fails with 503 (decision 016): a database
 * that is down or cut off must not hold requests (and their sockets) for minutes.
 */
export const POOL_TIMEOUTS = {
  // A new connection, or a free one from a full pool.
  connectionTimeoutMillis: 3_000,
  // The server cancels a statement running longer than this (SQLSTATE 57014); the slowest query of
  // the site, the admin list searched at a million rows, takes about 150 ms (decision 011)...
  statement_timeout: 5_000,
  // ...and the client gives up on an answer that never comes (a connection cut without a reset).
  query_timeout: 6_000,
  // TCP keep-alive notices a dead peer on an idle connection.
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

/** Applies the migrations on a connection of its own (no statement timeout: an index may take long). */
async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Migrates, then opens the pool. `timeouts: false` leaves out POOL_TIMEOUTS, for scripts whose
 * statements are meant to run long (the benchmark seeding a million rows).
 */
export async function openPostgres(connectionString: string, options: { timeouts?: boolean } = {}): Promise<DatabaseHandle> {
  await migrateDatabase(connectionString);
  const pool = new pg.Pool({ connectionString, max: 10, ...(options.timeouts === false ? {} : POOL_TIMEOUTS) });
  // An idle connection the server closes (a restart, a dropped database) emits 'error' on the pool;
  // without a listener that would crash the process. The pool drops the connection, and the next
  // query opens a new one or fails with an error of its own.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
