import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { DatabaseHandle } from './types';

/** PostgreSQL when DATABASE_URL is set (production); otherwise the embedded PGlite in DATA_DIR. */
export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
