import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key';
import { forbidden, unauthorized } from '../lib/http-error';
import { tooManyRequests } from '../lib/too-many';
import { SESSION_MAX_MS, type LoadedSession, type SessionStore } from '../modules/auth/session-store';
import { actsAsAdmin, needsSecondFactorSetup } from '../modules/auth/second-factor';
import { perHour, type Throttle } from '../modules/auth/throttle';
import type { UserRow } from '../modules/auth/user-repository';

export const SESSION_COOKIE = 'goat_sid';

declare module 'fastify' {
  interface FastifyRequest {
    session: LoadedSession | null;
  }
  interface FastifyInstance {
    /**
     * The browser's session, created (as a visitor session) when it has none yet: only routes that keep
     * something in the session call it, and a new one is counted per address (VISITOR_SESSIONS_PER_HOUR).
     */
    ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<LoadedSession>;
  }
}

export interface SessionOptions {
  secret: string;
  secure: boolean;
  store: SessionStore;
  throttle: Throttle;
  /** New visitor sessions an address may start per hour; beyond it, 429 (decision 020). */
  visitorSessionsPerHour: number;
}

/** Reads the signed session cookie on every API request and attaches the session and its user. */
export async function registerSessions(app: FastifyInstance, opts: SessionOptions): Promise<void> {
  await app.register(cookie, { secret: opts.secret, hook: 'onRequest' });
  app.decorateRequest('session', null);

  app.decorate('ensureSession', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) return request.session;
    // Anyone can make one without a password: a script could otherwise fill the sessions table.
    const waitMs = await opts.throttle.hit(`visitor-session:ip:${addressKey(request.ip)}`, perHour(opts.visitorSessionsPerHour));
    if (waitMs > 0) throw tooManyRequests(waitMs, 'Too many visitor sessions were started from this address');
    const created = await opts.store.create({ userId: null, userAgent: request.headers['user-agent'], ip: request.ip });
    setSessionCookie(reply, created.token, opts.secure);
    request.session = { id: created.id, user: null, secondFactor: false };
    return request.session;
  });

  // preValidation, not preHandler: who is asking is known before the body is checked, so that a
  // guarded route turns a stranger away (401/403) without first telling them what its body needs.
  app.addHook('preValidation', async (request) => {
    const raw = request.cookies[SESSION_COOKIE];
    if (!raw) return;
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return;
    request.session = await opts.store.load(unsigned.value);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
}

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
 * encapsulated, so only that scope and the plugins inside it have it: the route list (openapi.ts)
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
