import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actsAsAdmin } from '../auth/second-factor';
import { z } from 'zod';
import { NEW_POST_DEFAULTS, VIMEO_THUMBNAIL_MESSAGE } from '@shared/blog';
import { errorResponseSchema } from '@shared/schemas/auth';
import {
  blogListQuerySchema,
  blogListSchema,
  blogPostInputSchema,
  blogPostParamsSchema,
  blogPostSchema,
  videoThumbnailInputSchema,
  videoThumbnailResultSchema,
} from '@shared/schemas/blog';
import { badRequest, notFound } from '../../lib/http-error';
import { createJsonOnce } from '../../lib/json-once';
import { adminOnly } from '../auth/guards';
import { toBlogPost, type BlogRepository } from './blog-repository';
import type { PublicImages } from '../public-images/public-images';
import { isVimeoLink, NOT_YOUTUBE_MESSAGE, videoHostProblem, youTubeThumbnail, youTubeVideoId } from './video-thumbnail';
import { routeSecurity } from '../../lib/route-security';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const POST_NOT_FOUND = 'Blog post not found';

/** Public News & Blog under /api/blog-posts: published posts only (a draft never leaves the server). */
export const blogRoutes: FastifyPluginAsyncZod<{ posts: BlogRepository }> = async (app, opts) => {
  const sendList = createJsonOnce(blogListSchema);
  app.get('/', { schema: { summary: 'Published blog posts', querystring: blogListQuerySchema, response: { 200: blogListSchema, 400: errorResponseSchema } } }, async (request, reply) =>
    sendList(reply, await opts.posts.listPublic(request.query)),
  );

  app.get('/:id', { schema: { summary: 'One blog post (drafts for admins only)', security: routeSecurity.ownSession, params: blogPostParamsSchema, response: { 200: blogPostSchema, 404: errorResponseSchema } } }, async (request, reply) => {
    const isAdmin = actsAsAdmin(request.session);
    const row = await opts.posts.find(request.params.id, isAdmin);
    if (!row) throw notFound(POST_NOT_FOUND);
    if (isAdmin) reply.header('cache-control', 'private, no-store');
    return toBlogPost(row);
  });
};

// The product's new-post defaults fill what a create leaves out (an absent key, not a blank one).
const withDefaults = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? { author: NEW_POST_DEFAULTS.author, category: NEW_POST_DEFAULTS.category, readTime: NEW_POST_DEFAULTS.readTime, ...body }
    : body;
const createSchema = z.preprocess(withDefaults, blogPostInputSchema);

/**
 * Admin blog management under /api/admin/blog-posts, registered in the admin scope (server/src/routes/admin.ts):
 * its one guard answers 401 signed out and 403 for a customer before any input is read.
 */
export const adminBlogRoutes: FastifyPluginAsyncZod<{ posts: BlogRepository; images: PublicImages; videoHosts: string[] }> = async (app, opts) => {
  const checkImage = async (url: string | undefined) => {
    const problem = await opts.images.problemWith(url);
    if (problem) throw badRequest(problem, { imageUrl: problem });
  };
  const checkVideo = (url: string | undefined) => {
    const problem = url ? videoHostProblem(url, opts.videoHosts) : null;
    if (problem) throw badRequest(problem, { videoUrl: problem });
  };

  app.get('/', { schema: { summary: 'Every blog post, drafts included', security: routeSecurity.admin, response: { 200: z.array(blogPostSchema), ...errors } } }, async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return opts.posts.listAll();
  });

  app.post('/', { schema: { summary: 'Write a blog post', security: routeSecurity.admin, body: createSchema, response: { 201: blogPostSchema, ...errors } } }, async (request, reply) => {
    await checkImage(request.body.imageUrl);
    checkVideo(request.body.videoUrl);
    return reply.code(201).send(await opts.posts.create(request.body));
  });

  app.put(
    '/:id',
    { schema: { summary: 'Edit a blog post', security: routeSecurity.admin, params: blogPostParamsSchema, body: blogPostInputSchema, response: { 200: blogPostSchema, 404: errorResponseSchema, ...errors } } },
    async (request) => {
      await checkImage(request.body.imageUrl);
      checkVideo(request.body.videoUrl);
      const post = await opts.posts.update(request.params.id, request.body);
      if (!post) throw notFound(POST_NOT_FOUND);
      return post;
    },
  );

  app.delete('/:id', { schema: { summary: 'Delete a blog post', security: routeSecurity.admin, params: blogPostParamsSchema, response: { 204: z.null(), 404: errorResponseSchema, ...errors } } }, async (request, reply) => {
    if (!(await opts.posts.remove(request.params.id))) throw notFound(POST_NOT_FOUND);
    return reply.code(204).send(null);
  });
};

// 400 answers both the validation shape ({message, errors}) and the helper's own ({success, error, message}).
const thumbnailError = errorResponseSchema.extend({ success: z.literal(false).optional(), error: z.string().optional() });

/**
 * POST /api/extract-video-thumbnail (admin): a YouTube link's thumbnail, derived without any request.
 * Outside the admin scope, so it carries the scope's guard itself: the role is checked before the body,
 * and a stranger's `{}` is 401/403, never a 400 describing the field.
 */
export const videoThumbnailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/extract-video-thumbnail',
    {
      preValidation: adminOnly,
      schema: {
        summary: 'A video\'s thumbnail for a blog post', security: routeSecurity.admin,
        body: videoThumbnailInputSchema,
        response: { 200: videoThumbnailResultSchema, 400: thumbnailError, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const id = youTubeVideoId(request.body.videoUrl);
      if (!id) {
        const message = isVimeoLink(request.body.videoUrl) ? VIMEO_THUMBNAIL_MESSAGE : NOT_YOUTUBE_MESSAGE;
        return reply.code(400).send({ success: false, error: message, message });
      }
      return { success: true, thumbnailUrl: youTubeThumbnail(id) };
    },
  );
};
