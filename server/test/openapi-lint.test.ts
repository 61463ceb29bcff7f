import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenApiApp, type OpenApiApp } from './support/openapi-app';
import type { TestApp } from './support/test-app';

let docs: OpenApiApp;
let t: TestApp;
beforeAll(async () => {
  docs = await startOpenApiApp();
  t = docs.t;
});
afterAll(() => t.close());

type Operation = { summary?: string; security?: unknown[] };
type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, unknown> } };

const fetchDocument = () => docs.document();

const describeProblem = (p: NormalizedProblem) => `${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`;

describe('the OpenAPI document, linted with Redocly\'s recommended rules', () => {
  it('has no errors (offline: the document has no outside references)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: await fetchDocument(), absoluteRef: 'openapi.json', config });
    expect(problems.filter((p) => p.severity === 'error').map(describeProblem)).toEqual([]);
  });

  it('gives every operation a one-line summary and lists no path twice or the page fallback', async () => {
    const doc = JSON.parse(await fetchDocument()) as OpenApiDoc;
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.length > 1 && p.endsWith('/'))).toEqual([]);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    const withoutSummary = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !op.summary || op.summary.includes('\n'))
        .map(([m]) => `${m.toUpperCase()} ${p}`),
    );
    expect(withoutSummary).toEqual([]);
  });

  it('names the session cookie on the routes that need one, and the routes say true', async () => {
    const doc = JSON.parse(await fetchDocument()) as OpenApiDoc;
    expect(doc.components?.securitySchemes).toHaveProperty('session');
    const op = (path: string, method: string) => doc.paths[path]?.[method];
    expect(op('/api/account/preferences', 'get')?.security).toEqual([{ session: [] }]);
    expect(op('/api/admin/submissions', 'get')?.security).toEqual([{ session: [] }]);
    expect(op('/api/auth/login', 'post')?.security).toEqual([]);
    // Each operation, asked without a cookie and with an empty body: one that needs a signed-in session
    // never answers 2xx, and one said to be open never answers 401 or 403.
    const wrong: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, { security }] of Object.entries(ops)) {
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, ...(method === 'get' || method === 'delete' ? {} : { payload: {} }) });
        const needsSession = security?.length === 1;
        if (needsSession ? res.statusCode < 300 : res.statusCode === 401 || res.statusCode === 403) wrong.push(`${method} ${path} -> ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
