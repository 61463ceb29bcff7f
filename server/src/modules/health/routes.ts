import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthState } from './health-state';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod<{ /** The database, and Redis when it is configured. */ ping: () => Promise<void>; state: HealthState }> = async (app, opts) => {
  // Checks arriving while a ping is under way share its answer (decision 017): under a burst of
  // probes the database sees one query at a time, and every answer is still at most one ping old.
  let inFlight: Promise<void> | null = null;
  const ping = () =>
    (inFlight ??= opts.ping().finally(() => {
      inFlight = null;
    }));
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    if (opts.state.fresh()) return { status: 'ok' as const };
    try {
      await ping();
      opts.state.healthy();
      return { status: 'ok' as const };
    } catch (err) {
      opts.state.unavailable();
      request.log.error({ err }, 'health check: the database or Redis did not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
