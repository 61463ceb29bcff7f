import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actsAsAdmin } from '../auth/second-factor';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  orderNumberParamsSchema,
  submissionDetailsSchema,
  submissionListQuerySchema,
  submissionListSchema,
} from '@shared/schemas/submission-list';
import { overpaymentChoiceBodySchema } from '@shared/schemas/submission';
import { forbidden, notFound } from '../../lib/http-error';
import { requireUser } from '../auth/guards';
import { viewerOf } from '../auth/submission-access';
import type { AccountSubmissions } from './account-submissions';
import type { OverpaymentChoices } from './overpayment-choice';
import { routeSecurity } from '../../lib/route-security';

/** The customer's account: their submissions page by page, and one submission by its order number. */
export const accountSubmissionRoutes: FastifyPluginAsyncZod<{ submissions: AccountSubmissions; overpaymentChoices: OverpaymentChoices }> = async (app, opts) => {
  app.get(
    '/submissions',
    {
      schema: {
        summary: 'My submissions', security: routeSecurity.signedIn,
        querystring: submissionListQuerySchema,
        response: { 200: submissionListSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const userId = request.query.userId ?? user.id;
      // Customers read only their own list (docs/product.md, Who does what); admins may read anyone's.
      if (userId !== user.id && !actsAsAdmin(request.session)) throw forbidden('You can only list your own submissions');
      return opts.submissions.listForUser(userId, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    '/submissions/:orderNumber',
    {
      schema: {
        summary: 'One of my submissions', security: routeSecurity.ownSession,
        params: orderNumberParamsSchema,
        response: { 200: submissionDetailsSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const details = await opts.submissions.findDetailsForViewer(request.params.orderNumber, viewerOf(request.session));
      // Someone else's submission gets the very answer of one that does not exist: no number is confirmed.
      if (!details) throw notFound('Submission not found');
      return reply.header('cache-control', 'private, no-store').send(details);
    },
  );

  app.put(
    '/submissions/:orderNumber/overpayment-choice',
    {
      schema: {
        summary: 'Choose a refund or a credit for what my Bundle paid beyond its items', security: routeSecurity.ownSession,
        params: orderNumberParamsSchema,
        body: overpaymentChoiceBodySchema,
        response: { 200: overpaymentChoiceBodySchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The order's own customer only (its account, the session that placed it); 404 for anyone else, admins included.
      const answer = await opts.overpaymentChoices.set(request.params.orderNumber, request.body.overpaymentChoice, viewerOf(request.session));
      request.log.info({ orderNumber: request.params.orderNumber, overpaymentChoice: answer.overpaymentChoice }, 'overpayment choice set');
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
};
