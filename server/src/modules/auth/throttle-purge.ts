import { and, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { authThrottle } from '../../db/schema';

/**
 * A throttle row whose window started longer ago than this, and that holds no lock, counts nothing
 * any more (the next event would start a new window): it can go. Every limit counted in auth_throttle
 * must have a window of at most this (the longest today is a day).
 */
export const THROTTLE_ROW_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Deletes the database throttle's rows that no longer count or lock anything (Redis expires its own keys). */
export async function purgeThrottleRows(db: Db, now: number): Promise<void> {
  await db
    .delete(authThrottle)
    .where(
      and(
        lt(authThrottle.windowStartedAt, new Date(now - THROTTLE_ROW_MAX_AGE_MS)),
        or(isNull(authThrottle.lockedUntil), lt(authThrottle.lockedUntil, new Date(now))),
      ),
    );
}
