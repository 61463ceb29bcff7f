import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let customer: string;
let submissionId: number;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  customer = (await registerUser(t.app, 'access')).cookie;
  submissionId = (await seedSubmission(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const routes = () => [
  { method: 'GET' as const, url: '/api/admin/stats' },
  { method: 'GET' as const, url: '/api/admin/submissions' },
  { method: 'GET' as const, url: `/api/admin/submissions/${submissionId}` },
  { method: 'PUT' as const, url: `/api/admin/submissions/${submissionId}`, payload: { status: 'processing', notes: '', version: 1 } },
  { method: 'GET' as const, url: '/api/admin/users' },
  { method: 'GET' as const, url: '/api/admin/payments/unattached' },
];

describe('every admin route', () => {
  it('answers 401 without a session and 403 to a customer', async () => {
    for (const r of routes()) {
      const anonymous = await t.app.inject(r);
      expect(anonymous.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Not signed in' });
      const forbidden = await t.app.inject({ ...r, headers: { cookie: customer } });
      expect(forbidden.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(forbidden.json().message).toBe('Admin privileges are required');
    }
  });

  it('answers 200 to an admin', async () => {
    for (const r of routes()) {
      const res = await t.app.inject({ ...r, headers: { cookie: admin } });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(200);
    }
  });

  it('validates params, query and body with the shared schemas, naming the field', async () => {
    const bad = [
      { method: 'GET' as const, url: '/api/admin/submissions?status=lost', field: 'status' },
      { method: 'GET' as const, url: '/api/admin/submissions?pageSize=1000', field: 'pageSize' },
      { method: 'GET' as const, url: '/api/admin/submissions?sort=email', field: 'sort' },
      { method: 'GET' as const, url: '/api/admin/users?after=0_0', field: 'after' },
      { method: 'GET' as const, url: '/api/admin/submissions?before=page-2', field: 'before' },
      { method: 'GET' as const, url: '/api/admin/submissions/abc', field: 'id' },
      { method: 'PUT' as const, url: `/api/admin/submissions/${submissionId}`, payload: { status: 'rejected', version: 1 }, field: 'status' },
      { method: 'PUT' as const, url: `/api/admin/submissions/${submissionId}`, payload: { status: 'pending' }, field: 'version' },
    ];
    for (const r of bad) {
      const res = await t.app.inject({ ...r, headers: { cookie: admin } });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(400);
      expect(Object.keys(res.json().errors), `${r.method} ${r.url}`).toContain(r.field);
    }
  });

  it('answers 404 for an unknown submission', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/admin/submissions/999999',
        headers: { cookie: admin },
        ...(method === 'PUT' ? { payload: { status: 'pending', version: 1 } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Submission not found' });
    }
  });
});
