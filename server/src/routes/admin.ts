import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminSubmissionQuery } from '../modules/admin/admin-submission-query';
import { createAdminSubmissionUpdates } from '../modules/admin/admin-submission-update';
import { createAdminUsers } from '../modules/admin/admin-users';
import { adminRoutes } from '../modules/admin/routes';
import { adminCertificateRoutes } from '../modules/certificates/routes';
import { adminBlogRoutes } from '../modules/content/blog-routes';
import { adminOnly } from '../plugins/session';

/**
 * Everything under /api/admin, in ONE scope with ONE guard (docs/decisions/029-plugin-graph-and-boundaries.md).
 * The guard is a preValidation hook of this scope: it runs after the root's session hook and before any
 * params, query or body is validated, so a stranger learns nothing of what a route expects (401 or 403,
 * never a 400 naming fields; server/test/admin-guard-first.test.ts). A route added to a plugin registered
 * here is guarded without doing anything.
 */
export const adminScope: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('preValidation', adminOnly);
  const { config: env, database, mailer, services } = admin;
  await admin.register(adminRoutes, {
    db: database.db,
    query: createAdminSubmissionQuery(database.db),
    updates: createAdminSubmissionUpdates({ db: database.db, mailer, wantsEmail: services.preferences.wantsEmail, publicUrl: env.publicUrl, log: admin.log }),
    users: createAdminUsers(database.db),
  });
  await admin.register(adminCertificateRoutes, { prefix: '/certificates', service: services.certificates });
  await admin.register(adminBlogRoutes, { prefix: '/blog-posts', posts: services.blogPosts, images: services.publicImages, videoHosts: env.VIDEO_HOSTS });
};
