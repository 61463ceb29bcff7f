import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { adminShippingSchema, shippingSchema, inboundTrackingSchema, receiveParcelSchema, returnShipmentSchema } from '@shared/schemas/shipping';
import { orderNumberParamsSchema } from '@shared/schemas/submission-list';
import { submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { adminOnly, requireAdmin } from '../../plugins/session';
import type { ImageOwnershipCheck } from '../uploads/image-ownership';
import { canRead, viewerOf } from '../auth/submission-access';
import { loadShipping, toCustomerView } from './shipping-view';
import type { ShippingDeps } from './shipping-deps';
import { createShippingService } from './shipping-service';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const idParams = z.object({ id: z.coerce.number({ error: 'Submission ID must be a number' }).int('Submission ID must be a whole number').positive('Submission ID must be positive') });

/**
 * The parcel both ways (issue 15). The customer's view and tracking by order number (its owner, the
 * visitor session that made it, or an admin; anyone else gets the answer of a missing number); the
 * admin's receipt and return shipment by id. Routes: shared/schemas/shipping.ts.
 */
export const shippingRoutes: FastifyPluginAsyncZod<ShippingDeps & { checkImages: ImageOwnershipCheck }> = async (app, opts) => {
  const service = createShippingService(opts);

  const readable = async (orderNumber: string, session: Parameters<typeof viewerOf>[0]) => {
    const view = await loadShippingByNumber(orderNumber);
    const viewer = viewerOf(session);
    if (!view || !canRead(view.row, viewer)) throw notFound('Submission not found');
    return view;
  };
  const loadShippingByNumber = async (orderNumber: string) => {
    const [row] = await opts.db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
    return row ? { row } : null;
  };

  app.get(
    '/submissions/:orderNumber/shipping',
    { schema: { summary: 'My parcel\'s way in and out', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: shippingSchema, ...errors } } },
    async (request, reply) => {
      const { row } = await readable(request.params.orderNumber, request.session);
      const view = await loadShipping(opts.db, row.id);
      if (!view) throw notFound('Submission not found');
      return reply.header('cache-control', 'private, no-store').send(toCustomerView(view));
    },
  );

  app.put(
    '/submissions/:orderNumber/inbound-shipment',
    { schema: { summary: 'Tell us how my parcel is sent in', security: routeSecurity.ownSession, params: orderNumberParamsSchema, body: inboundTrackingSchema, response: { 200: shippingSchema, ...errors } } },
    async (request, reply) => {
      const viewer = viewerOf(request.session);
      const id = await service.setInbound(request.params.orderNumber, request.body, viewer.userId, (row) => canRead(row, viewer));
      const view = await loadShipping(opts.db, id);
      if (!view) throw notFound('Submission not found');
      return reply.header('cache-control', 'private, no-store').send(toCustomerView(view));
    },
  );

  app.get(
    '/admin/submissions/:id/shipping',
    { preValidation: adminOnly, schema: { summary: 'A submission\'s parcels, as the back office sees them', security: routeSecurity.admin, params: idParams, response: { 200: adminShippingSchema, ...errors } } },
    async (request, reply) => {
      const view = await loadShipping(opts.db, request.params.id);
      if (!view) throw notFound('Submission not found');
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );

  app.post(
    '/admin/submissions/:id/receive',
    { preValidation: adminOnly, schema: { summary: 'Record a parcel as received', security: routeSecurity.admin, params: idParams, body: receiveParcelSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => {
      const view = await service.receive(request.params.id, request.body, requireAdmin(request), request.session?.id ?? null);
      if (!view) throw notFound('Submission not found');
      return view;
    },
  );

  app.post(
    '/admin/submissions/:id/return-shipment',
    { preValidation: adminOnly, schema: { summary: 'Record the parcel sent back', security: routeSecurity.admin, params: idParams, body: returnShipmentSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => {
      const view = await service.recordReturn(request.params.id, request.body, requireAdmin(request));
      if (!view) throw notFound('Submission not found');
      return view;
    },
  );
};
