import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeSecurity } from '../src/lib/route-security';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * On every admin-only route the admin check runs before the body, query or path is validated: a stranger
 * learns nothing of what a route expects (a 400 naming the fields would tell them), only 401 or 403.
 * The routes are read as registered, so a new admin route is covered without being listed here: those
 * of the admin scope, and those elsewhere that carry the same guard (`preValidation: adminOnly`, such as
 * the gallery's writes and POST /api/extract-video-thumbnail). A route documented as admin-only
 * (`routeSecurity.admin`) without either fails here.
 */

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await registerUser(t.app, 'guard')).cookie;
});
afterAll(() => t.close());

// Nothing any schema accepts: wrong types everywhere, a path id that is no number.
const JUNK_BODY = { status: 12, notes: [], title: {}, reason: false, items: 'x', email: 7 };
const JUNK_QUERY = '?page=-1&pageSize=zzz&sort=%00&status=nope&q=';

const adminRoutes = () => t.app.apiRoutes.filter((r) => r.url.startsWith('/api/admin'));
const adminOnlyRoutes = () => t.app.apiRoutes.filter((r) => r.adminOnly);

describe('admin routes check the admin before the input', () => {
  it('finds the admin routes', () => {
    expect(adminRoutes().length).toBeGreaterThan(10);
  });

  // One scope, one guard (decision 029): an /api/admin route declared anywhere else (beside customer
  // routes, or under an /admin prefix outside the scope) would depend on a check of its own.
  it('registers every /api/admin route inside the admin scope, nowhere else', () => {
    const outside = adminRoutes().filter((r) => !r.adminScope).map((r) => `${r.method} ${r.url}`);
    expect(outside).toEqual([]);
    // The back office of shipping, invoices, payments and refunds is among them.
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of ['GET /api/admin/submissions/:id/shipping', 'POST /api/admin/submissions/:id/invoice', 'GET /api/admin/invoices', 'GET /api/admin/payments/unattached', 'POST /api/admin/payments/:id/refunds']) {
      expect(urls).toContain(route);
    }
  });

  it('marks the admin-only routes outside /api/admin too', () => {
    const urls = adminOnlyRoutes().map((r) => `${r.method} ${r.url}`);
    for (const route of ['POST /api/extract-video-thumbnail', 'POST /api/collection', 'PUT /api/collection/:id', 'DELETE /api/collection/:id']) expect(urls).toContain(route);
    expect(urls.filter((u) => u.includes('/api/admin'))).toHaveLength(adminRoutes().length);
  });

  // The document says which routes are for admins; each of them must check it before reading input.
  it('guards every route documented as admin-only before its input', () => {
    const unguarded = t.app.apiRoutes.filter((r) => r.schema?.security === routeSecurity.admin && !r.adminOnly).map((r) => `${r.method} ${r.url}`);
    expect(unguarded).toEqual([]);
    expect(t.app.apiRoutes.filter((r) => r.schema?.security === routeSecurity.admin).length).toBeGreaterThan(20);
  });

  for (const who of ['visitor', 'customer'] as const) {
    it(`answers a ${who} with invalid input ${who === 'visitor' ? 401 : 403}, never 400, on every admin-only route`, async () => {
      const wrong: string[] = [];
      for (const route of adminOnlyRoutes()) {
        const url = route.url.replace(/:[A-Za-z]+/g, 'not-a-number') + JUNK_QUERY;
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: who === 'customer' ? { cookie: customer } : {},
          ...(hasBody ? { payload: JUNK_BODY } : {}),
        });
        const expected = who === 'visitor' ? 401 : 403;
        if (res.statusCode !== expected) wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
