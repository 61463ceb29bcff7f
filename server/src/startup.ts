import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkAdminPassword } from './config/env';
import { ensureAdmin } from './modules/auth/admin-bootstrap';
import { seedDemoContent } from './modules/demo/demo-content';

/**
 * What a starting server writes before it listens, kept out of buildApp (which builds and writes
 * nothing of its own): the configured admin (ADMIN_EMAIL and ADMIN_PASSWORD) and, on the embedded
 * database, the demo content (SEED_DEMO; never on a production-like site). server.ts calls it, and so do the test apps
 * (server/test/support/test-app.ts, e2e/support/server.ts) so that they start as the real server does.
 * Both steps are idempotent: every start may run them again.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<void> {
  const env = app.config;
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    // A weak ADMIN_PASSWORD stops the start, like any bad setting, whether or not the admin exists yet.
    await checkAdminPassword(env);
    await ensureAdmin(
      app.users,
      { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, firstName: env.ADMIN_FIRST_NAME, lastName: env.ADMIN_LAST_NAME, totpSecret: env.ADMIN_TOTP_SECRET },
      app.log,
      app.secondFactor,
      app.sessionStore,
    );
  }
  await seedDemoContent({ database: app.database, storage: app.storage, tmpDir: path.join(env.dataDir, 'tmp'), enabled: env.SEED_DEMO, productionReason: env.productionReason, log: app.log });
}
