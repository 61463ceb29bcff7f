import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { resolveSessionSecret } from './config/secrets';
import type { DatabaseHandle } from './db/types';
import { createAdminSubmissionQuery } from './modules/admin/admin-submission-query';
import { createAdminSubmissionUpdates } from './modules/admin/admin-submission-update';
import { createAdminUsers } from './modules/admin/admin-users';
import { adminRoutes } from './modules/admin/routes';
import { createAccountRepository } from './modules/account/account-repository';
import { createAccountService } from './modules/account/account-service';
import { createDataExport } from './modules/account/data-export';
import { createPasswordReset } from './modules/account/password-reset';
import { createPreferencesRepository } from './modules/account/preferences';
import { accountRoutes, passwordResetRoutes } from './modules/account/routes';
import { claimRoutes } from './modules/account/claim-routes';
import { createActiveSessions } from './modules/account/active-sessions';
import { sessionRoutes } from './modules/account/session-routes';
import { createSubmissionClaims } from './modules/account/submission-claims';
import { ensureAdmin } from './modules/auth/admin-bootstrap';
import { authRoutes } from './modules/auth/routes';
import { createSecondFactor } from './modules/auth/second-factor';
import { secondFactorRoutes } from './modules/auth/second-factor-routes';
import { createAuthService } from './modules/auth/service';
import { createSessionStore } from './modules/auth/session-store';
import { createThrottle } from './modules/auth/throttle';
import { createUserRepository } from './modules/auth/user-repository';
import { cloverSandboxRoutes } from './modules/clover-sandbox/routes';
import { createHousekeeping, type Housekeeping } from './modules/housekeeping/housekeeping';
import { invoiceRoutes } from './modules/invoices/routes';
import { createImageOwnershipCheck } from './modules/submissions/image-ownership';
import { shipmentRoutes } from './modules/shipments/routes';
import { createHealthState, healthRoutes } from './modules/health/routes';
import { createMailTransport, type Mailer } from './modules/mail/mailer';
import { createMailOutbox, type MailOutbox } from './modules/mail/mail-outbox';
import { mailDomain, mailTiming } from './modules/mail/mail-settings';
import { outboxMailer } from './modules/mail/outbox-mailer';
import { adminMailRoutes } from './modules/mail/admin-mail-routes';
import { limitPerRecipient } from './modules/mail/recipient-limit';
import { requestForLog } from './lib/request-log';
import { createCloverClient } from './modules/payments/clover-client';
import { describePayments, resolveCloverSettings, SANDBOX_PREFIX } from './modules/payments/clover-config';
import { createPaymentRepository } from './modules/payments/payment-repository';
import { createPaymentService } from './modules/payments/payment-service';
import { createDeclineLimit } from './modules/payments/decline-limit';
import { paymentRoutes } from './modules/payments/routes';
import { certificatePdfRoutes, mailInFormRoutes, receiptPdfRoutes, submissionPdfRoutes } from './modules/pdf/routes';
import { createCertificatePdfService } from './modules/pdf/certificate-pdf-service';
import { createCertificateService } from './modules/certificates/certificate-service';
import { adminCertificateRoutes, certificateRoutes } from './modules/certificates/routes';
import { createCertificateSigning } from './modules/certificates/signing';
import { createReceiptPdfService } from './modules/pdf/receipt-pdf-service';
import { createSubmissionPdfService } from './modules/pdf/submission-pdf-service';
import { createQuickOpinionUpgrades } from './modules/submissions/quick-opinion-upgrade';
import { createSubmissionRepository } from './modules/submissions/submission-repository';
import { createSubmissionService } from './modules/submissions/submission-service';
import { submissionRoutes } from './modules/submissions/routes';
import { createSubmissionLimit } from './modules/submissions/submission-limit';
import { accountSubmissionRoutes } from './modules/submissions/account-routes';
import { createSubmissionHistory } from './modules/submissions/submission-history';
import { createBlogPageOverride } from './modules/content/blog-page-head';
import { createBlogRepository } from './modules/content/blog-repository';
import { adminBlogRoutes, blogRoutes, videoThumbnailRoutes } from './modules/content/blog-routes';
import { createCollectionRepository } from './modules/content/collection-repository';
import { collectionRoutes } from './modules/content/collection-routes';
import { seedDemoContent } from './modules/content/demo-content';
import { siteRoutes } from './modules/content/site-routes';
import { contentImageRoutes } from './modules/content/image-routes';
import { createPublicImages } from './modules/content/public-images';
import { seoRoutes } from './modules/content/seo-routes';
import { createImageAccess } from './modules/uploads/image-access';
import { createUploadRepository } from './modules/uploads/upload-repository';
import { createUploadService } from './modules/uploads/upload-service';
import { createDecodeQueue } from './modules/uploads/image-processing';
import { createUploadQuota } from './modules/uploads/upload-quota';
import { createUnusedUploads, type UnusedUploads } from './modules/uploads/unused-uploads';
import type { Semaphore } from './lib/semaphore';
import { uploadFileRoutes, uploadRoutes } from './modules/uploads/routes';
import { createStorage } from './storage/create-storage';
import { registerClient } from './plugins/client';
import { registerCsrfGuard } from './plugins/csrf';
import { registerErrorHandler } from './plugins/errors';
import { registerJsonBody } from './plugins/json-body';
import { openApiRoutes, registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSessions } from './plugins/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer: its idle() settles once every e-mail under way has gone out or failed. */
    mailer: Mailer;
    /** The e-mail outbox: its worker (start/stop), drain() for tests, the admins' view. */
    mailOutbox: MailOutbox;
    /** The one decode queue of uploads and renditions (tests hold it to fill the line). */
    decodeQueue: Semaphore;
    /** The hourly sweep of uploads nothing uses, callable with a given `now`. */
    unusedUploads: UnusedUploads;
    /** Purges what has expired (sessions, throttle rows, old lookups) on a timer; tests call run(). */
    housekeeping: Housekeeping;
  }
}

export const BODY_LIMIT = 1024 * 1024;
const defaultClientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  clientDir?: string;
}

function ownBaseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening: the payment sandbox needs it');
  return `http://127.0.0.1:${address.port}`;
}

/** Builds the whole server (API and built client) without listening; server.ts starts it. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = opts;
  const https = env.publicUrl.startsWith('https://');
  const app = Fastify({
    logger: opts.logger ?? { level: env.LOG_LEVEL, serializers: { req: requestForLog } },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Only the listed proxies' X-Forwarded-For is believed (config/trust-proxy.ts); none by default.
    trustProxy: env.TRUST_PROXY,
    // Graceful shutdown (decision 016): once close() begins, idle keep-alive connections are closed and
    // a request arriving on a busy one is answered 503; requests in flight finish first.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const health = createHealthState();
  registerErrorHandler(app, health.unavailable);
  registerJsonBody(app);
  // Callback-style hooks on every request: no promise per hook (decision 017).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const clover = resolveCloverSettings(env);
  // Every start says whether card payments are real (a warning when they are not).
  const paymentsLine = describePayments(clover);
  app.log[paymentsLine.level]({ paymentsMode: clover.mode, paymentMode: clover.paymentMode }, paymentsLine.message);
  await registerSecurity(app, {
    https,
    paymentOrigins: clover.browserOrigins,
    mediaOrigins: [...(env.slabVideoOrigin ? [env.slabVideoOrigin] : []), ...env.VIDEO_HOSTS.map((host) => `https://${host}`)],
    frameOrigins: env.certPortalOrigin ? [env.certPortalOrigin] : [],
  });
  registerCsrfGuard(app, { publicUrl: env.publicUrl });
  await registerOpenApi(app);

  const users = createUserRepository(database.db);
  // Sessions and limits live in the database, or in Redis when REDIS_URL is set: never in the process,
  // so any instance can answer any request. The Redis code is loaded only when it is used.
  const redis = env.REDIS_URL ? await (await import('./lib/redis')).connectRedis(env.REDIS_URL, env.REDIS_KEY_PREFIX, app.log) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const sessions = redis
    ? (await import('./modules/auth/redis-session-store')).createRedisSessionStore(redis, (id) => users.findById(id))
    : createSessionStore(database.db);
  const throttle = redis ? (await import('./modules/auth/redis-throttle')).createRedisThrottle(redis) : createThrottle(database.db);
  const secondFactor = createSecondFactor({ db: database.db });
  const auth = createAuthService({ users, sessions, throttle, secondFactor, registrationsPerHour: env.REGISTRATIONS_PER_HOUR });
  const serverSecret = resolveSessionSecret(env.SESSION_SECRET, env.dataDir);
  await registerSessions(app, { secret: serverSecret, secure: https, store: sessions });

  const storage = await createStorage(env, app);
  const uploadRepo = createUploadRepository(database.db);
  const decodeQueue = createDecodeQueue(env.UPLOAD_DECODE_WAITING);
  app.decorate('decodeQueue', decodeQueue);
  const uploadQuota = createUploadQuota(database.db, {
    sessionFilesPerHour: env.UPLOAD_SESSION_FILES_PER_HOUR,
    addressFilesPerHour: env.UPLOAD_ADDRESS_FILES_PER_HOUR,
    sessionBytesPerDay: env.UPLOAD_SESSION_BYTES_PER_DAY,
    addressBytesPerDay: env.UPLOAD_ADDRESS_BYTES_PER_DAY,
  });
  const uploadService = createUploadService({ storage, uploads: uploadRepo, tmpDir: path.join(env.dataDir, 'tmp'), quota: uploadQuota, decodeQueue });
  const unusedUploads = createUnusedUploads({ db: database.db, storage, quota: uploadQuota, log: app.log });
  app.decorate('unusedUploads', unusedUploads);
  const unusedUploadsSweep = unusedUploads.start();
  app.addHook('onClose', async () => unusedUploadsSweep.stop());
  const paymentRepo = createPaymentRepository(database.db);
  const cloverClient = createCloverClient({
    privateKey: clover.privateKey,
    // The built-in sandbox is this very server, reached over HTTP like the real Clover.
    apiBaseUrl: () => clover.apiBaseUrl ?? `${ownBaseUrl(app)}${SANDBOX_PREFIX}`,
    timeoutMs: env.CLOVER_TIMEOUT_MS,
  });
  // Declined cards per session, address and card, on every charge route (card testing).
  const declines = createDeclineLimit({ throttle, perHour: env.DECLINED_CARDS_PER_HOUR });
  const paymentService = createPaymentService({ payments: paymentRepo, clover: cloverClient, mode: clover.paymentMode, leaseMs: 2 * env.CLOVER_TIMEOUT_MS + 5000, declines });
  // Every e-mail goes through the outbox table (decision 028); server.ts starts its worker.
  const mailOutbox = createMailOutbox({
    db: database.db,
    transport: createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.dataDir, 'outbox'), production: env.NODE_ENV === 'production' }),
    log: app.log,
    messageIdDomain: mailDomain(env.MAIL_FROM),
    timing: mailTiming(env),
  });
  app.decorate('mailOutbox', mailOutbox);
  const mailer = limitPerRecipient(outboxMailer(mailOutbox), { throttle, perHour: env.MAILS_PER_RECIPIENT_PER_HOUR, log: app.log });
  app.decorate('mailer', mailer);
  // A graceful shutdown writes the mail already under way (a reset link, a confirmation) instead of dropping it.
  app.addHook('onClose', async () => {
    await mailer.idle();
    await mailOutbox.stop();
  });
  const preferences = createPreferencesRepository(database.db);
  const accountRepo = createAccountRepository(database.db);
  const accountService = createAccountService({ accounts: accountRepo, sessions, throttle, mailer, log: app.log });
  const passwordReset = createPasswordReset({ db: database.db, users, throttle, sessions, mailer, publicUrl: env.publicUrl, log: app.log });
  const submissionRepo = createSubmissionRepository(database.db);
  const submissionService = createSubmissionService({
    submissions: submissionRepo,
    payments: paymentRepo,
    uploads: uploadRepo,
    upgrades: createQuickOpinionUpgrades(database.db),
    mailer,
    wantsEmail: preferences.wantsEmail,
    publicUrl: env.publicUrl,
    log: app.log,
  });
  const pdfService = createSubmissionPdfService({ db: database.db, submissions: submissionRepo, storage });
  const publicImages = createPublicImages({ db: database.db, storage, tmpDir: path.join(env.dataDir, 'tmp'), decodeQueue });
  const blogPostRepo = createBlogRepository(database.db, env.PUBLIC_LIST_CACHE_MS);
  const canSeeImage = createImageAccess(database.db);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { state: health, ping: redis ? async () => void (await Promise.all([database.ping(), redis.ping()])) : () => database.ping() });
      await api.register(authRoutes, { prefix: '/auth', auth, secureCookies: https });
      await api.register(secondFactorRoutes, { prefix: '/auth/totp', secondFactor });
      await api.register(passwordResetRoutes, { prefix: '/auth', reset: passwordReset });
      await api.register(accountRoutes, {
        prefix: '/account',
        service: accountService,
        preferences,
        exportData: createDataExport(database.db, preferences),
        secureCookies: https,
      });
      await api.register(sessionRoutes, { prefix: '/account/sessions', sessions: createActiveSessions(sessions), secureCookies: https });
      await api.register(claimRoutes, {
        prefix: '/account/claims',
        claims: createSubmissionClaims({ db: database.db, throttle, mailer, publicUrl: env.publicUrl, log: app.log }),
      });
      await api.register(uploadRoutes, { service: uploadService });
      await api.register(paymentRoutes, { settings: clover, service: paymentService, payments: paymentRepo });
      await api.register(submissionRoutes, { service: submissionService, limit: createSubmissionLimit({ throttle, perHour: env.SUBMISSIONS_PER_HOUR }) });
      await api.register(accountSubmissionRoutes, { history: createSubmissionHistory(database.db) });
      await api.register(submissionPdfRoutes, { service: pdfService });
      await api.register(receiptPdfRoutes, { service: createReceiptPdfService({ submissions: submissionRepo, payments: paymentRepo }) });
      await api.register(adminRoutes, {
        prefix: '/admin',
        db: database.db,
        query: createAdminSubmissionQuery(database.db),
        updates: createAdminSubmissionUpdates({ db: database.db, mailer, wantsEmail: preferences.wantsEmail, publicUrl: env.publicUrl, log: app.log }),
        users: createAdminUsers(database.db),
      });
      // The Full LOA journey after the form: the parcel both ways and the invoice (issue 15).
      const journey = { db: database.db, mailer, wantsEmail: preferences.wantsEmail, publicUrl: env.publicUrl, log: app.log };
      await api.register(shipmentRoutes, { ...journey, checkImages: createImageOwnershipCheck(uploadRepo) });
      await api.register(invoiceRoutes, {
        ...journey,
        clover: cloverClient,
        paymentMode: clover.paymentMode,
        // A charge request in flight holds its invoice this long (the client's own retry included).
        chargeLeaseMs: 2 * env.CLOVER_TIMEOUT_MS + 5000,
        declines,
      });
      await api.register(certificatePdfRoutes, { service: createCertificatePdfService({ db: database.db, publicUrl: env.publicUrl, storage }) });
      const certificateService = createCertificateService({ db: database.db, storage, throttle, signing: createCertificateSigning(serverSecret) });
      await api.register(certificateRoutes, { service: certificateService });
      await api.register(adminMailRoutes, { prefix: '/admin/mail-outbox', outbox: mailOutbox });
      await api.register(adminCertificateRoutes, { prefix: '/admin/certificates', service: certificateService });
      await api.register(collectionRoutes, { prefix: '/collection', items: createCollectionRepository(database.db, env.PUBLIC_LIST_CACHE_MS), images: publicImages });
      await api.register(blogRoutes, { prefix: '/blog-posts', posts: blogPostRepo });
      // Its own plugin with its own requireAdmin hook, like adminRoutes.
      await api.register(adminBlogRoutes, { prefix: '/admin/blog-posts', posts: blogPostRepo, images: publicImages, videoHosts: env.VIDEO_HOSTS });
      await api.register(siteRoutes, { newsLinks: env.NEWS_LINKS, db: database.db });
      await api.register(videoThumbnailRoutes);
    },
    { prefix: '/api' },
  );
  openApiRoutes(app);
  await app.register(uploadFileRoutes, { storage, canSee: canSeeImage, isPublic: publicImages.isPublic });
  await app.register(contentImageRoutes, { images: publicImages, canSee: canSeeImage });
  await app.register(seoRoutes, { posts: blogPostRepo, publicUrl: env.publicUrl });
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

  await registerClient(app, opts.clientDir ?? defaultClientDir, createBlogPageOverride({ posts: blogPostRepo, publicUrl: env.publicUrl }));

  const housekeeping = createHousekeeping({ db: database.db, sessions, throttleInDatabase: !redis, log: app.log });
  app.decorate('housekeeping', housekeeping);
  await housekeeping.run();
  housekeeping.start();
  app.addHook('onClose', async () => housekeeping.stop());
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    await ensureAdmin(
      users,
      { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, firstName: env.ADMIN_FIRST_NAME, lastName: env.ADMIN_LAST_NAME, totpSecret: env.ADMIN_TOTP_SECRET },
      app.log,
      secondFactor,
    );
  }
  await seedDemoContent({ database, storage, tmpDir: path.join(env.dataDir, 'tmp'), enabled: env.SEED_DEMO, log: app.log });
  return app;
}
