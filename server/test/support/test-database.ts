import fs from 'node:fs';
import { inject } from 'vitest';
import { openMemoryPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { DatabaseHandle } from '../../src/db/types';
import { createPostgresDatabase } from './postgres-database';

export { createPostgresDatabase };

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
