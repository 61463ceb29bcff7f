import { formatDate } from '@shared/format';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeCertificateNumber } from '@shared/certificate-number';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  adminCertificateSchema,
  CERTIFICATE_MESSAGES,
  certificateLookupSchema,
  certificateNumberParamsSchema,
  certificateRevokeSchema,
  certificateVisibilityResultSchema,
  certificateVisibilitySchema,
  PUBLIC_CERTIFICATE_NOT_FOUND,
  publicCertificateSchema,
  verifiedCertificateSchema,
} from '@shared/schemas/certificate';
import { holderCorrectionSchema } from '@shared/schemas/certificate-holders';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { actingAdmin, requireUser } from '../auth/guards';
import type { CertificateService } from './certificate-service';
import type { HolderService } from './holder-service';
import { NOT_FOUND_BADGE } from './badge-svg';
import { MAX_PUBLIC_PHOTOS, type PublicCertificates } from './public-certificates';
import { addressKey } from '../../lib/address-key';
import { routeSecurity } from '../../lib/route-security';

const numberParams = certificateNumberParamsSchema;

const EXAMPLE_NUMBER = 'GC-7K3QD-9XW24';
const numberExample = { certificateNumber: EXAMPLE_NUMBER };

/**
 * The three answers other sites may read (verify, public data, badge): any origin, never with
 * credentials (no cookie of this site is sent or honoured cross-site: they need none), and embeddable
 * as a resource (the badge in a marketplace's <img>). Every other route keeps the same-origin default.
 */
async function openToOtherSites(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
}

const NOT_FOUND_BADGE_BYTES = Buffer.from(NOT_FOUND_BADGE);
// Short: a revocation or a holder hiding it reaches caches and embedding pages within minutes.
const BADGE_CACHE = 'public, max-age=300';
const DATA_CACHE = 'public, max-age=60';

/**
 * The public side: GET /api/certificates/verify (number and last name, rate limited per address,
 * logged), the certified item's photo at the signed address that verification hands out, and what a
 * holder made public: its data, badge and photos (served from memory: public-certificates.ts).
 */
export const certificateRoutes: FastifyPluginAsyncZod<{ service: CertificateService; publicCertificates: PublicCertificates }> = async (app, opts) => {
  const { publicCertificates } = opts;
  app.get(
    '/certificates/verify',
    {
      onRequest: openToOtherSites,
      schema: {
        summary: 'Verify a certificate',
        description:
          'Checks a certificate number against its holder\'s last name. Any site may call it (CORS `*`, no credentials); ' +
          'limited per address and per number. Never answers a name: `holders` is a count.',
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
    '/certificates/:certificateNumber/public',
    {
      onRequest: openToOtherSites,
      config: { replay: true },
      schema: {
        summary: 'A public certificate',
        description:
          'What anyone may read of a certificate its holder made public: no last name needed, no name or e-mail ever. ' +
          'A private, unknown or malformed number answers the same 404. Any site may call it (CORS `*`, no credentials).',
        params: numberParams.meta({ examples: [numberExample] }),
        response: {
          200: publicCertificateSchema.meta({
            examples: [
              {
                certificateNumber: EXAMPLE_NUMBER,
                item: 'Signed Bulls jersey',
                athlete: 'Michael Jordan',
                itemType: 'jersey',
                issueDate: '2026-03-14T16:20:00.000Z',
                status: 'valid',
                revokedAt: null,
                photos: [`https://example.com/api/certificates/${EXAMPLE_NUMBER}/photos/0`],
                holders: 2,
                lastTransferredAt: '2026-09-02T11:00:00.000Z',
                lookups: 14,
                flagged: false,
              },
            ],
          }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const kept = publicCertificates.kept(request.params.certificateNumber);
      const entry = await kept.value;
      request.replayWhile = kept.current;
      reply.header('cache-control', DATA_CACHE);
      if (!entry) throw notFound(PUBLIC_CERTIFICATE_NOT_FOUND);
      // Serialised once per kept entry and sent as is (the schema above describes these bytes).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(entry.json);
    },
  );

  app.get(
    '/certificates/:certificateNumber/badge.svg',
    {
      onRequest: openToOtherSites,
      config: { replay: true },
      schema: {
        summary: 'A public certificate\'s live badge (SVG)',
        description:
          'An SVG image, "G.O.A.T. verified · Valid" (or Revoked, Demonstration), for a marketplace listing to embed: ' +
          '`<img src="https://…/api/certificates/GC-…/badge.svg">`. A private, unknown or malformed number answers 404 with a "not public" badge.',
        params: numberParams.meta({ examples: [numberExample] }),
        response: { 200: z.string().meta({ description: 'image/svg+xml' }), 404: z.string().meta({ description: 'image/svg+xml' }) },
      },
    },
    async (request, reply) => {
      const kept = publicCertificates.kept(request.params.certificateNumber);
      const entry = await kept.value;
      request.replayWhile = kept.current;
      return (reply as FastifyReply)
        .code(entry ? 200 : 404)
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', BADGE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(entry?.badge ?? NOT_FOUND_BADGE_BYTES);
    },
  );

  app.get(
    '/certificates/:certificateNumber/photos/:index',
    {
      schema: {
        summary: 'A public certificate\'s photo (large JPEG)',
        params: numberParams.extend({ index: z.coerce.number().int().min(0).max(MAX_PUBLIC_PHOTOS - 1) }),
      },
    },
    async (request, reply) => {
      const photo = await publicCertificates.photo(request.params.certificateNumber, request.params.index);
      if (!photo) throw notFound('Image not found');
      // Short, like the data: hiding the certificate stops its photos within minutes everywhere.
      return reply.type('image/jpeg').header('cache-control', DATA_CACHE).send(photo);
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

/** PUT /api/account/certificates/:certificateNumber: the holder shows or hides its certificate. */
export const certificateVisibilityRoutes: FastifyPluginAsyncZod<{ publicCertificates: PublicCertificates }> = async (app, opts) => {
  app.put(
    '/:certificateNumber',
    {
      schema: {
        summary: 'Show or hide a certificate\'s public page and badge',
        description: 'For its current holder only; anyone else\'s certificate answers 404 like an unknown number.',
        security: routeSecurity.signedIn,
        params: numberParams,
        body: certificateVisibilitySchema,
        response: { 200: certificateVisibilityResultSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const number = normalizeCertificateNumber(request.params.certificateNumber);
      if (!(await opts.publicCertificates.setVisibility(user.id, number, request.body.public))) throw notFound('Certificate not found');
      return { certificateNumber: number, public: request.body.public };
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
      const admin = actingAdmin(request);
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
      const admin = actingAdmin(request);
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
