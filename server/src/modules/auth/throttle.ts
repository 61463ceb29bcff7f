import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/types';
import { authThrottle } from '../../db/schema';

/**
 * Sign-in limits. Failures are counted per pair (account, address): someone guessing from their own
 * addresses never locks the owner out of theirs. Per address across accounts too (one address trying
 * many accounts). Per account across every address as well, but only for browsers that never signed
 * in to it: the owner's browsers keep a limit of their own, so the cap cannot lock the owner out
 * (decision 021, amended; accountKeys below).
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  lockMs: 15 * 60 * 1000,
  maxPerPair: 5,
  maxPerAddress: 20,
} as const;

/** How many events a key may count within its window, and how long it stays locked once over. */
export interface Limit {
  max: number;
  windowMs: number;
  lockMs: number;
}

export const SIGN_IN_PER_PAIR: Limit = { max: THROTTLE.maxPerPair, windowMs: THROTTLE.windowMs, lockMs: THROTTLE.lockMs };
export const SIGN_IN_PER_ADDRESS: Limit = { max: THROTTLE.maxPerAddress, windowMs: THROTTLE.windowMs, lockMs: THROTTLE.lockMs };

/** `max` events an hour, then locked for the rest of the hour's worth: the visitor limits set in the env. */
export const perHour = (max: number): Limit => ({ max, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 });

export const throttleKeys = (ip: string, identifier: string) => ({
  address: `ip:${ip}`,
  pair: `sign-in:${identifier.trim().toLowerCase()}@${ip}`,
});

const QUARTER_HOUR = 15 * 60 * 1000;
/** Failed sign-ins from one browser that has signed in to the account before (trusted-devices.ts). */
export const SIGN_IN_PER_DEVICE: Limit = { max: 10, windowMs: QUARTER_HOUR, lockMs: QUARTER_HOUR };
/**
 * Second-factor codes tried on one account from anywhere, however it was named: only someone holding
 * the password gets this far, so this lock is one only they can set.
 */
export const CODES_PER_ACCOUNT: Limit = { max: 10, windowMs: QUARTER_HOUR, lockMs: QUARTER_HOUR };

/**
 * Keys counted per account (its id, so the username and the e-mail count together): failed sign-ins
 * from browsers new to it, from one trusted browser (its row), codes tried, and the one e-mail per
 * lock telling the owner.
 */
export const accountKeys = (userId: number) => ({
  newBrowsers: `sign-in:account:${userId}`,
  device: (deviceId: number) => `sign-in:device:${deviceId}`,
  codes: `code:account:${userId}`,
  alerted: (kind: string) => `alerted:${kind}:${userId}`,
});

/**
 * Counts of events per key (sign-ins, reset and claim requests, certificate lookups, submissions,
 * declined cards) and the locks they earn. Every use counts first, in one atomic step, then decides on
 * the count it got back: checking a lock, working, then recording let 200 concurrent requests all pass
 * the check before the first was recorded.
 */
export interface Throttle {
  /**
   * Counts one event for `key` and answers 0 when it is within `limit`; otherwise the milliseconds until
   * the key is unlocked (the event over the limit locks it for `limit.lockMs` if it was not locked yet).
   * `via`: the transaction of the change the event belongs to (a visitor's e-mail written with its change,
   * decision 028). The database store counts in it: the count stands exactly when the change does, and
   * inside a transaction the embedded database has no second connection to count on. Redis ignores it.
   */
  hit(key: string, limit: Limit, via?: DbOrTx): Promise<number>;
  /** Takes one counted event back (a sign-in that succeeded, a lookup that matched). */
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * Counting in the database, so every server instance sees the same counts: one statement
 * (INSERT ... ON CONFLICT DO UPDATE ... RETURNING) counts and reads back under the row's lock.
 */
export function createThrottle(db: Db, clock: () => number = Date.now): Throttle {
  return {
    async hit(key, limit, via = db) {
      const nowMs = clock();
      const now = new Date(nowMs).toISOString();
      const windowStart = new Date(nowMs - limit.windowMs).toISOString();
      const lockUntil = new Date(nowMs + limit.lockMs).toISOString();
      const t = authThrottle;
      const unlocked = sql`(${t.lockedUntil} is null or ${t.lockedUntil} <= ${now}::timestamptz)`;
      // A window starts again once it has run out and the key is not locked.
      const expired = sql`(${t.windowStartedAt} < ${windowStart}::timestamptz and ${unlocked})`;
      const next = sql`(case when ${expired} then 1 else ${t.failures} + 1 end)`;
      const [row] = await via
        .insert(t)
        .values({ key, failures: 1, windowStartedAt: new Date(now), lockedUntil: limit.max < 1 ? new Date(lockUntil) : null })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            failures: next,
            windowStartedAt: sql`(case when ${expired} then ${now}::timestamptz else ${t.windowStartedAt} end)`,
            lockedUntil: sql`(case when ${next} > ${limit.max} and ${unlocked} then ${lockUntil}::timestamptz
              when ${unlocked} then null else ${t.lockedUntil} end)`,
          },
        })
        .returning({ count: t.failures, lockedUntil: t.lockedUntil });
      if (!row || row.count <= limit.max) return 0;
      return Math.max(1000, (row.lockedUntil?.getTime() ?? nowMs + limit.lockMs) - nowMs);
    },

    async refund(key) {
      await db
        .update(authThrottle)
        .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
        .where(eq(authThrottle.key, key));
    },

    async clear(key) {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}
