import { formatDate } from '@shared/format';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  adminCertificateSchema,
  CERTIFICATE_MESSAGES,
  certificateLookupSchema,
  certificateRevokeSchema,
  verifiedCertificateSchema,
} from '@shared/schemas/certificate';
import { holderCorrectionSchema } from '@shared/schemas/certificate-holders';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { requireAdmin } from '../../plugins/session';
import type { CertificateService } from './certificate-service';
import type { HolderService } from './holder-service';
import { addressKey } from '../../lib/address-key';
import { routeSecurity } from '../../lib/route-security';

const numberParams = z.object({
  certificateNumber: z
    .string({ error: 'Certificate number is required' })
    .trim()
    .min(1, 'Certificate number is required')
    .max(64, 'Certificate number must be 64 characters or fewer'),
});

/**
 * The public side: GET /api/certificates/verify (number and last name, rate limited per address,
 * logged) and the certified item's photo at the signed address that verification hands out.
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService }> = async (app, opts) => {
  app.get(
    '/certificates/verify',
    {
      schema: {
        summary: 'Verify a certificate',
        querystring: certificateLookupSchema,
        response: { 200: verifiedCertificateSchema, 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await opts.service.verify(addressKey(request.ip), request.query);
      // Nobody's answer may be kept by a shared cache; the holder's browser need not keep it either.
      reply.header('cache-control', 'no-store');
      if (result.kind === 'throttled') {
        reply.header('retry-after', Math.max(1, Math.ceil(result.retryAfterMs / 1000)));
        const message = { address: CERTIFICATE_MESSAGES.tooMany, pair: CERTIFICATE_MESSAGES.numberLockedForAddress, number: CERTIFICATE_MESSAGES.numberLocked }[result.limit];
        throw new HttpError(429, message);
      }
      if (result.kind === 'not-found') throw notFound(CERTIFICATE_MESSAGES.notFound);
      return result.certificate;
    },
  );

  app.get(
    '/certificates/:certificateNumber/photo',
    { schema: { summary: 'A certified item\'s photo (signed link)', params: numberParams, querystring: z.object({ sig: z.string().max(100).default('') }) } },
    async (request, reply) => {
      const photo = await opts.service.photo(request.params.certificateNumber, request.query.sig);
      if (!photo) return reply.code(404).send({ message: 'Image not found' });
      return reply
        .header('content-type', 'image/jpeg')
        // The signed address never changes for a number, nor does the photo: a day in any cache.
        .header('cache-control', 'public, max-age=86400')
        .send(photo);
    },
  );
};

/**
 * GET /api/admin/certificates/:certificateNumber and POST …/revoke: registered in the admin scope
 * (server/src/routes/admin.ts), whose one guard answers strangers 401/403 before any input is read.
 */
export const adminCertificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService; holders: HolderService }> = async (app, opts) => {
  app.get(
    '/:certificateNumber',
    { schema: { summary: 'One certificate, as the back office sees it', security: routeSecurity.admin, params: numberParams, response: { 200: adminCertificateSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema } } },
    async (request, reply) => {
      const certificate = await opts.service.forAdmin(request.params.certificateNumber);
      if (!certificate) throw notFound('Certificate not found');
      reply.header('cache-control', 'no-store');
      return certificate;
    },
  );

  app.post(
    '/:certificateNumber/revoke',
    {
      schema: {
        summary: 'Revoke a certificate', security: routeSecurity.admin,
        params: numberParams,
        body: certificateRevokeSchema,
        response: {
          200: adminCertificateSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await opts.service.revoke(request.params.certificateNumber, request.body.reason, admin);
      if (result.kind === 'not-found') throw notFound('Certificate not found');
      if (result.kind === 'already-revoked') {
        throw conflict(`This certificate was already revoked on ${formatDate(result.revokedAt, 'long')}; it stays revoked.`);
      }
      return result.certificate;
    },
  );

  app.post(
    '/:certificateNumber/holders',
    {
      schema: {
        summary: 'Correct who holds a certificate (recorded with the reason)',
        security: routeSecurity.admin,
        params: numberParams,
        body: holderCorrectionSchema,
        response: { 200: adminCertificateSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const result = await opts.holders.correct(request.params.certificateNumber, request.body, admin);
      if (result.kind === 'not-found') throw notFound('Certificate not found');
      if (result.kind === 'unknown-holder') {
        const message =
          result.field === 'userId'
            ? 'No account has this id'
            : "No account uses this e-mail. Ask the holder to register first, or name the order's own e-mail for a guest order.";
        throw badRequest(message, { [result.field]: message });
      }
      const certificate = await opts.service.forAdmin(request.params.certificateNumber);
      if (!certificate) throw notFound('Certificate not found');
      return certificate;
    },
  );
};
