import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, uploadMessages, UPLOAD_URL_PATTERN } from '@shared/uploads';
import { addressKey } from '../../lib/address-key';
import { HttpError } from '../../lib/http-error';
import { QueueFullError } from '../../lib/semaphore';
import type { FileStorage } from '../../storage/file-storage';
import { viewerOf } from '../auth/submission-access';
import type { ImageAccess } from './image-access';
import { QuotaExceededError, waitInWords } from './upload-quota';
import type { UploadService } from './upload-service';
import { routeSecurity } from '../../lib/route-security';

const BUSY_RETRY_SECONDS = 5;

export const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadService }> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: MAX_FILES_PER_UPLOAD + 10 },
  });

  app.post(
    '/upload-images',
    {
      schema: {
        summary: 'Upload photos for an order', security: routeSecurity.ownSession,
        response: {
          200: z.object({ imageUrls: z.array(z.string()) }),
          400: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, 'Send the images as multipart/form-data (field "images")');
      const session = await app.ensureSession(request, reply);
      const who = { sessionId: session.id, address: addressKey(request.ip) };
      try {
        await opts.service.checkOpen(who);
        const stored = await opts.service.receive(who, request.files());
        return { imageUrls: stored.map((s) => s.url) };
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(413, uploadMessages.tooMany);
        if (err instanceof QuotaExceededError) {
          request.log.warn({ address: who.address }, 'upload quota reached');
          return reply
            .code(429)
            .header('retry-after', Math.max(1, Math.ceil(err.retryAfterMs / 1000)))
            .send({ message: uploadMessages.quota(waitInWords(err.retryAfterMs)) });
        }
        // A short wait: one photo decodes in well under a second.
        if (err instanceof QueueFullError) return reply.code(503).header('retry-after', BUSY_RETRY_SECONDS).send({ message: uploadMessages.busy });
        throw err;
      }
    },
  );
};

/**
 * Serves stored display copies under /uploads to those who may see them (image-access.ts); anyone
 * else, and anything not of our own name shape, gets the same 404 as a missing file.
 */
export const uploadFileRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  canSee: ImageAccess;
  /** True when the site's public content shows this image (public-images/public-images.ts). */
  isPublic?: (url: string) => Promise<boolean>;
}> = async (app, opts) => {
  app.get('/uploads/:file', { schema: { params: z.object({ file: z.string({ error: 'File name is required' }) }) } }, async (request, reply) => {
    const url = `/uploads/${request.params.file}`;
    const match = UPLOAD_URL_PATTERN.exec(url);
    const isPublic = match && opts.isPublic ? await opts.isPublic(url) : false;
    const allowed = isPublic || (match ? await opts.canSee(match[1]!, url, viewerOf(request.session)) : false);
    const found = match && allowed ? await opts.storage.get(`images/${match[1]}.${match[2]}`) : null;
    if (!match || !found) return reply.code(404).send({ message: 'Image not found' });
    reply.header('content-type', match[2] === 'png' ? 'image/png' : 'image/jpeg').header('content-length', found.size);
    // Published images may be cached by anyone for a day (they can be unpublished again).
    if (isPublic) return reply.header('cache-control', 'public, max-age=86400').send(found.stream);
    return reply
      // Only this browser keeps a copy, and asks again after a day: access may end (a sign-out).
      .header('cache-control', 'private, max-age=86400')
      .header('vary', 'cookie')
      .send(found.stream);
  });
};
