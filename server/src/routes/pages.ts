import type { FastifyInstance } from 'fastify';
import { createCertificatePageHook } from '../modules/certificates/certificate-page-head';
import { cloverSandboxRoutes } from '../modules/clover-sandbox/routes';
import { contentImageRoutes } from '../modules/content/image-routes';
import { CONTENT_PAGE_TTL_MS, createContentPageRender } from '../modules/content/content-page-render';
import { seoRoutes } from '../modules/content/seo-routes';
import { SANDBOX_PREFIX } from '../modules/payments/clover-config';
import { mailInFormRoutes } from '../modules/pdf/routes';
import { uploadFileRoutes } from '../modules/uploads/routes';
import { registerClient } from '../lib/built-client';
import { checkClientTimeZone } from '../lib/client-time-zone';

/**
 * Everything outside /api: stored images, the sitemap and feed, the mail-in form, the built-in payment
 * sandbox (only when it is the configured Clover) and, last, the built client with its pages.
 */
export async function registerPages(app: FastifyInstance, clientDir: string, ssrEntry: string | undefined): Promise<void> {
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
  const contentPages = createContentPageRender({
    posts: s.blogPosts,
    collection: s.collection,
    publicUrl: env.publicUrl,
    ssrEntry,
    // Off where the lists' cache is off (tests that write rows straight into the database).
    ttlMs: env.PUBLIC_LIST_CACHE_MS === 0 ? 0 : CONTENT_PAGE_TTL_MS,
    log: app.log,
  });
  // A public certificate's page carries its own link preview (decision 040).
  const certificatePage = createCertificatePageHook({ publicCertificates: s.publicCertificates, publicUrl: env.publicUrl });
  await registerClient(app, clientDir, async (pathname) => (await certificatePage(pathname)) ?? contentPages(pathname));
}
