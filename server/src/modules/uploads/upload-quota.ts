import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { uploadQuotas } from '../../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The figures of docs/decisions/022 (env UPLOAD_*): generous for a dealer's ten items of several photos each. */
export interface UploadQuotaLimits {
  sessionFilesPerHour: number;
  addressFilesPerHour: number;
  sessionBytesPerDay: number;
  addressBytesPerDay: number;
}

/** Who an upload counts against: its browser session and its address (addressKey: an IPv6 /64). */
export interface Uploader {
  sessionId: string;
  address: string;
}

/** A quota is used up: how long until its window ends. */
export class QuotaExceededError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('upload quota exceeded');
  }
}

interface Counter {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Upload quotas: files per hour and bytes per day, per session and per address, in fixed windows that
 * start with the first upload. Each count is added first (one atomic upsert that returns the new
 * total), then compared with the limit, so concurrent requests cannot all read "one left" and all pass.
 * What is refused still counts: the window does not move, it only fills.
 */
export function createUploadQuota(db: Db, limits: UploadQuotaLimits, now: () => Date = () => new Date()) {
  const files = (who: Uploader): Counter[] => [
    { key: `upload-files:session:${who.sessionId}`, limit: limits.sessionFilesPerHour, windowMs: HOUR_MS },
    { key: `upload-files:ip:${who.address}`, limit: limits.addressFilesPerHour, windowMs: HOUR_MS },
  ];
  const bytes = (who: Uploader): Counter[] => [
    { key: `upload-bytes:session:${who.sessionId}`, limit: limits.sessionBytesPerDay, windowMs: DAY_MS },
    { key: `upload-bytes:ip:${who.address}`, limit: limits.addressBytesPerDay, windowMs: DAY_MS },
  ];

  /** Adds `amount` to each counter, then throws QuotaExceededError when any went over its limit. */
  async function add(counters: Counter[], amount: number): Promise<void> {
    const at = now();
    let wait = 0;
    for (const c of counters) {
      const windowStart = new Date(at.getTime() - c.windowMs).toISOString();
      const expired = sql`${uploadQuotas.windowStartedAt} <= ${windowStart}::timestamptz`;
      const [row] = await db
        .insert(uploadQuotas)
        .values({ key: c.key, used: amount, windowStartedAt: at })
        .onConflictDoUpdate({
          target: uploadQuotas.key,
          set: {
            used: sql`(case when ${expired} then ${amount}::bigint else ${uploadQuotas.used} + ${amount}::bigint end)`,
            windowStartedAt: sql`(case when ${expired} then ${at.toISOString()}::timestamptz else ${uploadQuotas.windowStartedAt} end)`,
          },
        })
        .returning({ used: uploadQuotas.used, windowStartedAt: uploadQuotas.windowStartedAt });
      if (row && row.used > c.limit) wait = Math.max(wait, row.windowStartedAt.getTime() + c.windowMs - at.getTime());
    }
    if (wait > 0) throw new QuotaExceededError(wait);
  }

  return {
    /**
     * Before reading a request's body: refuses at once when a quota is already full, so a visitor
     * over quota cannot make the server receive 20 × 50 MB only to be told no.
     */
    async checkOpen(who: Uploader): Promise<void> {
      const counters = [...files(who), ...bytes(who)];
      const rows = await db.select().from(uploadQuotas).where(inArray(uploadQuotas.key, counters.map((c) => c.key)));
      const at = now().getTime();
      let wait = 0;
      for (const row of rows) {
        const c = counters.find((x) => x.key === row.key)!;
        const ends = row.windowStartedAt.getTime() + c.windowMs;
        if (ends > at && row.used >= c.limit) wait = Math.max(wait, ends - at);
      }
      if (wait > 0) throw new QuotaExceededError(wait);
    },
    /** Counts one more file (before it is received). */
    countFile: (who: Uploader) => add(files(who), 1),
    /** Counts a received file's bytes. */
    countBytes: (who: Uploader, size: number) => add(bytes(who), size),
    /** Removes the counts whose window ended before `at` (the longest window is a day). */
    async purge(at: Date): Promise<void> {
      await db.delete(uploadQuotas).where(lt(uploadQuotas.windowStartedAt, new Date(at.getTime() - DAY_MS)));
    },
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;

/** "about 20 minutes", "about 3 hours": how a refusal says when to come back. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return minutes === 1 ? 'a minute' : `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}
