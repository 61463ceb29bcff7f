import fp from 'fastify-plugin';
import { registerRequestLog } from '../lib/request-log';
import { createHealthState, type HealthState } from '../modules/health/health-state';
import { describePayments, resolveCloverSettings, type CloverSettings } from '../modules/payments/clover-config';
import { registerCsrfGuard } from './csrf';
import { registerErrorHandler } from './errors';
import { registerJsonBody } from './json-body';
import { registerOpenApi } from './openapi';
import { registerSecurity } from './security';
import { registerSessions } from './session';

/**
 * The HTTP layer as named plugins with declared dependencies (docs/decisions/029-plugin-graph-and-boundaries.md):
 * Fastify refuses to start when one is registered before what it depends on. Each wraps the register
 * function of its own file, which stays callable on a bare instance (errors.test.ts does).
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The health check's memory of the last good ping; the error handler ends it when the database is away. */
    healthState: HealthState;
    /** Card payments: real Clover, its sandbox hosts, or the built-in sandbox (decision records on payments). */
    clover: CloverSettings;
  }
}

export const errorsPlugin = fp(
  async (app) => {
    const health = createHealthState();
    app.decorate('healthState', health);
    registerErrorHandler(app, health.unavailable);
    registerJsonBody(app);
    registerRequestLog(app);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'errors', fastify: '5.x' },
);

export const paymentsConfigPlugin = fp(
  async (app) => {
    const clover = resolveCloverSettings(app.config);
    app.decorate('clover', clover);
    // Every start says whether card payments are real (a warning when they are not).
    const line = describePayments(clover);
    app.log[line.level]({ paymentsMode: clover.mode, paymentMode: clover.paymentMode }, line.message);
  },
  { name: 'payments-config', fastify: '5.x', dependencies: ['config'] },
);

export const securityPlugin = fp(
  async (app) => {
    const env = app.config;
    await registerSecurity(app, {
      https: env.publicUrl.startsWith('https://'),
      paymentOrigins: app.clover.browserOrigins,
      mediaOrigins: [...(env.slabVideoOrigin ? [env.slabVideoOrigin] : []), ...env.VIDEO_HOSTS.map((host) => `https://${host}`)],
      frameOrigins: env.certPortalOrigin ? [env.certPortalOrigin] : [],
    });
    registerCsrfGuard(app, { publicUrl: env.publicUrl });
  },
  { name: 'security', fastify: '5.x', dependencies: ['config', 'payments-config'] },
);

/** Registered before the routes, so that it sees each of them. */
export const openApiPlugin = fp(async (app) => registerOpenApi(app), { name: 'openapi', fastify: '5.x' });

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
