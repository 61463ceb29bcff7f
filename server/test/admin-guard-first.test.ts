import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * On every /api/admin route the admin check runs before the body, query or path is validated: a stranger
 * learns nothing of what a route expects (a 400 naming the fields would tell them), only 401 or 403.
 * The routes are read as registered, so a new admin route is covered without being listed here.
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

  for (const who of ['visitor', 'customer'] as const) {
    it(`answers a ${who} with invalid input ${who === 'visitor' ? 401 : 403}, never 400, on every admin route`, async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes()) {
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
