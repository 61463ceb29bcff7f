import type { FastifyInstance } from 'fastify';
import { cloverSandboxRoutes } from '../modules/clover-sandbox/routes';
import { contentImageRoutes } from '../modules/public-images/image-routes';
import { seoRoutes } from '../modules/site/seo-routes';
import { SANDBOX_PREFIX } from '../modules/payments/clover-config';
import { mailInFormRoutes } from '../modules/pdf/routes';
import { uploadFileRoutes } from '../modules/uploads/routes';
import { registerClient } from '../lib/built-client';
import { checkClientTimeZone } from '../lib/client-time-zone';

/**
 * Everything outside /api: stored images, the sitemap and feed, the mail-in form, the built-in payment
 * sandbox (only when it is the configured Clover) and, last, the built client with its pages.
 */
export async function registerPages(app: FastifyInstance, clientDir: string): Promise<void> {
  const { config: env, clover, services: s } = app;
  checkClientTimeZone(clientDir, env.BUSINESS_TIME_ZONE);
  await app.register(uploadFileRoutes, { storage: app.storage, canSee: s.canSeeImage, isPublic: s.publicImages.isPublic });
  await app.register(contentImageRoutes, { images: s.publicImages, canSee: s.canSeeImage });
  await app.register(seoRoutes, { posts: s.blogPosts, publicUrl: env.publicUrl });
  await app.register(mailInFormRoutes, { publicUrl: env.publicUrl });
  if (clover.builtInSandbox) {
    await app.register(cloverSandboxRoutes, {
      prefix: SANDBOX_PREFIX,
      publicKey: clover.publicKey,
      privateKey: clover.privateKey,
      // The slow test card answers after the client has given up.
      slowAnswerMs: env.CLOVER_TIMEOUT_MS + 1000,
    });
  }
  await registerClient(app, clientDir, s.pageHook);
}
