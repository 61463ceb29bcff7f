import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { submissionItems, submissions, submissionStatusHistory } from '../server/src/db/schema';
import { seedSubmission } from '../server/test/support/admin-fixtures';
import { hasChromium } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { expectNoSeriousAxeViolations } from './support/axe';
import { h1 } from './support/ui';
import { eventually } from './support/eventually';

/**
 * The admin's home is the work (issue: "the admin's daily work is hard to reach"): the to-do lists by
 * step and every submission, with the actions in view at desktop and phone width; a row or a to-do
 * entry opens the submission, and the dialog never undoes a step it took.
 */
// SHOTS_DIR=/work/shots/admin: the screenshots to look at by eye.
const shotsDir = process.env.SHOTS_DIR;
const snap = async (page: Page | Locator, name: string) => {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, ...('goto' in page ? { fullPage: true } : {}) });
};
// While a dialog is open, Radix hides the rest of the page (the toasts' region too) from the
// accessibility tree, so a toast is found by its text.
const shownToast = (page: Page, title: string) => page.getByText(title, { exact: true }).last().waitFor();

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await enterAdminCode(page);
  await h1(page, 'Admin Dashboard').waitFor();
}

/** The element is inside the visible part of `box` (not clipped by its scroll) and of the window. */
async function expectFullyVisible(target: Locator, box: Locator, page: Page) {
  const [t, b] = [await target.boundingBox(), await box.boundingBox()];
  const width = page.viewportSize()!.width;
  expect(t && b).toBeTruthy();
  expect(t!.x).toBeGreaterThanOrEqual(b!.x - 0.5);
  expect(t!.x + t!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(t!.x + t!.width).toBeLessThanOrEqual(width);
}

describe.skipIf(!hasChromium)("the admin's home and update dialog", () => {
  const site = useSite();
  let loa = { id: 0, orderNumber: '' };
  let pair = { id: 0, orderNumber: '' };

  beforeAll(async () => {
    const db = site.server.database.db;
    const long = 'Signed 1994 road jersey with a very long description that makes the item column wide';
    loa = await seedSubmission(db, { fullName: 'Quinn Delacroix-Montgomery', email: 'quinn.delacroix-montgomery@example.com', item: long }, [
      { description: long, imageUrls: [] },
    ]);
    pair = await seedSubmission(db, { serviceType: 'bundle_loa', fullName: 'Harper Lindqvist', email: 'harper@example.com' }, [
      // Declared, so the invoice may bill the return's insurance (decision 036).
      { athlete: 'michael-jordan', itemType: 'basketball', description: 'Game ball', imageUrls: [], declaredValueCents: 150_000 },
      { athlete: 'wayne-gretzky', itemType: 'hockey-stick', description: 'Signed stick', imageUrls: [] },
    ]);
  });

  it('opens on the to-do lists and every submission, the actions in view at 1440 px', async () => {
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 1440, height: 900 } });
    await signIn(page);
    const receive = page.getByRole('region', { name: 'Parcels to receive' });
    await receive.getByText(loa.orderNumber).waitFor();
    await receive.getByText(pair.orderNumber).waitFor();
    // Every status by default, and the heading says so.
    await page.getByRole('heading', { name: 'All Submissions' }).waitFor();
    const region = page.getByRole('region', { name: 'All Submissions table' });
    const update = region.getByRole('button', { name: `Update submission ${loa.orderNumber}` });
    await update.waitFor();
    await expectFullyVisible(update, region, page);
    await snap(page, 'home-1440');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // A click on the row (not on a button) opens the submission.
    await region.getByRole('row').filter({ hasText: pair.orderNumber }).getByText('Harper Lindqvist').click();
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    await dialog.getByText(pair.orderNumber).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Enter on a focused row opens it too.
    // (The closed dialog hands the focus back to the row it opened from first.)
    const loaRow = region.getByRole('row').filter({ hasText: loa.orderNumber });
    await eventually(async () => {
      await loaRow.focus();
      expect(await loaRow.evaluate((row) => row === document.activeElement)).toBe(true);
    });
    await page.keyboard.press('Enter');
    await dialog.getByText(loa.orderNumber).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A new submission shows without a reload: the lists read again when the admin comes back to the tab.
    const fresh = await seedSubmission(site.server.database.db, { fullName: 'Rowan Achterberg' }, [{ imageUrls: [] }]);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await receive.getByText(fresh.orderNumber).waitFor();
    await region.getByRole('rowheader', { name: fresh.orderNumber }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the actions in view at 390 px', async () => {
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 390, height: 844 } });
    await signIn(page);
    await page.getByRole('region', { name: 'Parcels to receive' }).getByText(loa.orderNumber).waitFor();
    const cards = page.getByRole('list', { name: 'Submissions' });
    const update = cards.getByRole('button', { name: `Update submission ${loa.orderNumber}` });
    await update.waitFor();
    await expectFullyVisible(update, cards, page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await snap(page, 'home-390');
    expect(errors).toEqual([]);
    await close();
  });

  it('receives, keeps Processing on a note, judges every item in one click, and confirms the invoice with its total', async () => {
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 1440, height: 900 } });
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    await page.getByRole('region', { name: 'Parcels to receive' }).getByRole('button', { name: new RegExp(pair.orderNumber) }).click();
    await dialog.getByLabel('Condition notes').fill('Box intact, both items safe');
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await shownToast(page, 'Parcel received');
    // The status select follows the step: Processing, as the badge.
    await eventually(async () => expect(await dialog.getByLabel('Status').inputValue()).toBe('processing'));
    // No return shipment before the verdict.
    await dialog.getByText('Recorded once every item has its verdict.').waitFor();
    expect(await dialog.getByRole('form', { name: 'Record return shipment' }).count()).toBe(0);
    await dialog.getByLabel(/^Notes/).fill('Checked the holograms');
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await shownToast(page, 'Submission updated');
    await dialog.waitFor({ state: 'detached' });
    const db = site.server.database.db;
    const [row] = await db.select().from(submissions).where(eq(submissions.id, pair.id));
    expect(row).toMatchObject({ status: 'processing', adminNotes: 'Checked the holograms' });
    const moves = await db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, pair.id));
    expect(moves.filter((h) => h.kind === 'status').map((h) => h.toStatus)).toEqual(['processing']);

    // Verdicts to give: one click passes both items.
    const verdicts = page.getByRole('region', { name: 'Verdicts to give' });
    await verdicts.getByRole('button', { name: new RegExp(pair.orderNumber) }).click();
    await dialog.getByRole('heading', { name: 'Verdict per item' }).waitFor();
    await dialog.getByRole('button', { name: 'All pass' }).click();
    expect(await dialog.getByRole('radio', { name: 'Pass' }).evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).checked))).toEqual([true, true]);
    await snap(dialog, 'dialog-verdicts');
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await shownToast(page, 'Submission updated');
    await dialog.waitFor({ state: 'detached' });
    const items = await db.select().from(submissionItems).where(eq(submissionItems.submissionId, pair.id));
    expect(items.map((i) => i.outcome)).toEqual(['pass', 'pass']);

    // Invoices to issue: no silent $0, the total asked to confirm.
    await page.getByRole('region', { name: 'Invoices to issue' }).getByRole('button', { name: new RegExp(pair.orderNumber) }).click();
    const issue = dialog.getByRole('form', { name: 'Issue invoice' });
    await issue.waitFor();
    expect(await issue.getByLabel('Return shipping ($)').inputValue()).toBe('');
    expect(await issue.getByRole('button', { name: 'Issue invoice' }).isDisabled()).toBe(true);
    await issue.getByLabel('Return shipping ($)').fill('25');
    await issue.getByLabel('Insurance ($)').fill('12');
    const total = (await dialog.getByRole('table', { name: 'Invoice preview' }).locator('tfoot').textContent())?.match(/\$[\d,]+\.\d\d/)?.[0];
    expect(total).toBeTruthy();
    await issue.getByRole('button', { name: 'Issue invoice' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Issue the invoice for ${total}?` });
    await confirm.waitFor();
    await snap(page, 'invoice-confirm');
    await confirm.getByRole('button', { name: `Issue invoice for ${total}` }).click();
    await shownToast(page, 'Invoice issued');
    await dialog.getByText('Unpaid', { exact: true }).waitFor();
    // The return shipment is now offered (with the override the unpaid invoice needs).
    await dialog.getByRole('form', { name: 'Record return shipment' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('corrects a declared value the customer left out, with a reason, before the invoice', async () => {
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 1440, height: 900 } });
    await signIn(page);
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    await page.getByRole('region', { name: 'Parcels to receive' }).getByRole('button', { name: new RegExp(loa.orderNumber) }).click();
    const declared = dialog.getByRole('group', { name: 'Declared values' }).first();
    expect(await declared.textContent()).toContain('The return shipment is not insured');
    await dialog.getByRole('button', { name: 'Correct a declared value' }).click();
    const form = dialog.getByRole('form', { name: 'Correct a declared value' });
    // A reason is required: the server's message shows under its field, nothing is saved.
    await form.getByLabel('Declared value ($)').fill('1,200');
    await form.getByRole('button', { name: 'Save declared value' }).click();
    await form.getByText('Reason must be at least 3 characters').waitFor();
    await form.getByLabel('Reason').fill('The mail-in form in the box declares $1,200');
    await expectNoSeriousAxeViolations(page);
    await snap(dialog, 'dialog-declared-value');
    await form.getByRole('button', { name: 'Save declared value' }).click();
    await shownToast(page, 'Declared value corrected');
    await form.waitFor({ state: 'detached' });
    await eventually(async () => expect(await declared.textContent()).toContain('Declared total$1,200.00'));
    expect(await declared.textContent()).toContain('The return shipment is insured for $1,200.00.');
    const db = site.server.database.db;
    const [item] = await db.select().from(submissionItems).where(eq(submissionItems.submissionId, loa.id));
    expect(item!.declaredValueCents).toBe(120_000);
    const entries = (await db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, loa.id))).filter((h) => h.kind === 'declared_value');
    expect(entries.map((h) => [h.fromValue, h.toValue, h.customerNote, h.visibleToCustomer])).toEqual([
      ['item 1 not declared', 'item 1 at $1,200.00', 'The mail-in form in the box declares $1,200', true],
    ]);
    expect(errors).toEqual([]);
    await close();
  });
});
