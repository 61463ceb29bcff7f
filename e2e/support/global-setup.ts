import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClientIfStale } from '../../scripts/build';
import { hasChromium } from './browser';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * DATA_DIR folders of a server that has started once and stopped (database created and migrated,
     * admin created, demo content seeded or not), keyed by SEED_DEMO. Every test file's server starts
     * on a copy of one: each file still gets a database of its own, without paying for initdb, the
     * migrations and the demo content again.
     */
    e2eDataDirTemplates: Record<'seeded' | 'empty', string>;
  }
}

/**
 * Runs once before the browser tests: builds the client if it is out of date, and prepares the data
 * folders the servers start from. Nothing to do when Chromium is missing (the files skip themselves).
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!hasChromium) return undefined;
  await buildClientIfStale();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-e2e-templates-'));
  const templates = { seeded: path.join(root, 'seeded'), empty: path.join(root, 'empty') };
  // Both at once: each is mostly waiting on its own embedded database.
  await Promise.all(
    Object.entries(templates).map(async ([name, dir]) => {
      const server = await startServer({ SEED_DEMO: name === 'seeded' ? 'true' : 'false' });
      await server.close({ keepDataDir: dir });
    }),
  );
  project.provide('e2eDataDirTemplates', templates);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
