import { routeSecurity } from '../../lib/route-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { databaseId } from '@shared/schemas/database-id';
import { createRefundSchema, refundResultSchema, refundRetrySchema, refundStateSchema, refundStatesSchema } from '@shared/schemas/refund';
import { actingAdmin } from '../auth/guards';
import { toRefundDto, type RefundService } from './refund-service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 502: errorResponseSchema };
const params = z.object({ id: databaseId('Payment ID') });
const refundParams = z.object({ id: databaseId('Refund ID') });
const submissionParams = z.object({
  id: databaseId('Submission ID'),
});

/**
 * Refunds, admins only (decision 027): what a charge has left, and a refund of it. Registered in the
 * admin scope (server/src/routes/admin.ts), whose one guard runs before the body is read; the amount is
 * checked against what the server computes remains.
 */
export const adminRefundRoutes: FastifyPluginAsyncZod<{ service: RefundService }> = async (app, opts) => {
  app.get(
    '/payments/:id/refunds',
    { schema: { summary: 'What a card payment has left to refund, and its refunds', security: routeSecurity.admin, params, response: { 200: refundStateSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await opts.service.stateOf(request.params.id)),
  );

  app.get(
    '/submissions/:id/refunds',
    { schema: { summary: 'The card payments of a submission and their refunds', security: routeSecurity.admin, params: submissionParams, response: { 200: refundStatesSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await opts.service.statesOfSubmission(request.params.id)),
  );

  app.post(
    '/payments/:id/refunds',
    { schema: { summary: 'Refund a card payment, fully or in part', security: routeSecurity.admin, params, body: createRefundSchema, response: { 200: refundResultSchema, 201: refundResultSchema, ...errors } } },
    async (request, reply) => {
      const admin = actingAdmin(request);
      // Named field by field: what only the server may set (`overpayment`) never comes from a request.
      const { amountCents, reason, requestKey } = request.body;
      const outcome = await opts.service.refundPayment({ paymentId: request.params.id, amountCents, reason, requestKey, admin });
      request.log.info({ paymentId: request.params.id, refundId: outcome.refund.id, amountCents: outcome.refund.amountCents, adminId: admin.id }, 'refund made');
      const state = await opts.service.stateOf(request.params.id);
      const refund = state.refunds.find((r) => r.id === outcome.refund.id) ?? toRefundDto(outcome.refund, null);
      return reply.code(outcome.created ? 201 : 200).send({ refund, state });
    },
  );

  app.post(
    '/refunds/:id/retry',
    {
      schema: {
        summary: 'Ask the card processor again about a refund left pending, with its own request key',
        security: routeSecurity.admin,
        params: refundParams,
        response: { 200: refundRetrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const admin = actingAdmin(request);
      const { refund, outcome, message } = await opts.service.askAgain(request.params.id, admin);
      request.log.info({ paymentId: refund.paymentId, refundId: refund.id, amountCents: refund.amountCents, adminId: admin.id, outcome }, 'refund asked again');
      const state = await opts.service.stateOf(refund.paymentId);
      const dto = state.refunds.find((r) => r.id === refund.id) ?? toRefundDto(refund, null);
      return reply.send({ outcome, message, refund: dto, state });
    },
  );
};
