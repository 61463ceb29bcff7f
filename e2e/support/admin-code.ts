import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { users } from '../../server/src/db/schema';
import { totpFor } from '../../server/src/modules/auth/second-factor';
import { E2E_ADMIN, serverDatabases } from './server';

/**
 * The E2E admin's current authenticator code for the server at `url`. A test cannot wait out a time
 * step, so the step the last sign-in spent is forgotten first (the replay rule has its own API test).
 */
export async function adminCode(url: string): Promise<string> {
  const database = serverDatabases.get(new URL(url).origin);
  if (!database) throw new Error(`adminCode: no running test server at ${url}`);
  await database.db.update(users).set({ totpLastStep: null }).where(eq(users.role, 'admin'));
  return totpFor(E2E_ADMIN.totpSecret).generate();
}

/** The sign-in's second step, after the admin's password was sent: types the code and signs in. */
export async function enterAdminCode(page: Page): Promise<void> {
  const field = page.getByLabel('Authentication code');
  await field.waitFor();
  await field.fill(await adminCode(page.url()));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}
