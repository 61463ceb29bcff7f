import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { createdSubmissionSchema, createSubmissionSchema, submissionHeadersSchema } from '@shared/schemas/submission';
import { addressKey } from '../../lib/address-key';
import { tooManyRequests } from '../../lib/too-many';
import type { SubmissionLimit } from './submission-limit';
import type { SubmissionService } from './submission-service';
import { routeSecurity } from '../../lib/route-security';

export const submissionRoutes: FastifyPluginAsyncZod<{ service: SubmissionService; limit: SubmissionLimit }> = async (app, opts) => {
  app.post(
    '/submissions',
    {
      schema: {
        summary: 'Place an order (Quick Opinion, Full LOA or Bundle)', security: routeSecurity.ownSession,
        body: createSubmissionSchema,
        headers: submissionHeadersSchema,
        response: { 201: createdSubmissionSchema, 400: errorResponseSchema, 402: errorResponseSchema, 429: errorResponseSchema },
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
        throw err;
      }
    },
  );
};
