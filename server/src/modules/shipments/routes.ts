import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JourneyDeps } from './journey-deps';

/**
 * The parcel both ways (issue 15): GET fulfilment and PUT inbound-shipment for the customer, receive
 * and return-shipment for the admin. Routes: see shared/schemas/fulfilment.ts.
 */
export const shipmentRoutes: FastifyPluginAsyncZod<JourneyDeps> = async () => {};
