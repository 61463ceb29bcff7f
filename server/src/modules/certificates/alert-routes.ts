import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { certificateNumberParamsSchema } from '@shared/schemas/certificate';
import { errorResponseSchema } from '@shared/schemas/auth';
import { certificateAlertClearSchema, certificateAlertListSchema, certificateAlertSchema } from '@shared/schemas/certificate-alerts';
import { conflict, notFound } from '../../lib/http-error';
import { routeSecurity } from '../../lib/route-security';
import { actingAdmin } from '../auth/guards';
import type { CloneAlarm } from './clone-alarm';

const numberParams = certificateNumberParamsSchema;

/**
 * GET /api/admin/certificate-alerts and POST …/:certificateNumber/clear (decision 041): registered in the
 * admin scope (server/src/routes/admin.ts), whose one guard answers strangers 401/403 before any input is read.
 */
export const adminCertificateAlertRoutes: FastifyPluginAsyncZod<{ alarm: CloneAlarm }> = async (app, opts) => {
  app.get(
    '/',
    { schema: { summary: 'The clone alarm\'s alerts, open first', security: routeSecurity.admin, response: { 200: certificateAlertListSchema, 401: errorResponseSchema, 403: errorResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.alarm.list();
    },
  );

  app.post(
    '/:certificateNumber/clear',
    {
      schema: {
        summary: 'Clear a certificate\'s open alert, with a note',
        security: routeSecurity.admin,
        params: numberParams,
        body: certificateAlertClearSchema,
        response: { 200: certificateAlertSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = actingAdmin(request);
      const result = await opts.alarm.clear(request.params.certificateNumber, request.body.note, admin);
      if (result.kind === 'not-found') throw notFound('Certificate not found');
      if (result.kind === 'not-open') throw conflict('This certificate has no open alert.');
      return result.alert;
    },
  );
};
