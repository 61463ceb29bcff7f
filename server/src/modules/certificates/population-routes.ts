import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { populationReportSchema } from '@shared/schemas/population';
import type { PopulationReportService } from './population';

/** GET /api/population: public counts per athlete and item type (decision 041); never a holder. */
export const populationRoutes: FastifyPluginAsyncZod<{ report: PopulationReportService }> = async (app, opts) => {
  app.get('/population', { schema: { summary: 'Certificates issued and items examined, per athlete and item type', response: { 200: populationReportSchema } } }, async (_request, reply) => {
    // Counts only, the same for everyone: a shared cache may keep them as long as the process does.
    reply.header('cache-control', 'public, max-age=60');
    return opts.report.get();
  });
};
