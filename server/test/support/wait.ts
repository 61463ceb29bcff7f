import { setTimeout as delay } from 'node:timers/promises';

export interface WaitOptions {
  /** How long to keep asking (default 15 s: a loaded CI machine is slow, and a condition that holds returns at once). */
  timeoutMs?: number;
  /** The pause between two asks (default 50 ms). */
  intervalMs?: number;
}

/**
 * The one poller of the API tests: asks `condition` until it gives a truthy value or the deadline
 * passes, and returns its last answer (falsy when time ran out), so the caller asserts on it as before.
 * It returns as soon as the condition holds, never after a fixed pause. An exception of `condition` ends it.
 */
export async function waitFor<T>(condition: () => T | Promise<T>, opts: WaitOptions = {}): Promise<T> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const value = await condition();
    if (value || Date.now() >= deadline) return value;
    await delay(opts.intervalMs ?? 50);
  }
}
