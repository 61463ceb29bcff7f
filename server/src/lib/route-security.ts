import type { FastifySchema } from 'fastify';

/**
 * What a route asks of its caller, for its schema's `security` (the document says so per operation):
 * - signedIn: the session cookie of a signed-in account (401 without one); admin routes use `admin`,
 *   the same cookie of an admin account with its second factor (403 for anyone else).
 * - ownSession: open to anyone, but what it answers depends on the browser's session (its own orders,
 *   a visitor's session created on first use).
 * - guestLink: the token of a guest order's e-mailed link in the `x-guest-link` header (that one order).
 * A route that declares neither is public: the document says `security: []`.
 */
type Security = NonNullable<FastifySchema['security']>;
export const routeSecurity: Record<'signedIn' | 'admin' | 'ownSession' | 'guestLink', Security> = {
  guestLink: [{ guestLink: [] }],
  signedIn: [{ session: [] }],
  admin: [{ session: [] }],
  ownSession: [{}, { session: [] }],
};
