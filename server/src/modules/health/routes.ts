import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/types';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, opts) => {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    try {
      await opts.database.ping();
      return { status: 'ok' as const };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
