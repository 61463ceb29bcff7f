import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submissions } from '../server/src/db/schema';
import { seedSubmission } from '../server/test/support/admin-fixtures';
import { hasChromium } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { h1 } from './support/ui';

/** Rejecting from the update dialog (docs/decisions/025): a reason first, a confirmation, then the dialog offers no status. */
// SHOTS_DIR=/work/shots/reject: the screenshots to look at by eye.
const shotsDir = process.env.SHOTS_DIR;
const snap = async (page: Page, name: string) => {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

describe.skipIf(!hasChromium)('rejecting a submission', () => {
  const site = useSite();

  it('asks for the reason, confirms, and leaves a rejected submission nothing to move', async () => {
    const s = await seedSubmission(site.server.database.db, { fullName: 'Sasha Brennecke', email: 'sasha@example.com' }, [{ imageUrls: [] }]);
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 1440, height: 900 } });
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();

    await page.getByRole('button', { name: `Update submission ${s.orderNumber}` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    await dialog.getByRole('button', { name: 'Reject submission' }).click();
    // No reason: refused in the form, naming the field.
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Reason is required: the customer reads it').waitFor();
    await dialog.getByLabel('Reason for rejecting').fill('Your parcel never reached us: the carrier sent it back to you.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await snap(page, 'reject-confirm');
    await dialog.getByRole('button', { name: 'Yes, reject it' }).click();
    await page.getByText('Submission rejected', { exact: true }).last().waitFor();
    await dialog.getByText('(it moves no more)').waitFor();
    await dialog.getByText('Your parcel never reached us: the carrier sent it back to you.').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Reject submission' }).count()).toBe(0);
    await snap(page, 'rejected');
    const [row] = await site.server.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionReason: 'Your parcel never reached us: the carrier sent it back to you.' });
    expect(errors).toEqual([]);
    await close();
  });
});
