import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { registerCsrfGuard } from '../lib/csrf-guard';

/** The video players a blog post embeds (privacy-friendly hosts only) and YouTube's thumbnail host. */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
export const VIDEO_THUMBNAIL_ORIGINS = ['https://i.ytimg.com'];

/**
 * The headers a helmet middleware sets, read once: with no function among its options (no CSP nonce)
 * they are the same for every request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    // helmet's one other call: removing X-Powered-By, which nothing here sets.
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every response (CSP, nosniff, framing, referrer) and compression.
 * helmet's headers are worked out once here and set by a hook: @fastify/helmet rebuilt its middleware
 * (parsing the CSP directives again) for every request, about a tenth of a public list's time under
 * load, and running the built middleware per request still cost a few µs (decision 017).
 */
export async function registerSecurity(
  app: FastifyInstance,
  opts: { https: boolean; paymentOrigins: string[]; mediaOrigins?: string[] | undefined; frameOrigins?: string[] | undefined },
): Promise<void> {
  const securityHeaders = headersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...opts.paymentOrigins],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...VIDEO_THUMBNAIL_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        // mediaOrigins: where the slab announcement video is hosted, when not on this site, and the
        // VIDEO_HOSTS blog posts may play files from: exactly those, nothing wider.
        mediaSrc: ["'self'", 'blob:', ...(opts.mediaOrigins ?? [])],
        connectSrc: ["'self'", ...opts.paymentOrigins],
        // frameOrigins: the external certificate portal, only when CERT_PORTAL_URL is configured.
        // VIDEO_FRAME_ORIGINS: blog posts' YouTube and Vimeo players (decision 014); nothing wider.
        frameSrc: ["'self'", ...VIDEO_FRAME_ORIGINS, ...(opts.frameOrigins ?? []), ...opts.paymentOrigins],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  }));
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // API answers are about someone unless a route says otherwise: no cache (a proxy, the browser's
  // back button on a shared computer) keeps one that did not choose its own cache-control.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The `security` plugin (docs/decisions/029-plugin-graph-and-boundaries.md): the headers above and the CSRF guard. */
export const securityPlugin = fp(
  async (app) => {
    const env = app.config;
    await registerSecurity(app, {
      https: env.publicUrl.startsWith('https://'),
      paymentOrigins: app.clover.browserOrigins,
      mediaOrigins: [...(env.slabVideoOrigin ? [env.slabVideoOrigin] : []), ...env.VIDEO_HOSTS.map((host) => `https://${host}`)],
      frameOrigins: env.certPortalOrigin ? [env.certPortalOrigin] : [],
    });
    registerCsrfGuard(app, { publicUrl: env.publicUrl });
  },
  { name: 'security', fastify: '5.x', dependencies: ['config', 'payments-config'] },
);
