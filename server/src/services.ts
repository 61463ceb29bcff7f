import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createActiveSessions } from './modules/account/active-sessions';
import { createAdminSubmissionQuery } from './modules/admin/admin-submission-query';
import { createAdminSubmissionUpdates } from './modules/admin/admin-submission-update';
import { createAdminTodo } from './modules/admin/admin-todo';
import { createAdminUsers } from './modules/admin/admin-users';
import { createItemTitles } from './modules/admin/item-title';
import { createAccountRepository } from './modules/account/account-repository';
import { createAccountService } from './modules/account/account-service';
import { createDataExport } from './modules/account/data-export';
import { createPasswordReset } from './modules/account/password-reset';
import { createPreferencesRepository } from './modules/account/preferences';
import { createSubmissionClaims } from './modules/account/submission-claims';
import { createCurrentPasswordCheck } from './modules/auth/current-password';
import { createEnrolment } from './modules/auth/enrolment';
import { createAuthService } from './modules/auth/service';
import { createTrustedDevices } from './modules/auth/trusted-devices';
import { createCertificatePageHook } from './modules/certificates/certificate-page-head';
import { createCertificateService } from './modules/certificates/certificate-service';
import { createCloneAlarm } from './modules/certificates/clone-alarm';
import { createPopulationReport } from './modules/certificates/population';
import { createCertificateSigning } from './modules/certificates/signing';
import { createPublicCertificates, PUBLIC_CERTIFICATE_TTL_MS } from './modules/certificates/public-certificates';
import { createShortCache } from './lib/short-cache';
import type { ShowcaseList } from '@shared/schemas/site';
import { createHolderService } from './modules/certificates/holder-service';
import { createBlogRepository } from './modules/blog/blog-repository';
import { createCollectionRepository } from './modules/collection/collection-repository';
import { CONTENT_PAGE_TTL_MS, createContentPageRender } from './modules/site/content-page-render';
import { createServerRender } from './modules/site/server-render';
import { listShowcase } from './modules/demo/demo-showcase';
import { createPublicImages } from './modules/public-images/public-images';
import { createDerivedImages } from './modules/uploads/derived-images';
import { createHealthCheck } from './modules/health/health-state';
import { createCloverClient } from './modules/payments/clover-client';
import { SANDBOX_PREFIX } from './modules/payments/clover-config';
import { createDeclineLimit } from './modules/payments/decline-limit';
import { createPaymentRepository } from './modules/payments/payment-repository';
import { createPaymentService } from './modules/payments/payment-service';
import { createChargeEngine } from './modules/payments/charge-once';
import { createRefundService } from './modules/refunds/refund-service';
import { createInvoiceDocuments } from './modules/invoices/invoice-documents';
import { createGuestLinks } from './modules/guest-links/guest-link-store';
import { mailAttachmentRenderer } from './modules/pdf/mail-attachment-render';
import { createInvoicePayments } from './modules/invoices/invoice-payment';
import { createInvoiceService } from './modules/invoices/invoice-service';
import { createCertificatePdfService } from './modules/pdf/certificate-pdf-service';
import { createReceiptPdfService } from './modules/pdf/receipt-pdf-service';
import { createSubmissionPdfService } from './modules/pdf/submission-pdf-service';
import { createQuickOpinionUpgrades } from './modules/submissions/quick-opinion-upgrade';
import { createAccountSubmissions } from './modules/submissions/account-submissions';
import { createOverpaymentChoices } from './modules/submissions/overpayment-choice';
import { createSubmissionLimit } from './modules/submissions/submission-limit';
import { createShippingService, saveInboundTracking } from './modules/shipping/shipping-service';
import { createSubmissionRepository } from './modules/submissions/submission-repository';
import { createSubmissionService } from './modules/submissions/submission-service';
import { createImageAccess } from './modules/uploads/image-access';
import { createImageOwnershipCheck } from './modules/uploads/image-ownership';
import { createDecodeQueue } from './modules/uploads/image-processing';
import { createUnusedUploads, type UnusedUploads } from './modules/uploads/unused-uploads';
import { createUploadQuota } from './modules/uploads/upload-quota';
import { createUploadRepository } from './modules/uploads/upload-repository';
import { createUploadService } from './modules/uploads/upload-service';
import type { PageHook } from './lib/built-client';
import type { Semaphore } from './lib/semaphore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' services, built once from the shared plugins (see createServices). */
    services: Services;
    /** The one decode queue of uploads and renditions (tests hold it to fill the line). */
    decodeQueue: Semaphore;
    /** The hourly sweep of uploads nothing uses, callable with a given `now`. */
    unusedUploads: UnusedUploads;
  }
}

function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening: the payment sandbox needs it');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The composition root of the modules (docs/decisions/029-plugin-graph-and-boundaries.md): each
 * service is made once here from the shared plugins' decorators, and the route scopes (routes/) read
 * them from `app.services`. Modules never import this file, nor each other's routes.
 */
function createServices(app: FastifyInstance, opts: ServicesOptions) {
  const { config: env, database, storage, mailer, throttle, sessionStore: sessions, users, secondFactor, clover, redis } = app;
  const db = database.db;
  const tmpDir = path.join(env.dataDir, 'tmp');
  const decodeQueue = createDecodeQueue(env.UPLOAD_DECODE_WAITING);
  const uploadQuota = createUploadQuota(db, {
    sessionFilesPerHour: env.UPLOAD_SESSION_FILES_PER_HOUR,
    addressFilesPerHour: env.UPLOAD_ADDRESS_FILES_PER_HOUR,
    sessionBytesPerDay: env.UPLOAD_SESSION_BYTES_PER_DAY,
    addressBytesPerDay: env.UPLOAD_ADDRESS_BYTES_PER_DAY,
  });
  const uploadRepo = createUploadRepository(db);
  const paymentRepo = createPaymentRepository(db);
  const cloverClient = createCloverClient({
    privateKey: clover.privateKey,
    // The built-in sandbox is this very server, reached over HTTP like the real Clover.
    apiBaseUrl: () => clover.apiBaseUrl ?? `${ownBaseUrl(app)}${SANDBOX_PREFIX}`,
    timeoutMs: env.CLOVER_TIMEOUT_MS,
  });
  // Declined cards per session, address and card, on every charge route (card testing).
  const declines = createDeclineLimit({ throttle, perHour: env.DECLINED_CARDS_PER_HOUR });
  // A charge request in flight holds its payment or invoice this long (the client's own retry included).
  const chargeLeaseMs = 2 * env.CLOVER_TIMEOUT_MS + 5000;
  // The one charge engine of every card payment (docs/decisions/026-one-charge-engine.md).
  const charges = createChargeEngine({ db, clover: cloverClient, mode: clover.paymentMode, leaseMs: chargeLeaseMs, declines, log: app.log });
  const preferences = createPreferencesRepository(db);
  // Browsers that signed in to an account: exempt from its cap on new browsers (decision 021, amended).
  const trustedDevices = createTrustedDevices(db);
  const submissionRepo = createSubmissionRepository(db, { saveInboundTracking });
  // The files made from uploads (renditions, the certificate photo, the PDFs' images): once, in the decode queue.
  const derivedImages = createDerivedImages({ storage, tmpDir, decodeQueue });
  const publicImages = createPublicImages({ db, storage, derived: derivedImages });
  const blogPosts = createBlogRepository(db, env.PUBLIC_LIST_CACHE_MS, app.invalidations);
  // Public certificates and the showcase are served from memory (decision 040); off where the lists'
  // cache is off (tests that write rows straight into the database).
  const publicTtlMs = env.PUBLIC_LIST_CACHE_MS === 0 ? 0 : PUBLIC_CERTIFICATE_TTL_MS;
  // Each joined to the invalidation bus: a write through any process drops them in all (Redis).
  const bus = app.invalidations;
  const publicCertificates = createPublicCertificates({ db, images: derivedImages, publicUrl: env.publicUrl, ttlMs: publicTtlMs, bus });
  const showcase = createShortCache<ShowcaseList>(publicTtlMs, 1, { bus, name: 'showcase' });
  // After a committed write that changes what a public certificate or the showcase shows: every process's copies go.
  const publicChanged = async (certificateNumber: string) => {
    await Promise.all([publicCertificates.changed(certificateNumber), showcase.clear()]);
  };
  // The population report (decision 041), kept per process and joined to the same bus under its own
  // name: an issue, a revocation or a verdict saved through any process is counted on the next request.
  const population = createPopulationReport({ db, cacheMs: env.POPULATION_CACHE_MS, bus });
  // The clone alarm (decision 041): evaluated on each lookup, read and cleared by the admins.
  const certificateAlarm = createCloneAlarm({
    db,
    mailer,
    publicUrl: env.publicUrl,
    limits: { misses: env.CLONE_ALARM_MISSES, places: env.CLONE_ALARM_PLACES, matchedPlaces: env.CLONE_ALARM_MATCHED_PLACES, days: env.CLONE_ALARM_DAYS },
    changed: publicChanged,
  });
  const certificateSigning = createCertificateSigning(app.serverSecret);
  // Who holds each certificate, its transfers and the admin's corrections (decision 039).
  const certificateHolders = createHolderService({ db, throttle, signing: certificateSigning, mailer, publicUrl: env.publicUrl, changed: publicChanged });
  const certificates = createCertificateService({
    db,
    images: derivedImages,
    throttle,
    signing: certificateSigning,
    mailer,
    wantsEmail: preferences.wantsEmail,
    publicUrl: env.publicUrl,
    holderChain: certificateHolders.chain,
    alarm: certificateAlarm,
    changed: publicChanged,
    populationChanged: population.changed,
  });
  // What every shipping step needs (decision 015): the parcel both ways and the invoice, each e-mailing the customer.
  const shippingDeps = { db, mailer, wantsEmail: preferences.wantsEmail, publicUrl: env.publicUrl, log: app.log };
  const refunds = createRefundService({ ...shippingDeps, clover: cloverClient, leaseMs: chargeLeaseMs });
  // A guest's e-mails carry a link to their order (decision 034), written with the e-mail.
  const guestLinks = createGuestLinks({ db, throttle, publicUrl: env.publicUrl });
  const submissionPdf = createSubmissionPdfService({ db, submissions: submissionRepo, payments: paymentRepo, images: derivedImages });
  const invoiceDocuments = createInvoiceDocuments({ db, publicUrl: env.publicUrl });
  const collection = createCollectionRepository(db, env.PUBLIC_LIST_CACHE_MS, app.invalidations);
  // React's server renderer for the pages whose content the server writes (loaded on first use).
  const render = createServerRender({ ssrEntry: opts.ssrEntry, log: app.log });
  const contentPages = createContentPageRender({
    posts: blogPosts,
    collection,
    publicUrl: env.publicUrl,
    render,
    // Off where the lists' cache is off (tests that write rows straight into the database).
    ttlMs: env.PUBLIC_LIST_CACHE_MS === 0 ? 0 : CONTENT_PAGE_TTL_MS,
  });
  // A public certificate's page carries its own link preview and its content (decision 040).
  const certificatePage = createCertificatePageHook({ publicCertificates, publicUrl: env.publicUrl, render });
  const pageHook: PageHook = async (pathname) => (await certificatePage(pathname)) ?? contentPages(pathname);
  // The outbox renders the PDFs its e-mails carry when it sends them (the mailer exists before these services).
  app.mailOutbox.renderAttachmentsWith(mailAttachmentRenderer({ submissionPdf, invoiceDocuments }));
  // The back office's submissions: the list, the to-do, the save and the rejection (modules/admin/routes.ts).
  const admin = {
    query: createAdminSubmissionQuery(db),
    todo: createAdminTodo(db),
    titles: createItemTitles(db),
    updates: createAdminSubmissionUpdates({
      db,
      mailer,
      wantsEmail: preferences.wantsEmail,
      publicUrl: env.publicUrl,
      log: app.log,
      // A rejected submission's charges are refunded in full, with the rejection's reason (decision 027).
      refundOnReject: (paid, actor) => refunds.refundRejected(paid.submissionId, paid.reason, actor),
      populationChanged: population.changed,
    }),
    users: createAdminUsers(db),
  };
  return {
    // GET /api/health: the database, and Redis when it is configured.
    healthCheck: createHealthCheck(app.healthState, redis ? async () => void (await Promise.all([database.ping(), redis.ping()])) : () => database.ping()),
    decodeQueue,
    admin,
    unusedUploads: createUnusedUploads({ db, storage, quota: uploadQuota, log: app.log }),
    auth: createAuthService({
      users,
      sessions,
      throttle,
      secondFactor,
      trustedDevices,
      mailer,
      registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
      accountFailuresPerHour: env.SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR,
    }),
    trustedDevices,
    secondFactor,
    enrolment: createEnrolment({ secondFactor, sessions, checkPassword: createCurrentPasswordCheck(throttle) }),
    account: createAccountService({ accounts: createAccountRepository(db), sessions, throttle, mailer }),
    passwordReset: createPasswordReset({ db, users, throttle, sessions, mailer, publicUrl: env.publicUrl, log: app.log }),
    preferences,
    exportData: createDataExport(db, preferences),
    activeSessions: createActiveSessions(sessions),
    claims: createSubmissionClaims({ db, throttle, mailer, publicUrl: env.publicUrl, log: app.log }),
    uploads: createUploadService({ storage, uploads: uploadRepo, tmpDir, quota: uploadQuota, decodeQueue }),
    uploadRepo,
    canSeeImage: createImageAccess(db),
    payments: createPaymentService({ payments: paymentRepo, charges }),
    charges,
    // Refunds (decision 027): the admins' refund dialog, a rejection's refund, an overpaid bundle's.
    refunds,
    paymentRepo,
    cloverClient,
    declines,
    chargeLeaseMs,
    submissions: createSubmissionService({
      submissions: submissionRepo,
      payments: paymentRepo,
      uploads: uploadRepo,
      upgrades: createQuickOpinionUpgrades(db),
      mailer,
      wantsEmail: preferences.wantsEmail,
      publicUrl: env.publicUrl,
      guestLinks,
      log: app.log,
    }),
    submissionLimit: createSubmissionLimit({ throttle, perHour: env.SUBMISSIONS_PER_HOUR }),
    accountSubmissions: createAccountSubmissions(db),
    overpaymentChoices: createOverpaymentChoices(db),
    submissionPdf,
    receiptPdf: createReceiptPdfService({ submissions: submissionRepo, payments: paymentRepo, db }),
    certificatePdf: createCertificatePdfService({ db, publicUrl: env.publicUrl, images: derivedImages }),
    certificates,
    publicCertificates,
    certificateAlarm,
    population,
    certificateHolders,
    shipping: createShippingService({ ...shippingDeps, checkImages: createImageOwnershipCheck(uploadRepo) }),
    invoices: createInvoiceService({ ...shippingDeps, refunds, guestLinks }),
    invoicePayments: createInvoicePayments({ ...shippingDeps, charges }),
    invoiceDocuments,
    guestLinks,
    collection,
    blogPosts,
    publicImages,
    showcase: () => showcase.kept('showcase', () => listShowcase(db)),
    // The built client's pages whose head or body depend on the database (the content pages, a public certificate).
    pageHook,
  };
}
export type Services = ReturnType<typeof createServices>;

export interface ServicesOptions {
  /** The server rendering bundle of the content pages, when the client served is the project's own build. */
  ssrEntry?: string | undefined;
}

export const servicesPlugin = fp<ServicesOptions>(
  async (app, opts) => {
    const services = createServices(app, opts);
    app.decorate('services', services);
    app.decorate('decodeQueue', services.decodeQueue);
    app.decorate('unusedUploads', services.unusedUploads);
    const sweep = services.unusedUploads.start();
    app.addHook('onClose', async () => sweep.stop());
  },
  { name: 'services', fastify: '5.x', dependencies: ['config', 'errors', 'state', 'payments-config', 'storage', 'mailer'] },
);
