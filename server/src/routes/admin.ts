import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from '../modules/admin/routes';
import { adminCertificateAlertRoutes } from '../modules/certificates/alert-routes';
import { adminCertificateRoutes } from '../modules/certificates/routes';
import { adminBlogRoutes } from '../modules/blog/blog-routes';
import { adminInvoiceRoutes } from '../modules/invoices/routes';
import { adminMailRoutes } from '../modules/mail/admin-mail-routes';
import { adminPaymentRoutes } from '../modules/payments/routes';
import { adminRefundRoutes } from '../modules/refunds/routes';
import { adminShippingRoutes } from '../modules/shipping/routes';
import { ADMIN_SCOPE, adminOnly } from '../modules/auth/guards';

/**
 * Everything under /api/admin, in ONE scope with ONE guard (docs/decisions/029-plugin-graph-and-boundaries.md).
 * The guard is a preValidation hook of this scope: it runs after the root's session hook and before any
 * params, query or body is validated, so a stranger learns nothing of what a route expects (401 or 403,
 * never a 400 naming fields; server/test/admin-guard-first.test.ts). A route added to a plugin registered
 * here is guarded without doing anything; an /api/admin route registered anywhere else fails that test,
 * which reads the scope's mark (ADMIN_SCOPE) on every route as registered.
 */
export const adminScope: FastifyPluginAsyncZod = async (admin) => {
  // Seen by this scope and the plugins inside it only (decorators are encapsulated): the route list reads it.
  admin.decorate(ADMIN_SCOPE, true);
  admin.addHook('preValidation', adminOnly);
  // Every service is built in services.ts: this scope only registers the plugins with them.
  const { config: env, services } = admin;
  await admin.register(adminRoutes, services.admin);
  await admin.register(adminCertificateRoutes, { prefix: '/certificates', service: services.certificates, holders: services.certificateHolders });
  await admin.register(adminCertificateAlertRoutes, { prefix: '/certificate-alerts', alarm: services.certificateAlarm });
  await admin.register(adminMailRoutes, { prefix: '/mail-outbox', outbox: admin.mailOutbox });
  await admin.register(adminBlogRoutes, { prefix: '/blog-posts', posts: services.blogPosts, images: services.publicImages, videoHosts: env.VIDEO_HOSTS });
  // The shipping steps, the invoices and the card payments' back-office side (decisions 015 and 027).
  await admin.register(adminShippingRoutes, { service: services.shipping });
  await admin.register(adminInvoiceRoutes, { service: services.invoices });
  await admin.register(adminPaymentRoutes, { payments: services.paymentRepo });
  await admin.register(adminRefundRoutes, { service: services.refunds });
};
