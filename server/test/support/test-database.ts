import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openMemoryPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { DatabaseHandle } from '../../src/db/types';

export const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Blob | undefined;

/**
 * A clean, migrated database for one test file: an in-memory PGlite, or (TEST_DB_KIND=postgres) a
 * new database on the server in TEST_DATABASE_URL, dropped again by the returned handle's close().
 * Both are copies of the database the project's global set-up migrated once (global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (dbKind === 'pglite') {
    pgliteTemplate ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return openMemoryPglite(pgliteTemplate);
  }
  const { url, drop } = await createPostgresDatabase(inject('postgresTemplate'));
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
 * A new database on the server in TEST_DATABASE_URL, and the function that drops it again: empty (for a
 * spawned server to migrate), or a copy of `template`.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `goat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
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
