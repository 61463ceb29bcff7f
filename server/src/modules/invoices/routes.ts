import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentMode } from '@shared/constants';
import type { CloverClient } from '../payments/clover-client';
import type { JourneyDeps } from '../shipments/journey-deps';

/**
 * The invoice (issue 15): issue, void and list for the admin; pay and download for the customer.
 * Routes: see shared/schemas/fulfilment.ts.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<JourneyDeps & { clover: CloverClient; paymentMode: PaymentMode }> = async () => {};
