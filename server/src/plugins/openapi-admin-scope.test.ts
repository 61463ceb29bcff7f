import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOpenApi } from './openapi';
import { ADMIN_SCOPE, adminOnly } from '../modules/auth/guards';

/**
 * The route list marks the routes registered inside the admin scope (docs/decisions/029-plugin-graph-and-boundaries.md),
 * by the scope's decorator, not by the URL: a plugin given an /admin prefix outside the scope, or an
 * /admin route beside customer routes, is not marked, so server/test/admin-guard-first.test.ts fails on it.
 */
let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

describe('the route list and the admin scope', () => {
  it('marks the routes inside the scope and its plugins, and nothing else under /api/admin', async () => {
    app = Fastify({ logger: false });
    await registerOpenApi(app);
    await app.register(
      async (api) => {
        // The admin scope, as routes/admin.ts builds it, with a plugin inside it.
        await api.register(
          async (admin) => {
            admin.decorate(ADMIN_SCOPE, true);
            admin.get('/inside', async () => ({ ok: true }));
            await admin.register(async (nested) => void nested.get('/nested', async () => ({ ok: true })), { prefix: '/things' });
          },
          { prefix: '/admin' },
        );
        // A module mixing audiences, and one given an /admin prefix outside the scope.
        api.get('/admin/mixed', async () => ({ ok: true }));
        await api.register(async (stray) => void stray.get('/', async () => ({ ok: true })), { prefix: '/admin/stray' });
        api.get('/public', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    const marks = Object.fromEntries(app.apiRoutes.map((r) => [r.url, r.adminScope]));
    expect(marks).toEqual({
      '/api/admin/inside': true,
      '/api/admin/things/nested': true,
      '/api/admin/mixed': false,
      '/api/admin/stray': false,
      '/api/public': false,
    });
  });

  it('marks as admin-only the scope\'s routes and those that carry its guard themselves', async () => {
    app = Fastify({ logger: false });
    await registerOpenApi(app);
    await app.register(
      async (api) => {
        await api.register(
          async (admin) => {
            admin.decorate(ADMIN_SCOPE, true);
            admin.get('/inside', async () => ({ ok: true }));
          },
          { prefix: '/admin' },
        );
        api.post('/guarded', { preValidation: adminOnly }, async () => ({ ok: true }));
        api.post('/guarded-among-others', { preValidation: [async () => undefined, adminOnly] }, async () => ({ ok: true }));
        api.post('/public', async () => ({ ok: true }));
      },
      { prefix: '/api' },
    );
    await app.ready();
    const marks = Object.fromEntries(app.apiRoutes.map((r) => [r.url, r.adminOnly]));
    expect(marks).toEqual({ '/api/admin/inside': true, '/api/guarded': true, '/api/guarded-among-others': true, '/api/public': false });
  });
});
