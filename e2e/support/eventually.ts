import { vi } from 'vitest';

/**
 * The one poller of the browser tests: runs `check` until it stops throwing, as `vi.waitFor` does, but
 * allows as long as a Playwright action (30 s) instead of vi.waitFor's 1 s. One second is luck on a
 * loaded machine (an intake photo took longer to load in CI and failed a run); a check that holds
 * returns at once, so the longer deadline costs only a test that fails anyway.
 */
export function eventually<T>(check: () => T | Promise<T>, options: { timeout?: number; interval?: number } = {}): Promise<T> {
  return vi.waitFor(check, { timeout: 30_000, interval: 100, ...options });
}
