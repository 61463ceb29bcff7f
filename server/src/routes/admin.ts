import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminSubmissionQuery } from '../modules/admin/admin-submission-query';
import { createAdminSubmissionUpdates } from '../modules/admin/admin-submission-update';
import { createAdminTodo } from '../modules/admin/admin-todo';
import { createAdminUsers } from '../modules/admin/admin-users';
import { createItemTitles } from '../modules/admin/item-title';
import { adminRoutes } from '../modules/admin/routes';
import { adminCertificateRoutes } from '../modules/certificates/routes';
import { adminBlogRoutes } from '../modules/content/blog-routes';
import { adminMailRoutes } from '../modules/mail/admin-mail-routes';
import { adminOnly } from '../plugins/session';

/**
 * Everything under /api/admin, in ONE scope with ONE guard (docs/decisions/029-plugin-graph-and-boundaries.md).
 * The guard is a preValidation hook of this scope: it runs after the root's session hook and before any
 * params, query or body is validated, so a stranger learns nothing of what a route expects (401 or 403,
 * never a 400 naming fields; server/test/admin-guard-first.test.ts). A route added to a plugin registered
 * here is guarded without doing anything.
 */
export const adminScope: FastifyPluginAsyncZod = async (admin) => {
  // Seen by this scope and the plugins inside it only (decorators are encapsulated): guardStrayAdminRoutes reads it.
  admin.decorate(ADMIN_SCOPE, true);
  admin.addHook('preValidation', adminOnly);
  const { config: env, database, mailer, services } = admin;
  await admin.register(adminRoutes, {
    query: createAdminSubmissionQuery(database.db),
    todo: createAdminTodo(database.db),
    titles: createItemTitles(database.db),
    updates: createAdminSubmissionUpdates({
      db: database.db,
      mailer,
      wantsEmail: services.preferences.wantsEmail,
      publicUrl: env.publicUrl,
      log: admin.log,
      // A rejected submission's charges are refunded in full, with the rejection's reason (decision 027).
      refundOnReject: (paid, actor) => services.refunds.refundRejected(paid.submissionId, paid.reason, actor),
    }),
    users: createAdminUsers(database.db),
  });
  await admin.register(adminCertificateRoutes, { prefix: '/certificates', service: services.certificates });
  await admin.register(adminMailRoutes, { prefix: '/mail-outbox', outbox: admin.mailOutbox });
  await admin.register(adminBlogRoutes, { prefix: '/blog-posts', posts: services.blogPosts, images: services.publicImages, videoHosts: env.VIDEO_HOSTS });
};

/** The decorator that marks the admin scope (and the plugins inside it). */
export const ADMIN_SCOPE = 'adminScope';

/**
 * Invoices, shipments and payments still declare their few /api/admin routes beside their customer
 * routes (they move into the admin scope when those modules are split). Until then, and for any route
 * that ends up under /api/admin by another way (a prefix), the same guard is put first on every
 * /api/admin route registered outside the admin scope. Call on the scope that holds both.
 */
export function guardStrayAdminRoutes(scope: FastifyInstance): void {
  scope.addHook('onRoute', function (route) {
    // `this` is the instance the route is registered on: inside the admin scope it has the decorator.
    if (!route.url.startsWith('/api/admin') || this.hasDecorator(ADMIN_SCOPE)) return;
    route.preValidation = [adminOnly, ...(route.preValidation ? [route.preValidation].flat() : [])];
  });
}
