import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import type { DatabaseHandle } from './db/types';
import { createAnswerReplay } from './lib/answer-replay';
import { requestForLog } from './lib/request-log';
import { answerReplayPlugin } from './plugins/answer-replay';
import { configPlugin } from './plugins/config';
import { housekeepingPlugin } from './plugins/housekeeping';
import { errorsPlugin } from './plugins/errors';
import { mailerPlugin } from './plugins/mailer';
import { openApiPlugin, openApiRoutes } from './plugins/openapi';
import { paymentsConfigPlugin } from './plugins/payments-config';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { statePlugin } from './plugins/state';
import { storagePlugin } from './plugins/storage';
import { apiRoutes } from './routes/api';
import { registerPages } from './routes/pages';
import { servicesPlugin } from './services';
import { projectPaths } from './config/paths';

export const BODY_LIMIT = 1024 * 1024;
// Answers kept for replay: a few MB at most (each is a badge, a certificate's data or the showcase).
const REPLAYED_ANSWERS = 5000;
const defaultClientDir = projectPaths.builtClient;

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
}

/**
 * Builds the whole server (API and built client) without listening and without writing anything of its
 * own: creating the configured admin and the demo content is startup.ts's work, which server.ts runs.
 * The plugins are named and declare what they depend on (docs/decisions/029-plugin-graph-and-boundaries.md),
 * in the order below: Fastify refuses to start if one comes before what it needs.
 */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  // The badge, public certificate data and showcase answered again without the pipeline while current (decision 042).
  const replay = createAnswerReplay({ trustProxy: env.TRUST_PROXY, maxAnswers: REPLAYED_ANSWERS });
  const app = Fastify({
    serverFactory: replay.serverFactory,
    logger: opts.logger ?? { level: env.LOG_LEVEL, serializers: { req: requestForLog } },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    // One line per answered request instead of two (lib/request-log.ts, registered by the errors plugin).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    // Only the listed proxies' X-Forwarded-For is believed (config/trust-proxy.ts); none by default.
    trustProxy: env.TRUST_PROXY,
    // Graceful shutdown (decision 016): once close() begins, idle keep-alive connections are closed and
    // a request arriving on a busy one is answered 503; requests in flight finish first.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { env, database: opts.database });
  await app.register(errorsPlugin);
  await app.register(paymentsConfigPlugin);
  await app.register(securityPlugin);
  await app.register(answerReplayPlugin, { replay });
  await app.register(openApiPlugin);
  await app.register(statePlugin);
  await app.register(sessionPlugin);
  await app.register(storagePlugin);
  await app.register(mailerPlugin);
  const clientDir = opts.clientDir ?? defaultClientDir;
  // The SSR bundle comes from the same build as the client (vite.config.ts): a test's own client has none.
  await app.register(servicesPlugin, { ssrEntry: clientDir === projectPaths.builtClient ? projectPaths.ssrEntry : undefined });

  await app.register(apiRoutes, { prefix: '/api' });
  openApiRoutes(app);
  await registerPages(app, clientDir);
  await app.register(housekeepingPlugin);
  return app;
}
