/**
 * Attack catalogue (docs/attack-catalogue.md): ids beyond the database's range. PostgreSQL's integer
 * column holds 1..2147483647; a larger id sent to it is an SQL error, which answered 500 (and logged
 * the statement). Every id a route reads from its path or its query string is bounded by the one
 * shared schema (shared/schemas/database-id.ts), so such an id is a 400 naming the field or a 404.
 * The routes are read as registered, so a new route with an id is covered without being listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodObject, ZodRawShape } from 'zod';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
const cookies: Record<'visitor' | 'customer' | 'admin', string | undefined> = { visitor: undefined, customer: undefined, admin: undefined };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  cookies.customer = (await registerUser(t.app, 'ranger')).cookie;
  cookies.admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
});
afterAll(() => t.close());

// One past PostgreSQL's integer, and one past what a JavaScript number holds exactly (and a bigint).
const OUT_OF_RANGE = ['2147483648', '99999999999999999999'];
const isIdName = (name: string) => /^id$|Id$/.test(name);
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as ZodObject<ZodRawShape> | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

interface Probe {
  label: string;
  method: string;
  url: string;
}

/** Every route with an id in its path or its query string, each id replaced by each value in turn. */
function probes(): Probe[] {
  const out: Probe[] = [];
  for (const route of t.app.apiRoutes) {
    const pathParams = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const queryIds = keysOf(route.schema?.querystring).filter(isIdName);
    for (const value of OUT_OF_RANGE) {
      // Every path parameter takes the value: a number path parameter is an id whatever its name.
      if (pathParams.some(isIdName)) {
        out.push({ label: `${route.method} ${route.url} (path ${value})`, method: route.method, url: route.url.replace(/:[A-Za-z]+/g, value) });
      }
      for (const name of queryIds) {
        const path = route.url.replace(/:[A-Za-z]+/g, '1');
        out.push({ label: `${route.method} ${route.url}?${name}=${value}`, method: route.method, url: `${path}?${name}=${value}` });
      }
    }
  }
  return out;
}

describe('ids beyond the database range', () => {
  it('finds the routes with ids, in paths and in query strings', () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(40);
    expect(all.map((p) => p.label)).toContain('GET /api/blog-posts/:id (path 2147483648)');
    expect(all.map((p) => p.label)).toContain('GET /api/submissions?userId=2147483648');
  });

  for (const who of ['visitor', 'customer', 'admin'] as const) {
    it(`answers ${who === 'admin' ? 'an' : 'a'} ${who} 4xx, never 5xx, for every id path and query parameter`, async () => {
      const wrong: string[] = [];
      for (const probe of probes()) {
        const hasBody = !['GET', 'DELETE'].includes(probe.method);
        const cookie = cookies[who];
        const res = await t.app.inject({
          method: probe.method as 'GET',
          url: probe.url,
          headers: cookie ? { cookie } : {},
          ...(hasBody ? { payload: {} } : {}),
        });
        if (res.statusCode >= 500) wrong.push(`${probe.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('answers a visitor\'s blog post beyond the range 400 naming the field', async () => {
    const res = await t.app.inject({ url: '/api/blog-posts/2147483648' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('id');
  });

  it('still finds the largest id the database holds as a plain 404', async () => {
    const res = await t.app.inject({ url: '/api/blog-posts/2147483647' });
    expect(res.statusCode).toBe(404);
  });

  it('answers an admin\'s ?userId= beyond the range 400 naming the field', async () => {
    const res = await t.app.inject({ url: '/api/admin/submissions?userId=2147483648', headers: { cookie: cookies.admin! } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('userId');
  });
});
