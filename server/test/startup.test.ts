import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { collectionItems, users } from '../src/db/schema';
import type { DatabaseHandle } from '../src/db/types';
import { runStartupTasks } from '../src/startup';
import { createTestDatabase } from './support/test-database';

/**
 * buildApp builds and writes nothing of its own (docs/decisions/029-plugin-graph-and-boundaries.md): the
 * configured admin and the demo content are startup.ts's work, which server.ts runs before listening.
 */
let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-startup-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('creates the configured admin and the demo content in runStartupTasks, not in buildApp', async () => {
    const email = 'startup.keeper@goat.example';
    const env = loadEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'true', ADMIN_EMAIL: email, ADMIN_PASSWORD: 'quiet-harbour-lamp-31' });
    const app = await buildApp({ env, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
    try {
      expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      const itemsBefore = (await database.db.select().from(collectionItems)).length;
      await runStartupTasks(app);
      const [admin] = await database.db.select().from(users).where(eq(users.email, email));
      expect(admin?.role).toBe('admin');
      // The demo content is seeded on the embedded database only (PostgreSQL starts empty).
      const itemsAfter = (await database.db.select().from(collectionItems)).length;
      if (database.kind === 'pglite') expect(itemsAfter).toBeGreaterThan(itemsBefore);
      else expect(itemsAfter).toBe(itemsBefore);
    } finally {
      await app.close();
    }
    // Seeding the demo content renders its images: a hook's time limit, not a test's (content-demo.test.ts seeds in beforeAll).
  }, 60_000);
});
