import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const HEALTHY_FOR_MS = 500;

/**
 * How long the last healthy ping stands (decision 017): a burst of probes costs one ping per half
 * second. Any request that finds the database away ends it at once (`unavailable()`, called by the
 * error handler), so a stopped database is reported by the very next check, and within half a second
 * even when nothing else asked. An outage is never remembered: every check while unhealthy pings.
 */
export function createHealthState() {
  let healthyUntil = 0;
  return {
    fresh: () => Date.now() < healthyUntil,
    healthy: () => void (healthyUntil = Date.now() + HEALTHY_FOR_MS),
    unavailable: () => void (healthyUntil = 0),
  };
}
export type HealthState = ReturnType<typeof createHealthState>;

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod<{ /** The database, and Redis when it is configured. */ ping: () => Promise<void>; state: HealthState }> = async (app, opts) => {
  // Checks arriving while a ping is under way share its answer (decision 017): under a burst of
  // probes the database sees one query at a time, and every answer is still at most one ping old.
  let inFlight: Promise<void> | null = null;
  const ping = () =>
    (inFlight ??= opts.ping().finally(() => {
      inFlight = null;
    }));
  app.get('/health', { schema: { summary: 'Whether the server and its database answer', response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
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
