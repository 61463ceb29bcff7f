import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { resolveSessionSecret } from './config/secrets';
import type { DatabaseHandle } from './db/types';
import { ensureAdmin } from './modules/auth/admin-bootstrap';
import { authRoutes } from './modules/auth/routes';
import { createAuthService } from './modules/auth/service';
import { createSessionStore } from './modules/auth/session-store';
import { createThrottle } from './modules/auth/throttle';
import { createUserRepository } from './modules/auth/user-repository';
import { healthRoutes } from './modules/health/routes';
import { registerClient } from './plugins/client';
import { registerCsrfGuard } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSessions } from './plugins/session';

export const BODY_LIMIT = 1024 * 1024;
const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
}

/** Builds the whole server (API and built client) without listening; server.ts starts it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const https = env.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, { https });
  registerCsrfGuard(app, { publicUrl: env.publicUrl });

  const users = createUserRepository(database.db);
  const sessions = createSessionStore(database.db);
  const auth = createAuthService({ users, sessions, throttle: createThrottle(database.db) });
  await registerSessions(app, { secret: resolveSessionSecret(env.SESSION_SECRET, env.dataDir), secure: https, store: sessions });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { prefix: '/auth', auth, secureCookies: https });
    },
    { prefix: '/api' },
  );

  await registerClient(app, opts.clientDir ?? defaultClientDir);

  await sessions.purgeExpired();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdmin(users, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }, app.log);
  }
  return app;
}
