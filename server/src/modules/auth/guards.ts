import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../lib/http-error';
import { actsAsAdmin, needsSecondFactorSetup } from './second-factor';
import type { UserRow } from './user-repository';

/** Who is asking, from the session the session plugin loaded (plugins/session.ts): 401 when nobody. */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.session?.user;
  if (!user) throw unauthorized();
  return user;
}

/**
 * requireAdmin as a hook, run before the input is validated: the admin scope's one guard
 * (server/src/routes/admin.ts), and `{ preValidation: adminOnly }` on the few admin writes outside
 * /api/admin (the collection's, the video thumbnail), which the route list then marks admin-only.
 */
export const adminOnly = async (request: FastifyRequest): Promise<void> => {
  requireAdmin(request);
};

/**
 * The decorator the admin scope sets on itself (server/src/routes/admin.ts). Decorators are
 * encapsulated, so only that scope and the plugins inside it have it: the route list (plugins/openapi.ts)
 * records it per route, and server/test/admin-guard-first.test.ts fails on an /api/admin route without it.
 */
export const ADMIN_SCOPE = 'adminScope';

export const SETUP_FIRST = 'Set up two-step sign-in (an authenticator app) before using the back office';
export const CODE_FIRST = 'Sign out, then sign in again with the code from your authenticator app to use the back office';

/** An admin whose session passed the second factor (decision 019): the session is asked, not the account. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden('Admin privileges are required');
  if (actsAsAdmin(request.session)) return user;
  // Signed in with the password alone: before any second factor exists, enrolment is all this session
  // may do; once one exists (set up in another session meanwhile), only a new sign-in with a code.
  throw forbidden(needsSecondFactorSetup(user) ? SETUP_FIRST : CODE_FIRST);
}

/**
 * The admin a request acts as, for a handler behind the admin guard (inside the admin scope, or given
 * `preValidation: adminOnly`): the guard has checked role and second factor once, before validation,
 * so this only reads who it let through, for the history row or the log.
 */
export function actingAdmin(request: FastifyRequest): UserRow {
  return requireUser(request);
}
