import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': `${root}shared`, '@': `${root}client/src` };

const apiFiles = ['server/test/**/*.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: { name: 'unit', include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'server/src/**/*.test.ts'], environment: 'node' },
  },
  {
    resolve: { alias },
    test: {
      name: 'api-pglite',
      include: apiFiles,
      env: { TEST_DB_KIND: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'e2e',
      include: ['e2e/**/*.test.ts'],
      testTimeout: 90_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];

// The same API tests run a second time against a real PostgreSQL server when one is offered.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'api-postgres',
      include: apiFiles,
      // Spawns the real server on the embedded database: nothing PostgreSQL-specific to run twice.
      exclude: ['server/test/embedded-database.test.ts'],
      env: { TEST_DB_KIND: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

// With Redis offered (CI machines run one): the suites of sessions and limits again, with REDIS_URL set.
if (process.env.TEST_REDIS_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'api-redis',
      include: [
        'server/test/redis-state.test.ts',
        'server/test/auth.test.ts',
        'server/test/account-settings.test.ts',
        'server/test/password-reset.test.ts',
        'server/test/rate-limit.test.ts',
        'server/test/certificate-verify.test.ts',
        'server/test/account-claims.test.ts',
        'server/test/csrf.test.ts',
      ],
      env: { TEST_DB_KIND: 'pglite', TEST_STATE_BACKEND: 'redis' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
  },
});
