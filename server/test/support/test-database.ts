import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openMemoryPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { DatabaseHandle } from '../../src/db/types';

export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A clean, migrated database for one test file: an in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the server in TEST_DATABASE_URL, dropped again by the returned handle's close().
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (dbKind === 'pglite') return openMemoryPglite();
  const { url, drop } = await createEmptyPostgresDatabase();
  const handle = await openPostgres(url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

/**
 * A new, empty database on the server in TEST_DATABASE_URL (for a spawned server to migrate), and the
 * function that drops it again.
 */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `goat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
