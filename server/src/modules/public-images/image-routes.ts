import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_URL_PATTERN } from '@shared/uploads';
import { viewerOf } from '../auth/submission-access';
import type { ImageAccess } from '../uploads/image-access';
import { isRenditionWidth, type PublicImages } from './public-images';

// A rendition's bytes never change under its name; a public one may be cached anywhere for long.
const PUBLIC_RENDITION = 'public, max-age=31536000, immutable';
const PUBLIC_ORIGINAL = 'public, max-age=86400';

const params = z.object({ size: z.string({ error: 'Size is required' }), file: z.string({ error: 'File name is required' }) });
const notFound = (reply: FastifyReply) => reply.code(404).send({ message: 'Image not found' });

type Stored = { stream: NodeJS.ReadableStream; size: number };
const send = (reply: FastifyReply, found: Stored, ext: string, cache: string) =>
  reply
    .header('content-type', ext === 'png' ? 'image/png' : 'image/jpeg')
    .header('content-length', found.size)
    .header('cache-control', cache)
    .send(found.stream);

/**
 * Card-sized renditions (/uploads/w400/<id>.jpg, /media/w800/<name>.jpg) and the site's own /media
 * pictures. A rendition of an upload is readable by whoever may read the upload itself.
 */
export const contentImageRoutes: FastifyPluginAsyncZod<{ images: PublicImages; canSee: ImageAccess }> = async (app, opts) => {
  const widthOf = (size: string) => {
    const width = /^w(\d{3,4})$/.exec(size)?.[1];
    return width && isRenditionWidth(Number(width)) ? (Number(width) as 400 | 800) : null;
  };

  app.get('/media/:file', { schema: { params: z.object({ file: z.string({ error: 'File name is required' }) }) } }, async (request, reply) => {
    const url = `/media/${request.params.file}`;
    const found = await opts.images.media(url);
    return found ? send(reply, found, url.split('.').pop()!, PUBLIC_ORIGINAL) : notFound(reply);
  });

  app.get('/media/:size/:file', { schema: { params } }, async (request, reply) => {
    const width = widthOf(request.params.size);
    const url = `/media/${request.params.file}`;
    // rendition() reads /media/<name> only (the URL is built here) and is null when it does not exist.
    const found = width ? await opts.images.rendition(url, width) : null;
    return found ? send(reply, found, found.ext, PUBLIC_RENDITION) : notFound(reply);
  });

  app.get('/uploads/:size/:file', { schema: { params } }, async (request, reply) => {
    const width = widthOf(request.params.size);
    const url = `/uploads/${request.params.file}`;
    const match = UPLOAD_URL_PATTERN.exec(url);
    if (!width || !match) return notFound(reply);
    const isPublic = await opts.images.isPublic(url);
    if (!isPublic && !(await opts.canSee(match[1]!, url, viewerOf(request.session)))) return notFound(reply);
    const found = await opts.images.rendition(url, width);
    if (!found) return notFound(reply);
    if (!isPublic) reply.header('vary', 'cookie');
    return send(reply, found, found.ext, isPublic ? PUBLIC_RENDITION : 'private, max-age=86400');
  });
};
