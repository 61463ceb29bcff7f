import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { trustedDevices } from '../../db/schema';

/**
 * Browsers that have signed in to an account (decision 021, amended). One random id per browser, in
 * the signed `goat_dev` cookie; a row per account that browser signed in to, holding only the id's
 * hash. Several accounts on one browser share its id: each has its own row, forgotten on its own.
 */
const hashBrowserId = (browserId: string) => createHash('sha256').update(`trusted-device:${browserId}`).digest('hex');
export const newBrowserId = () => randomBytes(32).toString('base64url');

/** As long as the cookie lives (set again at every sign-in): a row unused for longer has no cookie left. */
export const TRUSTED_DEVICE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/** Deletes the rows of browsers that have not signed in for longer than their cookie lives (housekeeping). */
export async function purgeTrustedDevices(db: Db, now: number): Promise<void> {
  await db.delete(trustedDevices).where(lt(trustedDevices.lastUsedAt, new Date(now - TRUSTED_DEVICE_MAX_AGE_MS)));
}

export interface TrustedDevice {
  id: number;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

export function createTrustedDevices(db: Db, clock: () => number = Date.now) {
  return {
    /** The row this browser has for the account, or null when it never signed in to it (or was forgotten). */
    async find(userId: number, browserId: string | null): Promise<number | null> {
      if (!browserId) return null;
      const [row] = await db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, hashBrowserId(browserId))))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Trusts this browser for the account after a sign-in (or a completed password reset): keeps the
     * browser's id if it has one, else makes one. Answers the id for the cookie.
     */
    async trust(userId: number, browserId: string | null, userAgent: string | undefined): Promise<string> {
      const id = browserId ?? newBrowserId();
      const now = new Date(clock());
      await db
        .insert(trustedDevices)
        .values({ userId, tokenHash: hashBrowserId(id), userAgent: userAgent?.slice(0, 512) ?? null, createdAt: now, lastUsedAt: now })
        .onConflictDoUpdate({
          target: [trustedDevices.userId, trustedDevices.tokenHash],
          set: { lastUsedAt: now, userAgent: sql`coalesce(excluded.user_agent, ${trustedDevices.userAgent})` },
        });
      return id;
    },

    /** The account's trusted browsers, the browser asking marked `current`; most recently used first. */
    async list(userId: number, browserId: string | null): Promise<(TrustedDevice & { current: boolean })[]> {
      const rows = await db
        .select({ id: trustedDevices.id, tokenHash: trustedDevices.tokenHash, userAgent: trustedDevices.userAgent, createdAt: trustedDevices.createdAt, lastUsedAt: trustedDevices.lastUsedAt })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt), desc(trustedDevices.id));
      const mine = browserId ? hashBrowserId(browserId) : null;
      return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === mine }));
    },

    /** Forgets one of the account's browsers; false when the account has no such row. */
    async forget(userId: number, deviceId: number): Promise<boolean> {
      const rows = await db
        .delete(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.id, deviceId)))
        .returning({ id: trustedDevices.id });
      return rows.length === 1;
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
