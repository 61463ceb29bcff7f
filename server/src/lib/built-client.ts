import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownPage, redirectOf } from '@shared/routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What a page hook decides for one pathname: the Not Found page, or the page's HTML rewritten; `source`
 * names another built file to start from (when the build made it) instead of the page's own.
 */
export type PageOverride = { notFound: true; transform?: never; source?: never } | { notFound?: never; transform: (html: string) => string; source?: string };
/** Consulted for known pages before the built file is sent (e.g. /blog/:id, whose head depends on the post). */
export type PageHook = (pathname: string) => Promise<PageOverride | null>;

/**
 * Serves the built client: hashed assets cached for a year, HTML never cached. Page routes answer
 * with their prerendered page when the build made one (`<path>/index.html`, the home page is
 * index.html), else the empty app shell (app-shell.html); unknown pages get status 404 with the
 * prerendered 'Page Not Found' card (404.html). Unknown /api paths stay JSON 404s.
 */
export async function registerClient(app: FastifyInstance, clientDir: string, pageHook?: PageHook): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = fs.existsSync(indexFile);
  // Builds without the prerender step have only index.html, which is then the shell for everything.
  const existing = (name: string) => (fs.existsSync(path.join(clientDir, name)) ? path.join(clientDir, name) : indexFile);
  const shellFile = existing('app-shell.html');
  const notFoundFile = existing('404.html');

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // The build writes .br and .gz copies (scripts/precompress.ts): sent as is, never recompressed.
      preCompressed: true,
      // One route per built file: directories (and "/") fall through to the page handler below.
      wildcard: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  function pageFile(pathname: string): string {
    const clean = path.posix.normalize(pathname).replace(/\/+$/, '');
    const candidate = path.join(clientDir, clean, 'index.html');
    if (candidate.startsWith(clientDir + path.sep) && fs.existsSync(candidate)) return candidate;
    return shellFile;
  }

  // Built files do not change while the server runs: a rewritten page reads its source once.
  const sources = new Map<string, Promise<string>>();
  const sourceOf = (file: string) => {
    let text = sources.get(file);
    if (!text) {
      text = fs.promises.readFile(file, 'utf8');
      sources.set(file, text);
    }
    return text;
  };

  // A page hook that hands out the same override for as long as its page holds (content-page-render.ts
  // caches them) gets its page rewritten and compressed once, not per request: compressing a 130 KB page
  // on the fly cost 50 connections 117 req/s and 480 MB of compressor buffers (bench/content-pages.ts).
  const rewritten = new WeakMap<PageOverride, { file: string; html: string; packed: Partial<Record<'br' | 'gzip', Promise<Buffer>>> }>();
  async function rewrite(override: PageOverride & { transform: (html: string) => string }, file: string) {
    let page = rewritten.get(override);
    if (!page || page.file !== file) {
      page = { file, html: override.transform(await sourceOf(file)), packed: {} };
      rewritten.set(override, page);
    }
    return page;
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply, pathname: string) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });

  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const pathname = (request.url.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
    if (pathname === '/api' || pathname.startsWith('/api/') || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return notFound(request, reply, pathname);
    }
    // Typed-in aliases (/login, /contact) go to their page before any script has to run.
    const target = redirectOf(pathname);
    if (target) return reply.header('cache-control', 'public, max-age=3600').redirect(target, 301);
    const override = isKnownPage(pathname) && pageHook ? await pageHook(pathname) : null;
    const known = isKnownPage(pathname) && !override?.notFound;
    if (!built) {
      return known
        ? reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.')
        : reply.code(404).type('text/plain').send('Page Not Found');
    }
    const source = override?.source ? path.join(clientDir, override.source) : null;
    const file = known ? (source && fs.existsSync(source) ? source : pageFile(pathname)) : notFoundFile;
    reply.code(known ? 200 : 404).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (override?.transform) {
      const page = await rewrite(override, file);
      if (!encoding) return reply.send(page.html);
      // A Content-Encoding already set tells @fastify/compress to leave the body alone.
      return reply.header('content-encoding', encoding).send(await (page.packed[encoding] ??= pack(page.html, encoding)));
    }
    if (encoding) {
      const packed = await fs.promises.readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
      // A Content-Encoding already set tells @fastify/compress to leave the body alone.
      if (packed) return reply.header('content-encoding', encoding).send(packed);
    }
    return reply.send(await fs.promises.readFile(file));
  }

  // Pages are answered by a catch-all GET route rather than the not-found handler, because
  // @fastify/compress only applies to declared routes (a prerendered page is 40-80 KB of HTML,
  // under 15 KB compressed). Files, /api and every other declared route are more specific and win.
  app.get('/*', servePage);
  app.setNotFoundHandler(servePage);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** A rewritten page, compressed once in the thread pool (not blocking requests), as tightly as the build's files. */
const pack = (html: string, encoding: 'br' | 'gzip'): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzip(html, { level: 9 });

/** The precompressed variant a browser accepts (br before gzip), or null: then the body is sent as is. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim() ?? ''),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
