import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { databaseId } from '@shared/schemas/database-id';
import { adminItemParamsSchema } from '@shared/schemas/admin';
import { adminShippingSchema, declaredValueCorrectionSchema, shippingSchema, inboundTrackingSchema, receiveParcelSchema, returnShipmentSchema } from '@shared/schemas/shipping';
import { orderNumberParamsSchema } from '@shared/schemas/submission-list';
import { actingAdmin } from '../auth/guards';
import { viewerOf } from '../auth/submission-access';
import type { ShippingService } from './shipping-service';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const idParams = z.object({ id: databaseId('Submission ID') });

/**
 * The parcel both ways (decision 015), the customer's side: the view and the inbound tracking by order
 * number, for whoever may read the submission (its owner, the visitor session that made it, or an
 * admin); anyone else gets the answer of a missing number. Routes: shared/schemas/shipping.ts.
 */
export const shippingRoutes: FastifyPluginAsyncZod<{ service: ShippingService }> = async (app, { service }) => {
  app.get(
    '/submissions/:orderNumber/shipping',
    { schema: { summary: 'My parcel\'s way in and out', security: routeSecurity.ownSession, params: orderNumberParamsSchema, response: { 200: shippingSchema, ...errors } } },
    async (request, reply) => {
      const view = await service.customerView(request.params.orderNumber, viewerOf(request.session));
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );

  app.put(
    '/submissions/:orderNumber/inbound-shipment',
    { schema: { summary: 'Tell us how my parcel is sent in', security: routeSecurity.ownSession, params: orderNumberParamsSchema, body: inboundTrackingSchema, response: { 200: shippingSchema, ...errors } } },
    async (request, reply) => {
      const view = await service.setInbound(request.params.orderNumber, request.body, viewerOf(request.session));
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );
};

/**
 * The admin's side, registered in the admin scope (server/src/routes/admin.ts, whose one guard runs
 * before these schemas): a submission's parcels and invoices by id, its receipt and its return shipment.
 */
export const adminShippingRoutes: FastifyPluginAsyncZod<{ service: ShippingService }> = async (app, { service }) => {
  app.get(
    '/submissions/:id/shipping',
    { schema: { summary: 'A submission\'s parcels, as the back office sees them', security: routeSecurity.admin, params: idParams, response: { 200: adminShippingSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await service.adminView(request.params.id)),
  );

  app.post(
    '/submissions/:id/receive',
    { schema: { summary: 'Record a parcel as received', security: routeSecurity.admin, params: idParams, body: receiveParcelSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => service.receive(request.params.id, request.body, actingAdmin(request), request.session?.id ?? null),
  );

  app.post(
    '/submissions/:id/return-shipment',
    { schema: { summary: 'Record the parcel sent back', security: routeSecurity.admin, params: idParams, body: returnShipmentSchema, response: { 200: adminShippingSchema, ...errors } } },
    async (request) => service.recordReturn(request.params.id, request.body, actingAdmin(request)),
  );

  // What an item is insured for and insurance billed on: correctable, with a reason, until invoiced or shipped back.
  app.put(
    '/submissions/:id/items/:itemId/declared-value',
    {
      schema: {
        summary: 'Correct an item\'s declared value',
        security: routeSecurity.admin,
        params: adminItemParamsSchema,
        body: declaredValueCorrectionSchema,
        response: { 200: adminShippingSchema, ...errors },
      },
    },
    async (request) => service.correctDeclaredValue(request.params.id, request.params.itemId, request.body, actingAdmin(request)),
  );
};
