import { beforeEach } from 'vitest';
import { spawnedCount, spawnedOutputSince } from './server-process';

/**
 * Set-up file of the `processes` projects (vitest.config.ts): when a test fails, for whatever reason
 * (an assertion, a deadline of server-process.ts, the test's own time limit), its report ends with what
 * every process it spawned printed. A server that starts too slowly then shows how far it got.
 */
beforeEach(({ onTestFailed }) => {
  const from = spawnedCount();
  onTestFailed(() => {
    const output = spawnedOutputSince(from);
    if (output) console.error(`What the processes of this test printed:\n${output}`);
  });
});
