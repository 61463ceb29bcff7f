import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addressKey } from '../lib/address-key';
import { tooManyRequests } from '../lib/too-many';
import { SESSION_COOKIE, setSessionCookie } from '../modules/auth/session-cookie';
import type { LoadedSession, SessionStore } from '../modules/auth/session-store';
import { perHour, type Throttle } from '../modules/auth/throttle';

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

/**
 * Reads the signed session cookie on every API request and attaches the session and its user. The
 * guards that read it (requireUser, requireAdmin, adminOnly) are the auth module's (modules/auth/guards.ts).
 */
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

/** The `session` plugin (docs/decisions/029-plugin-graph-and-boundaries.md). */
export const sessionPlugin = fp(
  async (app) => {
    await registerSessions(app, {
      secret: app.serverSecret,
      secure: app.config.publicUrl.startsWith('https://'),
      store: app.sessionStore,
      throttle: app.throttle,
      visitorSessionsPerHour: app.config.VISITOR_SESSIONS_PER_HOUR,
    });
  },
  { name: 'session', fastify: '5.x', dependencies: ['config', 'state'] },
);
