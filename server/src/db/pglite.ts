import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { acquireDataDirLock } from './data-dir-lock';
import { projectPaths } from '../config/paths';
import { migrationsFolder } from './migrate';
import * as schema from './schema';
import type { DatabaseHandle, Db } from './types';

// Extensions the migrations create (pg_trgm: the admin search, migration 0005); PGlite only offers
// what is loaded when the database opens.
export const PGLITE_EXTENSIONS = { pg_trgm };

// PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never
// shrinks; the embedded database is a one-machine site's, and the operating system caches its files
// anyway. 16 MB holds its working set (decision 017: the measured memory and speed).
const PGLITE_OPTIONS = { extensions: PGLITE_EXTENSIONS, postgresqlconf: 'shared_buffers=16MB' };

/**
 * Every PGlite instance is created here. V8 compiles PostgreSQL's WebAssembly (9 MB) with its baseline
 * compiler (Liftoff) only: by default every function the start runs often is compiled again by the
 * optimising one (TurboFan) on background threads, whose scratch memory glibc keeps after it is freed.
 * Measured on a restart (decision 031, addendum 2026-11-26): 187 MB resident at rest instead of
 * 230-263, and 0.5 s less CPU to start; the app's queries cost the same CPU per request (the time is in
 * JavaScript), a scan of 300,000 rows about 35 % more. The flag is read when a module is compiled, so
 * setting it before PGlite compiles its module is enough; a V8 without it prints a warning and runs as
 * before.
 */
function createPglite(options: PGliteOptions<typeof PGLITE_EXTENSIONS>): Promise<PGlite> {
  v8.setFlagsFromString('--liftoff-only');
  return PGlite.create(options);
}

/**
 * A first creation killed half-way leaves a folder PGlite cannot open, so the cluster is created in
 * a temporary folder and renamed into place only once it is complete.
 */
async function ensureCluster(dataDir: string): Promise<string> {
  const finalDir = path.join(dataDir, 'pglite');
  if (fs.existsSync(finalDir)) return finalDir;
  for (const entry of fs.readdirSync(dataDir)) {
    if (entry.startsWith('pglite.init-')) fs.rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
  const tmpDir = path.join(dataDir, `pglite.init-${process.pid}`);
  // From the build's migrated template when there is one: initdb in WebAssembly peaks near 800 MB of
  // memory (a small host's whole allowance), loading the template under 300 MB, and it is quicker.
  // Migrations the template lacks are applied at open, as for any existing database.
  const template = fs.existsSync(projectPaths.pgliteTemplate) ? new Blob([fs.readFileSync(projectPaths.pgliteTemplate)]) : undefined;
  const pg = await createPglite({ dataDir: tmpDir, ...PGLITE_OPTIONS, ...(template ? { loadDataDir: template } : {}) });
  await pg.close();
  fs.renameSync(tmpDir, finalDir);
  return finalDir;
}

async function wrap(pg: PGlite, release: () => void): Promise<DatabaseHandle> {
  const db = drizzle(pg, { schema }) as unknown as Db;
  await migrate(drizzle(pg, { schema }), { migrationsFolder });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pg.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens (creating if needed) the embedded database kept in DATA_DIR, migrated to the latest schema. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const dir = await ensureCluster(dataDir);
    const pg = await createPglite({ dataDir: dir, ...PGLITE_OPTIONS });
    return await wrap(pg, release);
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * A throw-away in-memory database, for tests. Given `template` (from `dumpMigratedPglite`), it starts
 * from that copy instead of running initdb and every migration again.
 */
export async function openMemoryPglite(template?: Blob): Promise<DatabaseHandle> {
  const pg = await createPglite({ extensions: PGLITE_EXTENSIONS, ...(template ? { loadDataDir: template } : {}) });
  return wrap(pg, () => undefined);
}

/**
 * A migrated in-memory database, dumped as a tarball: for `openMemoryPglite` to start from (tests,
 * uncompressed) and as the template of every new embedded database (the build, gzipped).
 */
export async function dumpMigratedPglite(compression: 'none' | 'gzip' = 'none'): Promise<Blob> {
  const pg = await createPglite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(pg, { schema }), { migrationsFolder });
    return await pg.dumpDataDir(compression);
  } finally {
    await pg.close();
  }
}
