import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  createdSubmissionSchema,
  createSubmissionSchema,
  duplicateCheckResultSchema,
  duplicateCheckSchema,
  duplicateOrderResponseSchema,
  submissionHeadersSchema,
} from '@shared/schemas/submission';
import { addressKey } from '../../lib/address-key';
import { tooManyRequests } from '../../lib/too-many';
import type { SubmissionLimit } from './submission-limit';
import type { SubmissionService } from './submission-service';
import { routeSecurity } from '../../lib/route-security';
import { DuplicateOrderError } from './duplicate-order';

export const submissionRoutes: FastifyPluginAsyncZod<{ service: SubmissionService; limit: SubmissionLimit }> = async (app, opts) => {
  app.post(
    '/submissions',
    {
      schema: {
        summary: 'Place an order (Quick Opinion, Full LOA or Bundle)', security: routeSecurity.ownSession,
        body: createSubmissionSchema,
        headers: submissionHeadersSchema,
        response: { 201: createdSubmissionSchema, 400: errorResponseSchema, 402: errorResponseSchema, 409: duplicateOrderResponseSchema.or(errorResponseSchema), 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const admitted = await opts.limit.admit(request.session?.id ?? null, addressKey(request.ip));
      if (admitted.waitMs > 0) throw tooManyRequests(admitted.waitMs, 'Too many submissions from here');
      try {
        return reply.code(201).send(await opts.service.create(request.session, request.body, request.headers['idempotency-key'] ?? null));
      } catch (err) {
        // Refused (bad images, no payment…): nothing was created, so it does not count.
        await admitted.refund();
        // The same items sent minutes ago: the form asks "Submit again?" with the earlier order.
        if (err instanceof DuplicateOrderError) {
          request.log.info({ duplicateOf: err.duplicateOf.orderNumber }, 'same items sent again: asked to confirm');
          return reply.code(409).send({ message: err.message, duplicateOf: err.duplicateOf });
        }
        throw err;
      }
    },
  );

  // Asked by the card checkouts before they charge (the submission's own POST asks the same after).
  // Read-only and about this caller's own orders only (its account or browser session).
  app.post(
    '/submissions/duplicate-check',
    {
      schema: {
        summary: 'Whether the same items were sent in the last ten minutes', security: routeSecurity.ownSession,
        body: duplicateCheckSchema,
        response: { 200: duplicateCheckResultSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ duplicateOf: await opts.service.duplicateOf(request.session, request.body) }),
  );
};
