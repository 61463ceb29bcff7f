import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@shared': `${root}shared`, '@': `${root}client/src` };

const apiFiles = ['server/test/**/*.test.ts'];
// Files that spawn the server or the admin command, or build a database from nothing, and wait for what
// that process does: they run in the `processes` projects, last and one file at a time, never beside the
// browser tests or another file (in CI beside those, a server took more than 45 s to start). The rest of
// the API files wait for nothing but their own in-process app.
const processFiles = [
  'server/test/admin-command.test.ts',
  'server/test/data-dir-lock-restart.test.ts',
  'server/test/embedded-database.test.ts',
  'server/test/faults-database-outage.test.ts',
  'server/test/faults-kill.test.ts',
  'server/test/faults-shutdown.test.ts',
  'server/test/mail-outbox-kill.test.ts',
  'server/test/payments-mode.test.ts',
  'server/test/request-log.test.ts',
  'server/test/two-instances.test.ts',
  'server/src/db/migration-0001.test.ts',
];
// The other projects leave them out (with Vitest's own exclusions, which a project's `exclude` replaces).
const exceptProcessFiles = [...configDefaults.exclude, ...processFiles];
// API files run without isolation: a worker imports the server's modules once, not once per file
// (measured on 20 files: the import phase went from 165 s to 24 s of worker time, the run from 277 s
// to 154 s). Safe because each file builds its own app and database (test-app.ts, test-database.ts),
// the server keeps no module-level state but read-only caches, and no API test mocks a module.
const apiIsolate = false;
// A limit for a hung API test, not a speed target (benchmarks under bench/ check speed): in a fresh-clone
// CI run on a machine whose host took 8-50 % of its CPU, tests beside the browser tests that render the
// content pages or start a server passed 30 s on Node 24 (17 s for the same file on Node 20 later on).
const apiTestTimeout = 60_000;
// Creates and migrates one database per API project, which each test file copies (test-database.ts).
const globalSetup = ['server/test/support/global-setup.ts'];
// A limit for a process test that hangs: above server-process.ts's deadline for a process that neither
// starts nor exits (PROCESS_DEADLINE_MS, 180 s), so that such a test fails on that deadline, with what
// the process printed, and a test that spawns several processes has room for each.
const processTestTimeout = 600_000;

// How long expect.poll keeps asking: Vitest's default (1 s) is luck on a loaded machine, where an
// image or a server's log line once took longer. A check that holds returns at once; the browser
// tests' eventually() (e2e/support/eventually.ts) allows the same.
const expect = { poll: { timeout: 30_000, interval: 100 } };

/** The `processes` project of one database: its own group, after every other, one file at a time. */
function processesProject(kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    resolve: { alias },
    test: {
      name: `processes-${kind}`,
      expect,
      // The migration test builds an embedded database whatever the project: once is enough.
      include: kind === 'pglite' ? processFiles : processFiles.filter((file) => file.startsWith('server/test/')),
      env: { TEST_DB_KIND: kind },
      globalSetup,
      // On failure, a test's report ends with what each process it spawned printed.
      setupFiles: ['server/test/support/process-output.ts'],
      isolate: apiIsolate,
      maxWorkers: 1,
      sequence: { groupOrder: 2 },
      testTimeout: processTestTimeout,
      hookTimeout: processTestTimeout,
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [
  {
    resolve: { alias },
    test: {
      name: 'unit',
      expect,
      include: ['shared/**/*.test.ts', 'client/**/*.test.{ts,tsx}', 'server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
      exclude: exceptProcessFiles,
      environment: 'node',
      sequence: { groupOrder: 1 },
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'api-pglite',
      expect,
      include: apiFiles,
      exclude: exceptProcessFiles,
      env: { TEST_DB_KIND: 'pglite' },
      globalSetup,
      isolate: apiIsolate,
      sequence: { groupOrder: 1 },
      testTimeout: apiTestTimeout,
      hookTimeout: 2 * apiTestTimeout,
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'e2e',
      expect,
      include: ['e2e/**/*.test.ts'],
      // Builds the client when it is out of date and prepares the data folders every server starts from.
      globalSetup: ['e2e/support/global-setup.ts'],
      // A limit for a hung test, not a speed target: CI runs these beside the Node 24 and PostgreSQL runs
      // on two cores, where a long journey once took more than 90 s (measured: 42 s on a quiet machine),
      // and on a machine whose host lent a third of its CPU elsewhere the admin journey passed 150 s.
      testTimeout: 300_000,
      hookTimeout: 300_000,
      // Two files at a time, each with its own server and Chromium: a browser test spends most of its
      // time waiting (on the page, the network, an animation), so two overlap well even on two cores.
      // Not isolated: each worker loads the server's modules once, not once per file. Its own group,
      // run first; .ci/run fills what it leaves idle with the Node 24 run (the API group then follows).
      maxWorkers: 2,
      isolate: false,
      sequence: { groupOrder: 0 },
    },
  },
  processesProject('pglite'),
];

// The same API tests run a second time against a real PostgreSQL server when one is offered.
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'api-postgres',
      expect,
      include: apiFiles,
      exclude: exceptProcessFiles,
      env: { TEST_DB_KIND: 'postgres' },
      globalSetup,
      isolate: apiIsolate,
      sequence: { groupOrder: 1 },
      testTimeout: apiTestTimeout,
      hookTimeout: 2 * apiTestTimeout,
    },
  });
  // Of the process files, embedded-database.test.ts spawns the server on the embedded database
  // whatever the project (nothing PostgreSQL-specific to run twice): it skips itself there.
  projects.push(processesProject('postgres'));
}

// With Redis offered (CI machines run one): the suites of sessions and limits again, with REDIS_URL set.
if (process.env.TEST_REDIS_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: 'api-redis',
      expect,
      include: [
        'server/test/redis-state.test.ts',
        'server/test/public-certificates-redis.test.ts',
        'server/test/population-redis.test.ts',
        'server/test/auth.test.ts',
        'server/test/account-settings.test.ts',
        'server/test/password-reset.test.ts',
        'server/test/rate-limit.test.ts',
        'server/test/sign-in-account-cap.test.ts',
        'server/test/certificate-verify.test.ts',
        'server/test/account-claims.test.ts',
        'server/test/csrf.test.ts',
        'server/test/session-limits.test.ts',
        'server/test/account-sessions.test.ts',
        'server/test/session-second-factor.test.ts',
      ],
      env: { TEST_DB_KIND: 'pglite', TEST_STATE_BACKEND: 'redis' },
      globalSetup,
      isolate: apiIsolate,
      sequence: { groupOrder: 1 },
      testTimeout: apiTestTimeout,
      hookTimeout: 2 * apiTestTimeout,
    },
  });
}

// The API files spend much of their time waiting (on PGlite, PostgreSQL, a spawned server, a socket),
// so even a 2-core machine runs three at once with profit; each file has a database of its own.
const maxWorkers = Math.max(3, os.availableParallelism());

export default defineConfig({
  test: {
    projects,
    maxWorkers,
    // .ci/run sets TEST_TIMINGS_FILE: each project's and file's time, for the table it prints at the end.
    reporters: process.env.TEST_TIMINGS_FILE ? ['default', './scripts/testing/timings-reporter.ts'] : ['default'],
  },
});
