import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerIfStale } from '../../../scripts/build';
import { dumpMigratedPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import { createPostgresDatabase } from './postgres-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated embedded database (PGlite's dumpDataDir), loaded by every test file. */
    pgliteTemplate: string;
    /** The name of a migrated PostgreSQL database that every test file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * Runs once per test project, before any of its files: creates and migrates one database, which
 * every test file then copies (test-database.ts) instead of creating and migrating its own. Copying
 * takes a fraction of a second; initdb plus nine migrations took 2-4 s per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The tests that spawn the real server run the compiled one, as users do: built if the sources changed.
  await buildServerIfStale();
  const kind = (project.config.env as Record<string, string> | undefined)?.TEST_DB_KIND;
  if (kind === 'postgres') return setupPostgresTemplate(project);
  return setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const { url, name, drop } = await createPostgresDatabase();
  // Migrate, then close every connection: PostgreSQL copies a template only while nobody is on it.
  const handle = await openPostgres(url);
  await handle.close();
  project.provide('postgresTemplate', name);
  return drop;
}
