import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthCheck } from './health-state';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod<{ check: HealthCheck }> = async (app, opts) => {
  app.get('/health', { schema: { summary: 'Whether the server and its database answer', response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    const problem = await opts.check();
    if (!problem) return { status: 'ok' as const };
    request.log.error({ err: problem.failure }, 'health check: the database or Redis did not answer');
    return reply.code(503).send({ status: 'unavailable' as const });
  });
};
