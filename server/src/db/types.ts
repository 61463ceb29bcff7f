import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type the repositories see, whether PGlite or PostgreSQL sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database, or a transaction on it: what a step written inside the caller's transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

