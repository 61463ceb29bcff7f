import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '@shared/schemas/account';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  CLAIM_LINK_EXPIRED,
  CLAIM_LINK_INVALID,
  CLAIM_REQUESTED_MESSAGE,
  claimAttachedMessage,
  claimConfirmSchema,
  claimResultSchema,
} from '@shared/schemas/claims';
import { badRequest } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/too-many';
import { requireUser } from '../auth/guards';
import type { SubmissionClaims } from './submission-claims';
import { routeSecurity } from '../../lib/route-security';

/** /api/account/claims: the signed-in customer attaches the orders they placed as a visitor. */
export const claimRoutes: FastifyPluginAsyncZod<{ claims: SubmissionClaims }> = async (app, { claims }) => {
  app.post(
    '/',
    { schema: { summary: 'Send a link to claim the orders placed under this account\'s e-mail', security: routeSecurity.signedIn, response: { 202: messageSchema, 401: errorResponseSchema, 429: errorResponseSchema } } },
    async (request, reply) => {
      const { throttled } = await claims.request(requireUser(request));
      if (throttled > 0) throw tooManyRequests(throttled, 'Too many requests');
      return reply.code(202).send({ message: CLAIM_REQUESTED_MESSAGE });
    },
  );

  app.post(
    '/confirm',
    { schema: { summary: 'Claim those orders with the link\'s token', security: routeSecurity.signedIn, body: claimConfirmSchema, response: { 200: claimResultSchema, 400: errorResponseSchema, 401: errorResponseSchema } } },
    async (request) => {
      const result = await claims.confirm(requireUser(request), request.body.token);
      if (!result.ok) {
        const message = result.reason === 'expired' ? CLAIM_LINK_EXPIRED : CLAIM_LINK_INVALID;
        throw badRequest(message, { token: message });
      }
      return { message: claimAttachedMessage(result.attached), attached: result.attached };
    },
  );
};
