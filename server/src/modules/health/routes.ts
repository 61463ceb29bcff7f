import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createJsonOnce } from '../../lib/json-once';
import type { HealthCheck } from './health-state';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
// The healthy answer is one object, checked and serialised once (lib/json-once.ts), as the cached lists are.
const healthy = { status: 'ok' as const };

export const healthRoutes: FastifyPluginAsyncZod<{ check: HealthCheck }> = async (app, opts) => {
  const send = createJsonOnce(healthSchema);
  app.get('/health', { schema: { summary: 'Whether the server and its database answer', response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    const problem = await opts.check();
    if (!problem) return send(reply, healthy);
    request.log.error({ err: problem.failure }, 'health check: the database or Redis did not answer');
    return reply.code(503).send({ status: 'unavailable' as const });
  });
};
