import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { tokenLink } from '@shared/link-token';
import { guestOrderPath } from '@shared/routes';
import { guestOrderLinks, submissions } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import type { Throttle } from '../auth/throttle';

/** How long a guest link opens its order: past the invoice's due date and the parcel's way back. */
export const GUEST_LINK_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Every request with a link, per address: a guest's page makes a handful; a script making thousands is
 * stopped. Links that match nothing are capped much lower (decision 021: counted first, a match gives
 * its count back, so only misses add up).
 */
export const GUEST_LINK_REQUESTS = { max: 120, windowMs: 10 * 60 * 1000, lockMs: 10 * 60 * 1000 } as const;
export const GUEST_LINK_MISSES = { max: 10, windowMs: 60 * 60 * 1000, lockMs: 60 * 60 * 1000 } as const;

/** 32 random bytes (256 bits); only its SHA-256 is stored, which is enough for a token this long. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type GuestLinkLookup =
  | { kind: 'open'; submissionId: number; orderNumber: string; expiresAt: Date }
  | { kind: 'unknown' }
  | { kind: 'expired' }
  | { kind: 'throttled'; retryAfterMs: number };

/** An order's guest link: written with the e-mail that carries it, looked up with limits. */
export function createGuestLinks(deps: { db: Db; throttle: Throttle; publicUrl: string; clock?: () => number }) {
  const now = deps.clock ?? Date.now;
  return {
    /**
     * A fresh link for the order, in the transaction of the e-mail that carries it (decision 028): one
     * row per order, so the newest e-mail's link replaces the one before (the older link stops opening
     * the order). Returns the address to put in the e-mail.
     */
    async issue(tx: DbOrTx, order: { id: number; orderNumber: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const values = { tokenHash: hashToken(token), expiresAt: new Date(now() + GUEST_LINK_TTL_MS) };
      await tx
        .insert(guestOrderLinks)
        .values({ submissionId: order.id, ...values })
        .onConflictDoUpdate({ target: guestOrderLinks.submissionId, set: { ...values, createdAt: new Date(now()) } });
      return tokenLink(deps.publicUrl, guestOrderPath(order.orderNumber), token);
    },

    /** The order a token opens, counted per address first (every request, and the misses apart). */
    async open(token: string, ip: string): Promise<GuestLinkLookup> {
      const requestsMs = await deps.throttle.hit(`guest-link:ip:${ip}`, GUEST_LINK_REQUESTS);
      if (requestsMs > 0) return { kind: 'throttled', retryAfterMs: requestsMs };
      const missKey = `guest-link:miss:${ip}`;
      const missesMs = await deps.throttle.hit(missKey, GUEST_LINK_MISSES);
      if (missesMs > 0) return { kind: 'throttled', retryAfterMs: missesMs };
      const [row] = await deps.db
        .select({ submissionId: guestOrderLinks.submissionId, expiresAt: guestOrderLinks.expiresAt, orderNumber: submissions.orderNumber })
        .from(guestOrderLinks)
        .innerJoin(submissions, eq(submissions.id, guestOrderLinks.submissionId))
        .where(eq(guestOrderLinks.tokenHash, hashToken(token)))
        .limit(1);
      if (!row) return { kind: 'unknown' };
      // A real link, only too old: not a guess, so it does not count against the address.
      await deps.throttle.refund(missKey);
      if (row.expiresAt.getTime() <= now()) return { kind: 'expired' };
      return { kind: 'open', ...row };
    },
  };
}

export type GuestLinks = ReturnType<typeof createGuestLinks>;
