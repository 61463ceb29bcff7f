import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ADMIN_SCOPE, adminOnly, requireAdmin } from '../modules/auth/guards';
import { SESSION_COOKIE } from '../modules/auth/session-cookie';

/**
 * The API described in OpenAPI 3, generated from the routes' own zod schemas (nothing written by
 * hand, so it cannot drift), for admins only: GET /api/docs (a readable index) and
 * /api/docs/openapi.json. Registered before the routes so that @fastify/swagger sees each of them.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Every API route as registered, with its input schemas, so tests can check that the document
  // leaves none out and that every field's refusal is worded for a person.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', function (route) {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    // `this` is the instance the route is registered on: inside the admin scope it has the scope's mark.
    const adminScope = this.hasDecorator(ADMIN_SCOPE);
    // Outside the scope, a route is admin-only by carrying the same guard itself, before validation.
    const ownGuards: unknown[] = [route.preValidation ?? []].flat();
    const guarded = adminScope || ownGuards.includes(adminOnly);
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema, adminScope, adminOnly: guarded });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'G.O.A.T. Authentication API',
        description: 'Errors answer { message, errors? }: errors names each field that was refused.',
        version: '1',
      },
      // The paths are absolute on whichever host serves this document.
      servers: [{ url: '/', description: 'This site' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The signed session cookie set by sign-in (or by a visitor\'s first order or upload). Admin routes need an admin account that has set up its second factor.',
          },
          guestLink: {
            type: 'apiKey',
            in: 'header',
            name: GUEST_LINK_HEADER,
            description: 'The token of the link in a guest order\'s e-mails (decision 034): it opens that one order.',
          },
        },
      },
    },
    transform: (input) => {
      // Only the JSON API: the pages (and their fallback), images, feeds and the payment sandbox are not
      // part of it. A prefix's '/' route answers with and without the trailing slash: listed once, without.
      if (!input.url.startsWith('/api/')) return { schema: { ...input.schema, hide: true }, url: input.url };
      const url = input.url.replace(/(.)\/$/, '$1');
      const { schema } = jsonSchemaTransform(input);
      return { schema: { security: [], ...schema }, url };
    },
    hideUntagged: false,
  });
}

/** The `openapi` plugin (docs/decisions/029-plugin-graph-and-boundaries.md): registered before the routes, so that it sees each of them. */
export const openApiPlugin = fp(async (app) => registerOpenApi(app), { name: 'openapi', fastify: '5.x' });

/** The admin-only routes that serve the document; call after every route is registered. */
export function openApiRoutes(app: FastifyInstance): void {
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, async (request, reply) => {
    requireAdmin(request);
    return reply.header('cache-control', 'private, no-store').send(app.swagger());
  });
  app.get('/api/docs', { schema: { hide: true } }, async (request, reply) => {
    requireAdmin(request);
    const doc = app.swagger() as { paths?: Record<string, Record<string, { summary?: string }>> };
    const rows = Object.entries(doc.paths ?? {})
      .flatMap(([p, ops]) =>
        Object.entries(ops).map(([m, op]) => `<tr><td><code>${m.toUpperCase()}</code></td><td><code>${escape(p)}</code></td><td>${escape(op.summary ?? '')}</td></tr>`),
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API - G.O.A.T. Authentication</title>
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#111}td{padding:.2rem .8rem;border-bottom:1px solid #ddd}</style></head>
<body><h1>G.O.A.T. Authentication API</h1><p>The full description, generated from the route schemas: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
    return reply.header('cache-control', 'private, no-store').type('text/html; charset=utf-8').send(html);
  });
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

export interface ApiRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  /** Registered inside the admin scope (routes/admin.ts), so behind its one guard. */
  adminScope: boolean;
  /**
   * Checks the admin before any input: inside the admin scope, or given `preValidation: adminOnly`
   * where it is registered (server/test/admin-guard-first.test.ts walks these).
   */
  adminOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: ApiRoute[];
  }
}
