import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shared/schemas/auth';
import { MAX_FILES_PER_UPLOAD, MAX_IMAGE_BYTES, uploadMessages, UPLOAD_URL_PATTERN } from '@shared/uploads';
import { HttpError } from '../../lib/http-error';
import type { FileStorage } from '../../storage/file-storage';
import type { UploadService } from './upload-service';

export const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadService }> = async (app, opts) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: MAX_FILES_PER_UPLOAD + 10 },
  });

  app.post(
    '/upload-images',
    { schema: { response: { 200: z.object({ imageUrls: z.array(z.string()) }), 400: errorResponseSchema, 413: errorResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, 'Send the images as multipart/form-data (field "images")');
      const session = await app.ensureSession(request, reply);
      try {
        const stored = await opts.service.receive(session.id, request.files());
        return { imageUrls: stored.map((s) => s.url) };
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw new HttpError(413, uploadMessages.tooMany);
        throw err;
      }
    },
  );
};

/** Serves stored display copies under /uploads; anything not of our own name shape is a 404. */
export const uploadFileRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, opts) => {
  app.get('/uploads/:file', { schema: { params: z.object({ file: z.string({ error: 'File name is required' }) }) } }, async (request, reply) => {
    const match = UPLOAD_URL_PATTERN.exec(`/uploads/${request.params.file}`);
    const found = match ? await opts.storage.get(`images/${match[1]}.${match[2]}`) : null;
    if (!match || !found) return reply.code(404).send({ message: 'Image not found' });
    return reply
      .header('content-type', match[2] === 'png' ? 'image/png' : 'image/jpeg')
      .header('content-length', found.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(found.stream);
  });
};
