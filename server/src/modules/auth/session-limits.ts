/**
 * How long a session lasts (decision 020). Every session slides while it is used (idle expiry) but ends
 * at an absolute limit counted from sign-in (a visitor's from its creation), however busy it is: a
 * stolen cookie stops working on its own. An admin session can do the most harm, so it is the shortest.
 */
export const SESSION_LIMITS = {
  customer: { idleMs: 7 * 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
  admin: { idleMs: 2 * 60 * 60 * 1000, absoluteMs: 12 * 60 * 60 * 1000 },
  // A visitor's (no account signed in): anyone can make one without a password, so an unused one ends
  // after a day, not the customer's seven; it slides while used, and signing in gives a customer's limits.
  visitor: { idleMs: 24 * 60 * 60 * 1000, absoluteMs: 30 * 24 * 60 * 60 * 1000 },
} as const;

/** The longest any session can live: the cookie's own lifetime. */
export const SESSION_MAX_MS = SESSION_LIMITS.customer.absoluteMs;

// Sliding expiry, but written at most this often so reads stay reads.
export const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export type SessionRole = 'customer' | 'admin' | null;

const limitsOf = (role: SessionRole) => (role === null ? SESSION_LIMITS.visitor : SESSION_LIMITS[role]);

/** When a session seen at `seenAt`, signed in (or created) at `startedAt`, ends: idle or absolute, whichever is first. */
export function sessionExpiry(role: SessionRole, startedAt: number, seenAt: number): number {
  const limits = limitsOf(role);
  return Math.min(seenAt + limits.idleMs, startedAt + limits.absoluteMs);
}

/** Past its absolute limit for this role: checked on every load, so a role change takes effect at once. */
export const pastAbsoluteLimit = (role: SessionRole, startedAt: number, now: number) => now >= startedAt + limitsOf(role).absoluteMs;

/** A clock the tests can move: sessions are tested across hours and days without waiting. */
export type Clock = () => number;
