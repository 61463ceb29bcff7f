import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A new database on the server in TEST_DATABASE_URL, and the function that drops it again: empty (for a
 * spawned server, or the global set-up, to migrate), or a copy of `template`. No Vitest import: the
 * global set-up uses it outside the test workers.
 */
export async function createPostgresDatabase(template?: string): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `goat_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(baseUrl, template ? `create database "${name}" template "${template}"` : `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => adminQuery(baseUrl, `drop database if exists "${name}" with (force)`) };
}
