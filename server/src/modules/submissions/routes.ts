import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { createdSubmissionSchema, createSubmissionSchema } from '@shared/schemas/submission';
import type { SubmissionService } from './submission-service';

export const submissionRoutes: FastifyPluginAsyncZod<{ service: SubmissionService }> = async (app, opts) => {
  app.post(
    '/submissions',
    {
      schema: {
        body: createSubmissionSchema,
        response: { 201: createdSubmissionSchema, 400: errorResponseSchema, 402: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await opts.service.create(request.session, request.body)),
  );
};
