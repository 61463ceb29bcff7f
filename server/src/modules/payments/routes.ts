import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isTestPayment, PAYMENT_MODES } from '@shared/constants';
import { errorResponseSchema } from '@shared/schemas/auth';
import { cloverConfigSchema, processPaymentResultSchema, processPaymentSchema } from '@shared/schemas/payment';
import type { CloverSettings } from './clover-config';
import type { PaymentRepository } from './payment-repository';
import type { PaymentService } from './payment-service';
import { routeSecurity } from '../../lib/route-security';

const unattachedSchema = z.array(
  z.object({
    id: z.number(),
    orderReference: z.string(),
    transactionId: z.string().nullable(),
    amountCents: z.number(),
    currency: z.string(),
    cardLast4: z.string().nullable(),
    customerName: z.string().nullable(),
    customerEmail: z.string().nullable(),
    serviceType: z.string(),
    mode: z.enum(PAYMENT_MODES),
    testPayment: z.boolean(),
    createdAt: z.string(),
  }),
);

/** The card form's settings and the order payment, for visitors and customers. */
export const paymentRoutes: FastifyPluginAsyncZod<{ settings: CloverSettings; service: PaymentService }> = async (app, opts) => {
  app.get('/clover-config', { schema: { summary: 'The card form\'s settings (test or live)', response: { 200: cloverConfigSchema } } }, async () => ({
    publicKey: opts.settings.publicKey,
    merchantId: opts.settings.merchantId,
    environment: opts.settings.environment,
    mode: opts.settings.mode,
    testMode: isTestPayment(opts.settings.paymentMode),
    sdkUrl: opts.settings.sdkUrl,
  }));

  app.post(
    '/process-clover-payment',
    {
      schema: {
        summary: 'Pay for an order by card', security: routeSecurity.ownSession,
        body: processPaymentSchema,
        // One status code per outcome on every charge route (charge-once.ts): 402 declined, 502 unknown.
        response: { 200: processPaymentResultSchema, 402: processPaymentResultSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await app.ensureSession(request, reply);
      const { status, body } = await opts.service.process(
        { sessionId: session.id, userId: session.user?.id ?? null, clientIp: request.ip },
        request.body,
      );
      return reply.code(status).send(body);
    },
  );
};

/**
 * The admin's side, registered in the admin scope (server/src/routes/admin.ts, whose one guard runs
 * first): approved card payments attached to no order, to follow up by hand.
 */
export const adminPaymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentRepository }> = async (app, opts) => {
  app.get('/payments/unattached', { schema: { summary: 'Card payments that pay for nothing (no order, or a cancelled invoice)', security: routeSecurity.admin, response: { 200: unattachedSchema, 401: errorResponseSchema, 403: errorResponseSchema } } }, async () => {
    const rows = await opts.payments.listUnattachedApproved();
    return rows.map((r) => ({
      id: r.id,
      orderReference: r.orderReference,
      transactionId: r.transactionId,
      amountCents: r.amountCents,
      currency: r.currency,
      cardLast4: r.cardLast4,
      customerName: r.customerName,
      customerEmail: r.customerEmail,
      serviceType: r.serviceType,
      mode: r.mode,
      testPayment: isTestPayment(r.mode),
      createdAt: r.createdAt.toISOString(),
    }));
  });
};
