import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenApiApp, type OpenApiApp } from './support/openapi-app';
import { registerUser, type TestApp } from './support/test-app';

let docs: OpenApiApp;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  docs = await startOpenApiApp();
  ({ t, admin } = docs);
});
afterAll(() => t.close());

// OpenAPI writes /a/:id as /a/{id}.
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}').replace(/(.)\/$/, '$1');

describe('the OpenAPI document at /api/docs', () => {
  it('is for admins only', async () => {
    const customer = await registerUser(t.app, 'docs');
    for (const url of ['/api/docs', '/api/docs/openapi.json']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: { cookie: admin } })).statusCode).toBe(200);
    }
  });

  it('describes every API route, each with a success response schema', async () => {
    const doc = JSON.parse(await docs.document()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    const paths = Object.fromEntries(Object.entries(doc.paths).map(([p, ops]) => [openApiPath(p), ops]));
    const missing: string[] = [];
    const withoutResponse: string[] = [];
    for (const route of t.app.apiRoutes) {
      const op = paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) missing.push(`${route.method} ${route.url}`);
      else if (!Object.keys(op.responses ?? {}).some((code) => /^2\d\d$/.test(code))) withoutResponse.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    // Every route declares what it answers on success (a file route declares its binary body).
    expect(withoutResponse).toEqual([]);
  });

  it('lists the routes on the readable index', async () => {
    const res = await t.app.inject({ url: '/api/docs', headers: { cookie: admin } });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('/api/submissions/{orderNumber}');
    expect(res.body).toContain('openapi.json');
    expect(res.body).toContain('Place an order');
  });
});
