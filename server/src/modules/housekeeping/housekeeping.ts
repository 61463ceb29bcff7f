import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { SessionStore } from '../auth/session-store';
import { purgeThrottleRows } from '../auth/throttle-purge';
import { purgeTrustedDevices } from '../auth/trusted-devices';
import { purgeCertificateLookups } from '../certificates/lookup-purge';

/** Once an hour: often enough that nothing piles up for long, rare enough to cost nothing. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

export interface HousekeepingDeps {
  db: Db;
  sessions: SessionStore;
  /** False when the throttle lives in Redis, whose keys expire on their own. */
  throttleInDatabase: boolean;
  log: FastifyBaseLogger;
  clock?: () => number;
}

export interface Housekeeping {
  /** One pass: expired sessions, spent throttle rows, old lookups, browsers unused for a year. Callable from tests. */
  run(): Promise<void>;
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a pass under way (the database closes after it). */
  stop(): Promise<void>;
}

/**
 * Deletes what has expired, on a timer the server starts and stops on close. Each instance runs its
 * own: the deletes are idempotent, so two instances at once only repeat each other's work.
 */
export function createHousekeeping(deps: HousekeepingDeps): Housekeeping {
  const clock = deps.clock ?? Date.now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  async function pass() {
    const now = clock();
    await deps.sessions.purgeExpired();
    if (deps.throttleInDatabase) await purgeThrottleRows(deps.db, now);
    await purgeCertificateLookups(deps.db, now);
    await purgeTrustedDevices(deps.db, now);
  }

  const run = () => {
    // A slow pass is not started again beside itself.
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    run,
    start(intervalMs = HOUSEKEEPING_INTERVAL_MS) {
      if (timer) return;
      timer = setInterval(() => {
        // A failed pass (the database away for a moment) is logged; the next one tries again.
        run().catch((err: unknown) => deps.log.warn({ err }, 'housekeeping pass failed'));
      }, intervalMs);
      // Never the reason the process stays alive.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
