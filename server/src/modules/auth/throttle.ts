import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { authThrottle } from '../../db/schema';

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  maxPerAccount: 5,
  maxPerAddress: 20,
} as const;

export const throttleKeys = (ip: string, identifier: string) => ({
  address: `ip:${ip}`,
  account: `account:${identifier.trim().toLowerCase()}`,
});

/** How long a key's count runs and how long it stays locked once over its limit. */
export interface ThrottleTiming {
  windowMs: number;
  lockMs: number;
}

/** Counts of events per key (failed sign-ins, claim e-mails, certificate lookups) and the locks they earn. */
export interface Throttle {
  /** Milliseconds until the earliest of these keys is unlocked, or 0 when none is locked. */
  lockedFor(keys: string[]): Promise<number>;
  /** Counts one event for `key`; the `limit`-th within the window locks it for `timing.lockMs`. */
  recordFailure(key: string, limit: number, timing?: ThrottleTiming): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Counting in the database (failed sign-ins, claim e-mails, certificate lookups), so every server
 * instance sees the same counts. The timing defaults to the sign-in one; other users pass their own.
 */
export function createThrottle(db: Db): Throttle {
  return {
    async lockedFor(keys) {
      const rows = await db.select().from(authThrottle).where(inArray(authThrottle.key, keys));
      const now = Date.now();
      return rows.reduce((ms, r) => Math.max(ms, r.lockedUntil ? r.lockedUntil.getTime() - now : 0), 0);
    },

    async recordFailure(key, limit, timing = THROTTLE) {
      const now = new Date();
      const windowStart = new Date(now.getTime() - timing.windowMs).toISOString();
      const lockUntil = new Date(now.getTime() + timing.lockMs).toISOString();
      const expired = sql`${authThrottle.windowStartedAt} < ${windowStart}::timestamptz`;
      const next = sql`(case when ${expired} then 1 else ${authThrottle.failures} + 1 end)`;
      await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? new Date(lockUntil) : null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures: next,
            windowStartedAt: sql`(case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStartedAt} end)`,
            lockedUntil: sql`(case when ${next} >= ${limit} then ${lockUntil}::timestamptz else ${authThrottle.lockedUntil} end)`,
          },
        });
    },

    async clear(key) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
