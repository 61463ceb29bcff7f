import { ADMIN_ENV, signIn } from './admin-fixtures';
import { createTestApp, type TestApp } from './test-app';

export interface OpenApiApp {
  t: TestApp;
  /** The signed-in admin's cookie: the document is for admins only. */
  admin: string;
  /** The OpenAPI document as the server sends it (text); throws unless the admin gets it (200). */
  document: () => Promise<string>;
}

/** A test app with its admin signed in, for the tests that read /api/docs/openapi.json. */
export async function startOpenApiApp(): Promise<OpenApiApp> {
  const t = await createTestApp(ADMIN_ENV);
  const admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  return {
    t,
    admin,
    document: async () => {
      const res = await t.app.inject({ url: '/api/docs/openapi.json', headers: { cookie: admin } });
      if (res.statusCode !== 200) throw new Error(`GET /api/docs/openapi.json answered ${res.statusCode}: ${res.body}`);
      return res.body;
    },
  };
}
