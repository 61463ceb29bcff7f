import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actsAsAdmin } from '../auth/second-factor';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { collectionItemInputSchema, collectionItemParamsSchema, collectionItemSchema } from '@shared/schemas/collection';
import { badRequest, notFound } from '../../lib/http-error';
import { createJsonOnce } from '../../lib/json-once';
import { adminOnly } from '../auth/guards';
import type { CollectionRepository } from './collection-repository';
import type { PublicImages } from '../public-images/public-images';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const ITEM_NOT_FOUND = 'Collection item not found';

/** The G.O.A.T. Collection (decision 014), under /api/collection: read by everyone, written by admins. */
export const collectionRoutes: FastifyPluginAsyncZod<{ items: CollectionRepository; images: PublicImages }> = async (app, opts) => {
  const checkImage = async (url: string) => {
    const problem = await opts.images.problemWith(url);
    if (problem) throw badRequest(problem, { imageUrl: problem });
  };

  const sendList = createJsonOnce(z.array(collectionItemSchema));
  app.get('/', { schema: { summary: 'The gallery of authenticated items', response: { 200: z.array(collectionItemSchema) } } }, async (request, reply) => {
    const isAdmin = actsAsAdmin(request.session);
    // The answer depends on who asks (admins also get hidden items): never shared by caches.
    reply.header('cache-control', 'private, no-cache').header('vary', 'cookie');
    return sendList(reply, await opts.items.list(isAdmin));
  });

  app.post('/', { preValidation: adminOnly, schema: { summary: 'Add an item to the gallery', security: routeSecurity.admin, body: collectionItemInputSchema, response: { 201: collectionItemSchema, ...errors } } }, async (request, reply) => {
    await checkImage(request.body.imageUrl);
    return reply.code(201).send(await opts.items.create(request.body));
  });

  app.put(
    '/:id',
    { preValidation: adminOnly, schema: { summary: 'Edit a gallery item', security: routeSecurity.admin, params: collectionItemParamsSchema, body: collectionItemInputSchema, response: { 200: collectionItemSchema, 404: errorResponseSchema, ...errors } } },
    async (request) => {
      await checkImage(request.body.imageUrl);
      const item = await opts.items.update(request.params.id, request.body);
      if (!item) throw notFound(ITEM_NOT_FOUND);
      return item;
    },
  );

  app.delete(
    '/:id',
    { preValidation: adminOnly, schema: { summary: 'Remove a gallery item', security: routeSecurity.admin, params: collectionItemParamsSchema, response: { 204: z.null(), 404: errorResponseSchema, ...errors } } },
    async (request, reply) => {
      if (!(await opts.items.remove(request.params.id))) throw notFound(ITEM_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
