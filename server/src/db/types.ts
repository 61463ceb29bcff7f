import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The one database type the repositories see, whether PGlite or PostgreSQL sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The database or one of its transactions: what a write that must join the caller's transaction takes. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
