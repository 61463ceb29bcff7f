import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { createSubmissionSchema, submissionSchema } from '@shared/schemas/submission';
import type { LoaSubmissionService } from './loa-submission-service';
import type { SubmissionService } from './submission-service';

export const submissionRoutes: FastifyPluginAsyncZod<{ service: SubmissionService; loa: LoaSubmissionService }> = async (app, opts) => {
  app.post(
    '/submissions',
    {
      schema: {
        body: createSubmissionSchema,
        response: { 201: submissionSchema, 400: errorResponseSchema, 402: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created =
        body.serviceType === 'quick_opinion'
          ? await opts.service.createQuickOpinion(request.session, body)
          : body.serviceType === 'full_loa'
            ? await opts.loa.createFullLoa(request.session, body)
            : await opts.loa.createBundle(request.session, body);
      return reply.code(201).send(created);
    },
  );
};
