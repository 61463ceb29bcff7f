import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';

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
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `goat_template_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Migrate, then close every connection: PostgreSQL copies a template only while nobody is on it.
  const handle = await openPostgres(url.toString());
  await handle.close();
  project.provide('postgresTemplate', name);
  return async () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`);
}

export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
