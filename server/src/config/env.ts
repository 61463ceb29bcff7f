import path from 'node:path';
import { z } from 'zod';
import { LOOKUP_RETENTION_DAYS } from '@shared/certificate-lookups';
import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@shared/format';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import { trustProxySchema } from './trust-proxy';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const httpsUrl = optionalString.pipe(z.url({ protocol: /^https$/, message: 'must be an https:// URL' }).optional());

export type PaymentsMode = 'sandbox' | 'clover';

const newsLink = z.object({
  title: z.string({ error: 'each article needs a title' }).trim().min(1, 'each article needs a title').max(200, 'titles must be 200 characters or fewer'),
  url: z.url({ protocol: /^https$/, message: 'each article needs an https:// url' }),
});
export type NewsLink = z.infer<typeof newsLink>;

// A JSON list of {"title", "url"}: titles may hold any character, so no separator of our own.
const newsLinks = optionalString
  .transform((v, ctx): unknown => {
    if (v === undefined) return [];
    try {
      return JSON.parse(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list such as [{"title":"…","url":"https://…"}]' });
      return z.NEVER;
    }
  })
  .pipe(z.array(newsLink, { error: 'must be a JSON list such as [{"title":"…","url":"https://…"}]' }).max(10, 'must list 10 articles or fewer'));

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
// Host names only (no scheme, path or wildcard): each is allowed exactly, over https.
const videoHosts = optionalString.transform((v, ctx) => {
  const hosts = (v ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  const bad = hosts.filter((h) => !HOST_NAME.test(h));
  if (bad.length) ctx.addIssue({ code: 'custom', message: `must be host names separated by commas, such as videos.example.org (not ${bad.join(', ')})` });
  return hosts;
});

/** A count per hour: a whole number from 1 to 100000. */
const perHour = (fallback: number) =>
  z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be 100000 or fewer').default(fallback);

const ms = (min: number, max: number, fallback: number) =>
  z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(min).max(max).default(fallback);

const baseSchema = z.object({
    // Unset means a developer's machine; production deployments say so (see the payments rules below).
    NODE_ENV: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('must be a valid email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    // The ADMIN_EMAIL admin's authenticator secret (base32, RFC 6238), enrolled from configuration.
    ADMIN_TOTP_SECRET: optionalString.pipe(
      z
        .string()
        .transform((v) => v.replace(/\s/g, '').toUpperCase())
        .pipe(z.string().regex(/^[A-Z2-7]{16,}=*$/, 'must be a base32 secret (letters A-Z and digits 2-7) of at least 16 characters'))
        .optional(),
    ),
    // The bootstrapped admin's name (greeted on the dashboard, signed on certificates); optional.
    ADMIN_FIRST_NAME: optionalString.pipe(z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be 60 characters or fewer').optional()),
    ADMIN_LAST_NAME: optionalString.pipe(z.string().trim().min(2, 'must be at least 2 characters').max(60, 'must be 60 characters or fewer').optional()),
    // sandbox: the built-in stand-in for Clover, no money moves; clover: Clover's Ecommerce API.
    PAYMENTS_MODE: optionalString.pipe(z.enum(['sandbox', 'clover'], { error: 'must be sandbox or clover' }).optional()),
    // Which of Clover's environments clover mode talks to (its own sandbox takes test cards only).
    CLOVER_ENVIRONMENT: optionalString.pipe(z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }).optional()),
    CLOVER_PUBLIC_KEY: optionalString,
    CLOVER_PRIVATE_KEY: optionalString,
    CLOVER_MERCHANT_ID: optionalString,
    // How long a charge request may take before its outcome counts as unknown (then retried with the
    // same idempotency key, never charged anew).
    CLOVER_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(120_000).default(30_000),
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
    // Empty counts as unset (compose.yaml passes MAIL_FROM through as "" when the operator sets none).
    MAIL_FROM: optionalString.transform((v) => v ?? 'G.O.A.T. Authentication <no-reply@goat-authentication.com>'),
    // Demo posts, collection items and demonstration certificates on the first start of an embedded
    // (PGlite) install; never on a production-like one (NODE_ENV=production or an https PUBLIC_URL).
    SEED_DEMO: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()).transform((v) => v !== 'false'),
    // How long (ms) the public blog and collection lists are kept in memory; a save through this
    // process drops them at once, other processes see it within this (decision 017). 0: no cache.
    PUBLIC_LIST_CACHE_MS: optionalString.pipe(z.string().regex(/^\d{1,5}$/, 'must be a number of milliseconds (0 to 99999)').optional()).transform((v) => (v === undefined ? 1000 : Number(v))),
    // The zone whose day every page, e-mail and document writes (decision 037): an IANA name. The client's
    // build bakes it in too; the server refuses to serve a build made for another zone (client-time-zone.ts).
    BUSINESS_TIME_ZONE: optionalString
      .pipe(z.string().refine(isTimeZone, 'must be an IANA time zone such as America/Los_Angeles or UTC').optional())
      .transform((v) => v ?? DEFAULT_BUSINESS_TIME_ZONE),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Behind a reverse proxy or load balancer: its addresses, whose X-Forwarded-For is believed, so that
    // rate limits and the lookup log see each client's address instead of the proxy's (trust-proxy.ts).
    // Unset: none (a direct connection).
    TRUST_PROXY: trustProxySchema,
    // Sessions and rate limits in Redis instead of the database (several instances share either way).
    REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
    // Prepended to every Redis key, so that one Redis can serve several sites.
    REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_-]{0,40}$/, 'must be letters, digits, ":", "_" or "-" (40 at most)').default('goat:'),
    // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (storage/s3-storage.ts).
    S3_BUCKET: optionalString.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').optional()),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    // Another provider than AWS (MinIO, Cloudflare R2, …): its address.
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
    // Unset: path-style addresses (bucket in the path) with S3_ENDPOINT, virtual-hosted on AWS.
    S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false'], { error: 'must be true or false' }).optional()),
    // Unset: the SDK's own credentials chain (AWS_ACCESS_KEY_ID…, an instance or task role).
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_KEY_PREFIX: z.string().regex(/^([A-Za-z0-9_-]+\/)*$/, 'must be folder names ending with "/"').default(''),
    // Upload quotas and the decode queue (docs/decisions/022-upload-bounds.md): files per hour and bytes
    // per day, per browser session and per address; how many uploads may wait for the one decode slot.
    UPLOAD_SESSION_FILES_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(200),
    UPLOAD_ADDRESS_FILES_PER_HOUR: z.coerce.number({ error: 'must be a whole number' }).int().min(1).default(400),
    UPLOAD_SESSION_BYTES_PER_DAY: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1).default(2_000_000_000),
    UPLOAD_ADDRESS_BYTES_PER_DAY: z.coerce.number({ error: 'must be a number of bytes' }).int().min(1).default(5_000_000_000),
    UPLOAD_DECODE_WAITING: z.coerce.number({ error: 'must be a whole number' }).int().min(0).max(1000).default(8),
    // Limits on what visitors can make the site do (decision 021). The defaults suit one customer or a
    // busy dealer; an operator may raise them. Each is counted per hour.
    REGISTRATIONS_PER_HOUR: perHour(10),
    SUBMISSIONS_PER_HOUR: perHour(20),
    MAILS_PER_RECIPIENT_PER_HOUR: perHour(5),
    DECLINED_CARDS_PER_HOUR: perHour(5),
    // Failed sign-ins an hour on one account from browsers that never signed in to it, from every address
    // together (decision 021, amended); the owner's browsers keep a limit of their own.
    SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: perHour(100),
    // Visitor sessions (no account) an address may start: each is a row (or a Redis key) for a day.
    VISITOR_SESSIONS_PER_HOUR: perHour(30),
    // The clone alarm (docs/decisions/041): a certificate looked up CLONE_ALARM_MISSES times with names that
    // do not match from CLONE_ALARM_PLACES or more addresses, or matched from CLONE_ALARM_MATCHED_PLACES or
    // more, within CLONE_ALARM_DAYS, is flagged. Misses stay at most 20, the number's own lookup limit an
    // hour (NUMBER_LOOKUP_LIMIT), so the flag always comes before the number locks; the window stays within
    // the lookups' retention, or the counts would lose rows.
    CLONE_ALARM_MISSES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(20, 'must be 20 or fewer (the number locks after 20 misses an hour)').default(5),
    CLONE_ALARM_PLACES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1000, 'must be 1000 or fewer').default(3),
    CLONE_ALARM_MATCHED_PLACES: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(2, 'must be at least 2').max(100_000, 'must be 100000 or fewer').default(10),
    // How long GET /api/population is served from memory before it is counted again.
    POPULATION_CACHE_MS: ms(0, 3_600_000, 60_000),
    CLONE_ALARM_DAYS: z.coerce.number({ error: 'must be a whole number of days' }).int('must be a whole number of days').min(1, 'must be at least 1').max(LOOKUP_RETENTION_DAYS, `must be ${LOOKUP_RETENTION_DAYS} or fewer (lookups are kept that long)`).default(7),
    // The e-mail outbox's worker (docs/decisions/028): the first retry after MAIL_RETRY_BASE_MS, doubling
    // up to MAIL_RETRY_MAX_MS; given up (admins can resend) after MAIL_MAX_ATTEMPTS. MAIL_POLL_MS: how
    // often it looks for mail written by any process; MAIL_LEASE_MS: how long a claimed message stays
    // with a worker that may have died (longer than any delivery takes).
    MAIL_RETRY_BASE_MS: ms(100, 3_600_000, 30_000),
    MAIL_RETRY_MAX_MS: ms(100, 86_400_000, 3_600_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(10_000).default(10),
    MAIL_POLL_MS: ms(50, 600_000, 5_000),
    MAIL_LEASE_MS: ms(100, 3_600_000, 300_000),
    // SIGTERM/SIGINT: how long requests in flight may take to finish before the process exits anyway.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(100).max(600_000).default(10_000),
    // The social accounts' addresses (shared/constants.ts SOCIAL_ACCOUNTS): baked into the pages at
    // build time, checked here too so that a wrong one stops the start instead of being left out.
    VITE_INSTAGRAM_URL: httpsUrl,
    VITE_FACEBOOK_URL: httpsUrl,
    VITE_X_URL: httpsUrl,
    VITE_YOUTUBE_URL: httpsUrl,
    // The external certificate portal framed on /certificate-verification (docs/product.md, Pages), when there is
    // one: baked into the page at build time, checked here and allowed in the CSP's frame-src.
    VITE_CERT_PORTAL_URL: httpsUrl,
    // "In The News": the articles about us the header links to (served at /api/news-links). Unset: no
    // such menu at all.
    NEWS_LINKS: newsLinks,
    // Where a blog post's own video files may be played from (YouTube and Vimeo links always play in
    // their players): each host is allowed in the CSP's media-src, and a post naming another is refused.
    VIDEO_HOSTS: videoHosts,
    // The build reads it too (shared/constants.ts, SLAB_VIDEO_ENV); the server needs it for the CSP.
    VITE_SLAB_VIDEO_URL: optionalString.pipe(
      z
        .string()
        .refine((v) => /^\/(?!\/)/.test(v) || (URL.canParse(v) && new URL(v).protocol === 'https:'), 'must be a path such as /media/slab.mp4 or an https:// URL')
        .optional(),
    ),
  });

const envSchema = baseSchema.superRefine((env, ctx) => {
  const clover = [env.CLOVER_PUBLIC_KEY, env.CLOVER_PRIVATE_KEY, env.CLOVER_MERCHANT_ID];
  if (clover.some(Boolean) && !clover.every(Boolean)) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLOVER_PRIVATE_KEY'],
      message: 'CLOVER_PUBLIC_KEY, CLOVER_PRIVATE_KEY and CLOVER_MERCHANT_ID must be set together',
    });
  }
  checkPayments(env, ctx);
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    });
  }
  // The .eml outbox is a developer's mailbox: in production it would keep every reset and claim link
  // on disk and tell no customer anything. A production site sends real e-mail or does not start.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'is not set and NODE_ENV=production: set SMTP_URL=smtp://… or smtps://… (your mail provider, or a mail catcher for a trial) so that customers get their e-mails; the DATA_DIR/outbox folder is for development only',
    });
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
      message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    });
  }
  if (env.ADMIN_TOTP_SECRET && !env.ADMIN_EMAIL) {
    ctx.addIssue({ code: 'custom', path: ['ADMIN_TOTP_SECRET'], message: 'needs ADMIN_EMAIL and ADMIN_PASSWORD: it is the second factor of that admin' });
  }
});

type RawEnv = z.infer<typeof baseSchema>;

/**
 * Why a deployment serves real customers (no payment may be simulated there by accident, no demo
 * content may pass for real records), or undefined on a developer's machine.
 */
export const productionReasonOf = (env: Pick<RawEnv, 'NODE_ENV' | 'PUBLIC_URL'>): string | undefined =>
  env.NODE_ENV === 'production' ? 'NODE_ENV=production' : env.PUBLIC_URL?.startsWith('https://') ? 'PUBLIC_URL is https' : undefined;

const hasCloverKeys = (env: RawEnv) => Boolean(env.CLOVER_PUBLIC_KEY && env.CLOVER_PRIVATE_KEY && env.CLOVER_MERCHANT_ID);

/**
 * The payments mode in force. Unset, it is clover when Clover's keys are configured, otherwise the
 * sandbox on a developer's machine; a production-like deployment must choose (checkPayments).
 */
export const paymentsModeOf = (env: RawEnv): PaymentsMode => env.PAYMENTS_MODE ?? (hasCloverKeys(env) ? 'clover' : 'sandbox');

function checkPayments(env: RawEnv, ctx: z.RefinementCtx): void {
  const why = productionReasonOf(env);
  const production = why !== undefined;
  const mode = paymentsModeOf(env);
  if (mode === 'sandbox' && production && env.PAYMENTS_MODE !== 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS_MODE'],
      message: `is not set and ${why}: set PAYMENTS_MODE=clover with CLOVER_PUBLIC_KEY, CLOVER_PRIVATE_KEY and CLOVER_MERCHANT_ID for real card payments, or PAYMENTS_MODE=sandbox to take test payments on purpose`,
    });
  }
  if (mode === 'clover' && !hasCloverKeys(env)) {
    const missing = (['CLOVER_PUBLIC_KEY', 'CLOVER_PRIVATE_KEY', 'CLOVER_MERCHANT_ID'] as const).filter((k) => !env[k]);
    for (const key of missing) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENTS_MODE=clover' });
    }
  }
  if (mode === 'clover' && production && !env.CLOVER_ENVIRONMENT) {
    ctx.addIssue({
      code: 'custom',
      path: ['CLOVER_ENVIRONMENT'],
      message: `is not set and ${why}: set CLOVER_ENVIRONMENT=production for live payments, or sandbox for Clover's test environment`,
    });
  }
}

export type Env = z.infer<typeof envSchema> & {
  publicUrl: string;
  dataDir: string;
  /** The origin of the slab announcement video when it is hosted elsewhere (the CSP allows it). */
  slabVideoOrigin: string | undefined;
  /** The origin of the external certificate portal when VITE_CERT_PORTAL_URL is set (the CSP frames it). */
  certPortalOrigin: string | undefined;
  paymentsMode: PaymentsMode;
  /** Set on a production-like deployment (productionReasonOf): why, for the messages that refuse something there. */
  productionReason: string | undefined;
};

export class EnvError extends Error {}

/**
 * ADMIN_PASSWORD meets the rule of every other new password (shared/password-rule.ts), not only its
 * length: the rule's word lists load asynchronously, so it is checked at start (startup.ts), before the
 * admin is made, rather than in loadEnv. Throws an EnvError naming ADMIN_PASSWORD.
 */
export async function checkAdminPassword(env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_FIRST_NAME' | 'ADMIN_LAST_NAME'>): Promise<void> {
  if (!env.ADMIN_PASSWORD) return;
  const words = accountWords({ email: env.ADMIN_EMAIL, firstName: env.ADMIN_FIRST_NAME, lastName: env.ADMIN_LAST_NAME });
  const problem = await newPasswordProblem(env.ADMIN_PASSWORD, words, 'ADMIN_PASSWORD');
  if (problem) throw new EnvError(`Invalid configuration:\n  ADMIN_PASSWORD: ${problem} (the same rule as every password on the site; choose another)`);
}

/** Reads and validates the environment; throws an EnvError listing every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const slabVideoOrigin = env.VITE_SLAB_VIDEO_URL?.startsWith('https://') ? new URL(env.VITE_SLAB_VIDEO_URL).origin : undefined;
  const certPortalOrigin = env.VITE_CERT_PORTAL_URL ? new URL(env.VITE_CERT_PORTAL_URL).origin : undefined;
  return { ...env, publicUrl, dataDir: path.resolve(env.DATA_DIR), slabVideoOrigin, certPortalOrigin, paymentsMode: paymentsModeOf(env), productionReason: productionReasonOf(env) };
}
