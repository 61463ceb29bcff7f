import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateNumberParamsSchema } from '@shared/schemas/certificate';
import { errorResponseSchema } from '@shared/schemas/auth';
import { accountCertificateListSchema, TRANSFER_MESSAGES, transferAcceptSchema, transferStartedSchema } from '@shared/schemas/certificate-holders';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { tooManyRequests } from '../../lib/too-many';
import { addressKey } from '../../lib/address-key';
import { routeSecurity } from '../../lib/route-security';
import { requireUser } from '../auth/guards';
import type { HolderService } from './holder-service';

const numberParams = certificateNumberParamsSchema;

/**
 * /api/account/certificates: the certificates the signed-in account holds, and the holder's transfer
 * code. Someone else's number answers 404 like an unknown one: holding is not revealed.
 */
export const accountCertificateRoutes: FastifyPluginAsyncZod<{ holders: HolderService }> = async (app, opts) => {
  app.get(
    '/',
    { schema: { summary: 'The certificates I hold', security: routeSecurity.signedIn, response: { 200: accountCertificateListSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.holders.listHeld(requireUser(request));
    },
  );

  app.post(
    '/:certificateNumber/transfer',
    {
      schema: {
        summary: 'Start a transfer: a one-time code for the buyer, shown once',
        security: routeSecurity.signedIn,
        params: numberParams,
        response: { 200: transferStartedSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await opts.holders.startTransfer(requireUser(request), request.params.certificateNumber);
      if (result.kind === 'not-found') throw notFound(TRANSFER_MESSAGES.notHolder);
      if (result.kind === 'revoked') throw conflict(TRANSFER_MESSAGES.revoked);
      reply.header('cache-control', 'no-store');
      return result.transfer;
    },
  );

  app.delete(
    '/:certificateNumber/transfer',
    {
      schema: {
        summary: 'Cancel my open transfer code',
        security: routeSecurity.signedIn,
        params: numberParams,
        response: { 204: z.null(), 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!(await opts.holders.cancelTransfer(requireUser(request), request.params.certificateNumber))) throw notFound('No open transfer for this certificate');
      return reply.code(204).send(null);
    },
  );
};

/** POST /api/certificates/transfers/accept: the signed-in buyer enters the number and the seller's code. */
export const transferAcceptRoutes: FastifyPluginAsyncZod<{ holders: HolderService }> = async (app, opts) => {
  app.post(
    '/certificates/transfers/accept',
    {
      schema: {
        summary: 'Receive a certificate with its transfer code',
        security: routeSecurity.signedIn,
        body: transferAcceptSchema,
        response: {
          200: z.object({ certificateNumber: z.string() }),
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const result = await opts.holders.accept(addressKey(request.ip), requireUser(request), request.body);
      switch (result.kind) {
        case 'accepted':
          return { certificateNumber: result.certificateNumber };
        case 'throttled':
          throw tooManyRequests(result.retryAfterMs, TRANSFER_MESSAGES.tooMany);
        case 'wrong-code':
          throw badRequest(TRANSFER_MESSAGES.wrongCode, { code: TRANSFER_MESSAGES.wrongCode });
        case 'expired':
          throw new HttpError(410, TRANSFER_MESSAGES.expired, { code: TRANSFER_MESSAGES.expired });
        case 'cancelled':
          throw new HttpError(410, TRANSFER_MESSAGES.cancelled, { code: TRANSFER_MESSAGES.cancelled });
        case 'spent':
          throw conflict(TRANSFER_MESSAGES.spent, { code: TRANSFER_MESSAGES.spent });
        case 'already-holder':
          throw conflict(TRANSFER_MESSAGES.alreadyHolder);
        case 'revoked':
          throw conflict(TRANSFER_MESSAGES.revoked);
      }
    },
  );
};
