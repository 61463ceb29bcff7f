import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimRoutes } from '../modules/account/claim-routes';
import { accountRoutes, passwordResetRoutes } from '../modules/account/routes';
import { sessionRoutes } from '../modules/account/session-routes';
import { trustedDeviceRoutes } from '../modules/account/trusted-device-routes';
import { authRoutes } from '../modules/auth/routes';
import { secondFactorRoutes } from '../modules/auth/second-factor-routes';
import { populationRoutes } from '../modules/certificates/population-routes';
import { certificateRoutes, certificateVisibilityRoutes } from '../modules/certificates/routes';
import { accountCertificateRoutes, transferAcceptRoutes } from '../modules/certificates/holder-routes';
import { blogRoutes, videoThumbnailRoutes } from '../modules/blog/blog-routes';
import { collectionRoutes } from '../modules/collection/collection-routes';
import { siteRoutes } from '../modules/site/site-routes';
import { guestLinkRoutes } from '../modules/guest-links/routes';
import { healthRoutes } from '../modules/health/routes';
import { invoiceRoutes } from '../modules/invoices/routes';
import { paymentRoutes } from '../modules/payments/routes';
import { certificatePdfRoutes, receiptPdfRoutes, submissionPdfRoutes } from '../modules/pdf/routes';
import { shippingRoutes } from '../modules/shipping/routes';
import { accountSubmissionRoutes } from '../modules/submissions/account-routes';
import { submissionRoutes } from '../modules/submissions/routes';
import { uploadRoutes } from '../modules/uploads/routes';
import { adminScope } from './admin';

/** The JSON API under /api: the public and customer routes, and the admin scope under /api/admin. */
export const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  const { config: env, services: s } = api;
  const secureCookies = env.publicUrl.startsWith('https://');
  await api.register(healthRoutes, { check: s.healthCheck });
  await api.register(authRoutes, { prefix: '/auth', auth: s.auth, secureCookies });
  await api.register(secondFactorRoutes, { prefix: '/auth/totp', enrolment: s.enrolment, secureCookies });
  await api.register(passwordResetRoutes, { prefix: '/auth', reset: s.passwordReset, devices: s.trustedDevices, secureCookies });
  await api.register(accountRoutes, { prefix: '/account', service: s.account, preferences: s.preferences, exportData: s.exportData, secureCookies });
  await api.register(sessionRoutes, { prefix: '/account/sessions', sessions: s.activeSessions, secureCookies });
  await api.register(trustedDeviceRoutes, { prefix: '/account/devices', devices: s.trustedDevices });
  await api.register(claimRoutes, { prefix: '/account/claims', claims: s.claims });
  await api.register(uploadRoutes, { service: s.uploads });
  await api.register(paymentRoutes, { settings: api.clover, service: s.payments });
  await api.register(submissionRoutes, { service: s.submissions, limit: s.submissionLimit });
  await api.register(accountSubmissionRoutes, { submissions: s.accountSubmissions, overpaymentChoices: s.overpaymentChoices });
  await api.register(submissionPdfRoutes, { service: s.submissionPdf });
  await api.register(receiptPdfRoutes, { service: s.receiptPdf });
  await api.register(adminScope, { prefix: '/admin' });
  // The shipping steps after the form: the parcel both ways and the invoice (decision 015).
  await api.register(shippingRoutes, { service: s.shipping });
  await api.register(invoiceRoutes, { payments: s.invoicePayments, documents: s.invoiceDocuments });
  // A guest's e-mailed link: that one order's invoice, payment and PDFs without an account (decision 034).
  await api.register(guestLinkRoutes, {
    prefix: '/guest-order',
    links: s.guestLinks,
    submissions: s.accountSubmissions,
    overpaymentChoices: s.overpaymentChoices,
    shipping: s.shipping,
    payments: s.invoicePayments,
    documents: s.invoiceDocuments,
    submissionPdf: s.submissionPdf,
  });
  await api.register(certificatePdfRoutes, { service: s.certificatePdf });
  await api.register(certificateRoutes, { service: s.certificates, publicCertificates: s.publicCertificates });
  await api.register(populationRoutes, { report: s.population });
  // Who holds each certificate: My Certificates, transfer codes and their acceptance (decision 039).
  await api.register(accountCertificateRoutes, { prefix: '/account/certificates', holders: s.certificateHolders });
  // The holder's choice to show it (decision 040): PUT /api/account/certificates/:number.
  await api.register(certificateVisibilityRoutes, { prefix: '/account/certificates', publicCertificates: s.publicCertificates });
  await api.register(transferAcceptRoutes, { holders: s.certificateHolders });
  await api.register(collectionRoutes, { prefix: '/collection', items: s.collection, images: s.publicImages });
  await api.register(blogRoutes, { prefix: '/blog-posts', posts: s.blogPosts });
  await api.register(siteRoutes, { newsLinks: env.NEWS_LINKS, showcase: s.showcase });
  await api.register(videoThumbnailRoutes);
};
