import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsSchema,
  adminSubmissionDetailsSchema,
  adminSubmissionListSchema,
  adminSubmissionParamsSchema,
  adminSubmissionQuerySchema,
  adminSubmissionUpdateSchema,
  adminTodoSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  adminItemParamsSchema,
  itemTitleSchema,
  rejectSubmissionSchema,
  rejectionSchema,
} from '@shared/schemas/admin';
import { errorResponseSchema } from '@shared/schemas/auth';
import { actingAdmin } from '../auth/guards';
import type { ItemTitles } from './item-title';
import type { AdminSubmissionQueryService } from './admin-submission-query';
import type { AdminTodoService } from './admin-todo';
import type { createAdminSubmissionUpdates } from './admin-submission-update';
import type { AdminUsers } from './admin-users';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/**
 * The admin back office (decisions 011 and 013), under /api/admin. Every route: 401 signed out, 403 for a customer,
 * by the admin scope's one guard (server/src/routes/admin.ts). Thin over the module's services
 * (decision 029): no query is written here.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  query: AdminSubmissionQueryService;
  todo: AdminTodoService;
  titles: ItemTitles;
  updates: ReturnType<typeof createAdminSubmissionUpdates>;
  users: AdminUsers;
}> = async (app, opts) => {
  app.get('/stats', { schema: { summary: 'Back office figures', security: routeSecurity.admin, response: { 200: adminStatsSchema, ...errors } } }, () => opts.query.stats());

  app.get('/todo', { schema: { summary: 'What the back office has to do next', security: routeSecurity.admin, response: { 200: adminTodoSchema, ...errors } } }, async (_request, reply) =>
    reply.header('cache-control', 'private, no-store').send(await opts.todo.todo()),
  );

  app.get(
    '/submissions',
    { schema: { summary: 'Find submissions', security: routeSecurity.admin, querystring: adminSubmissionQuerySchema, response: { 200: adminSubmissionListSchema, ...errors } } },
    (request) => opts.query.list(request.query),
  );

  app.get(
    '/submissions/:id',
    { schema: { summary: 'One submission, as the back office sees it', security: routeSecurity.admin, params: adminSubmissionParamsSchema, response: { 200: adminSubmissionDetailsSchema, 404: errorResponseSchema, ...errors } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await opts.query.details(request.params.id)),
  );

  app.put(
    '/submissions/:id',
    {
      schema: {
        summary: 'Update a submission (status, results, notes)', security: routeSecurity.admin,
        params: adminSubmissionParamsSchema,
        body: adminSubmissionUpdateSchema,
        response: { 200: adminSubmissionDetailsSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => opts.updates.update(request.params.id, request.body, actingAdmin(request)),
  );

  // Rejected with its kind and optional message, which the customer reads (docs/decisions/025, shared/rejection.ts).
  app.post(
    '/submissions/:id/reject',
    {
      schema: {
        summary: 'Reject a submission with why (a kind the customer reads in their own terms) and an optional message the customer reads',
        security: routeSecurity.admin,
        params: adminSubmissionParamsSchema,
        body: rejectSubmissionSchema,
        response: { 200: rejectionSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => opts.updates.reject(request.params.id, request.body, actingAdmin(request)),
  );

  // The item's title on its certificate, editable until the certificate is issued.
  app.put(
    '/submissions/:id/items/:itemId/title',
    {
      schema: {
        summary: 'Correct an item\'s title', security: routeSecurity.admin,
        params: adminItemParamsSchema,
        body: itemTitleSchema,
        response: { 200: adminSubmissionDetailsSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => opts.titles.set(request.params.id, request.params.itemId, request.body.title, actingAdmin(request)),
  );

  app.get(
    '/users',
    { schema: { summary: 'Find customers', security: routeSecurity.admin, querystring: adminUserQuerySchema, response: { 200: adminUserListSchema, ...errors } } },
    (request) => opts.users.list(request.query),
  );
};
