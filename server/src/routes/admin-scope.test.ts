import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/errors';
import { adminOnly } from '../plugins/session';
import { ADMIN_SCOPE, guardStrayAdminRoutes } from './admin';

/**
 * The admin scope's guard and its bridge (docs/decisions/029-plugin-graph-and-boundaries.md), on a bare
 * instance with no session: every /api/admin route answers 401, wherever and however it was declared.
 */
let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

async function build(): Promise<FastifyInstance> {
  const built = Fastify({ logger: false });
  registerErrorHandler(built);
  built.decorateRequest('session', null);
  await built.register(
    async (api) => {
      guardStrayAdminRoutes(api);
      // The admin scope, as routes/admin.ts builds it.
      await api.register(
        async (admin) => {
          admin.decorate(ADMIN_SCOPE, true);
          admin.addHook('preValidation', adminOnly);
          admin.get('/inside', async () => ({ ok: true }));
        },
        { prefix: '/admin' },
      );
      // A module mixing audiences, and one given an /admin prefix outside the scope.
      api.get('/admin/mixed', async () => ({ ok: true }));
      api.get('/public', async () => ({ ok: true }));
      await api.register(async (stray) => void stray.get('/', async () => ({ ok: true })), { prefix: '/admin/stray' });
    },
    { prefix: '/api' },
  );
  return built;
}

describe('every /api/admin route is guarded', () => {
  it('inside the admin scope, beside public routes, and under an /admin prefix outside the scope', async () => {
    app = await build();
    for (const url of ['/api/admin/inside', '/api/admin/mixed', '/api/admin/stray']) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await app.inject({ url: '/api/public' })).statusCode).toBe(200);
  });
});
