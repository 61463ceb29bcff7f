import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_UPDATE_MESSAGES } from '@shared/schemas/admin';
import { axeAtBothWidths, expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium, reloadApp } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillContact, fillShippingAddress, h1, item, registerInPage, toast, toasts } from './support/ui';
import { eventually } from './support/eventually';

async function signIn(page: Page, usernameOrEmail: string, password: string): Promise<void> {
  await page.getByLabel('Username or Email').fill(usernameOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The submissions table (desktop width); its name follows the status filter ("All Submissions", "Completed Submissions"…). */
const table = (page: Page) => page.getByRole('table', { name: /^\w+ Submissions/ });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

describe.skipIf(!hasChromium)('the admin dashboard', () => {
  // No demo content: its showcase letters are completed submissions, and this file counts its own.
  const site = useSite({ SEED_DEMO: 'false' });
  let jpeg: Buffer;
  const orders: string[] = [];
  const submissionIds: number[] = [];

  beforeAll(async () => {
    jpeg = await makeJpeg('#1b2642');
  });

  it('sends a customer to Access Denied after they submit two Full LOAs', async () => {
    const { page, errors, close } = await site.openPage('/account', { context: { acceptDownloads: true }, heading: 'Account Login' });
    await registerInPage(page, { username: 'riley_admin_e2e', email: 'riley@example.com', firstName: 'Riley', lastName: 'Quinn' });
    await h1(page, 'My Account').waitFor();
    for (const [athlete, type, notes] of [
      ['Wayne Gretzky', 'Hockey Stick', 'Game stick signed on the blade, 1988'],
      ['Michael Jordan', 'Basketball', 'Signed game ball, 1996 finals'],
    ] as const) {
      await gotoApp(page, site.url('/full-loa'));
      await fillContact(page, { fullName: 'Riley Quinn', email: 'riley@example.com', phone: '(312) 555-0100' });
      await fillShippingAddress(page, { street: '200 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' });
      await item(page, 1).getByLabel('Athlete').selectOption({ label: athlete });
      await item(page, 1).getByLabel('Item Type').selectOption({ label: type });
      await item(page, 1).getByLabel('Item Notes').fill(notes);
      await attachPhotos(item(page, 1), [{ name: 'item.jpg', buffer: jpeg }]);
      await agreeToTerms(page);
      const pdf = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
      await pdf;
    }
    const saved = await site.submissions();
    // Oldest first: the second one is the newer.
    const sorted = saved.sort((a, b) => a.id - b.id);
    orders.push(...sorted.map((s) => s.orderNumber));
    submissionIds.push(...sorted.map((s) => s.id));
    expect(orders).toHaveLength(2);

    await gotoApp(page, site.url('/admin'));
    await h1(page, 'Access Denied').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('asks a visitor to sign in and shows an admin the dashboard: counts, filters, search, sort, reload, update', async () => {
    // The stale save below is refused on purpose.
    const expectedErrors = [{ status: 409, path: `/api/admin/submissions/${submissionIds[1]}` }];
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login', expectedErrors, context: { acceptDownloads: true } });
    await page.getByText('Sign in with an admin account to open the Admin Dashboard').waitFor();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');

    // Work, the first screen: the to-do lists, every submission, then the five counts.
    await page.getByRole('region', { name: 'Parcels to receive' }).getByText(orders[0]!).waitFor();
    await page.getByRole('heading', { name: 'All Submissions' }).waitFor();
    const counts = page.getByRole('list', { name: 'Counts' });
    await counts.getByTestId('stat-total').filter({ hasText: '2' }).waitFor();
    expect(await counts.getByTestId('stat-pending').textContent()).toBe('2');
    expect(await counts.getByTestId('stat-processing').textContent()).toBe('0');
    expect(await counts.getByTestId('stat-completed').textContent()).toBe('0');
    expect(Number(await counts.getByTestId('stat-users').textContent())).toBeGreaterThanOrEqual(2);
    await page.getByRole('heading', { name: 'Unattached payments' }).waitFor();
    await axeAtBothWidths(page);

    // Submissions: every status by default, newest first.
    const [older = '', newer = ''] = orders;
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    const ids = async () => table(page).getByRole('rowheader').allTextContents();
    expect(await ids()).toEqual([newer, older]);
    expect(await header(page, 'Submitted Date').getAttribute('aria-sort')).toBe('descending');
    // At 1280 px every column is in view, Status and Submitted Date included: nothing behind a scroll.
    const region = page.getByRole('region', { name: 'All Submissions table' });
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await axeAtBothWidths(page);

    // Completed: none yet, under its own heading; back to All Statuses, which the URL leaves out as the default.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Completed' });
    await table(page).getByText('No submissions match these filters').waitFor();
    await page.getByRole('heading', { name: 'Completed Submissions' }).waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('completed');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All Statuses' });
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);

    // Sort by Submission ID: descending, ascending, then none.
    const idHeader = header(page, 'Submission ID');
    await idHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'id');
    // The URL changes first; the header follows on the next render.
    await eventually(async () => expect(await idHeader.getAttribute('aria-sort')).toBe('descending'));
    await idHeader.getByRole('button').click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await eventually(async () => expect(await idHeader.getAttribute('aria-sort')).toBe('ascending'));
    expect(await header(page, 'Submitted Date').getAttribute('aria-sort')).toBe('none');

    // Search one order number (debounced into the URL).
    await search(page).fill(older);
    await page.waitForURL((url) => url.searchParams.get('q') === older);
    await table(page).getByRole('rowheader', { name: newer }).waitFor({ state: 'detached' });
    expect(await ids()).toEqual([older]);

    // A reload shows the same view.
    await reloadApp(page);
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    expect(await ids()).toEqual([older]);
    expect(await search(page).inputValue()).toBe(older);
    expect(await header(page, 'Submission ID').getAttribute('aria-sort')).toBe('ascending');
    expect(await page.getByRole('tab', { name: 'Work' }).getAttribute('aria-selected')).toBe('true');

    // Its photo in the full-screen viewer, closed with Esc; its packing-slip PDF.
    await page.getByRole('button', { name: `1 image of submission ${older}` }).click();
    const viewer = page.getByRole('dialog', { name: 'Submission Image' });
    await viewer.getByRole('img').waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `PDF of submission ${older}` }).click();
    expect((await download).suggestedFilename()).toBe(`Full_LOA_Submission_${older}.pdf`);
    await toast(page, 'PDF Downloaded').waitFor();
    await toasts(page).getByText(`PDF for submission ${older} downloaded successfully.`, { exact: true }).waitFor();

    // Complete it with a pass.
    await page.getByRole('button', { name: `Update submission ${older}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    // The dialog opens on a placeholder while it reads the submission; its form comes with the answer.
    await dialog.getByLabel('Status').waitFor();
    // Processing is offered for a Full LOA.
    expect(await dialog.getByLabel('Status').locator('option').allTextContents()).toEqual(['Pending', 'Processing', 'Completed']);
    await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
    await dialog.getByRole('radio', { name: 'Pass' }).check();
    await dialog.getByLabel(/^Notes/).fill('Signature matches the 1988 exemplars.');
    await dialog.getByLabel(/^Message to the customer/).fill('Authentic: your letter is on its way.');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await toast(page, 'Submission updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await site.submissions()).find((s) => s.orderNumber === older);
    expect(saved?.status).toBe('completed');
    expect(saved?.outcome).toBe('pass');

    // It shows Completed, and its dialog the history and the certificate.
    const row = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: older }) });
    await row.getByText('Completed').waitFor();
    await row.getByRole('button', { name: `Update submission ${older}` }).click();
    await dialog.waitFor();
    await dialog.getByText('Signature matches the 1988 exemplars.').last().waitFor();
    await dialog.getByText('Shown to customer').waitFor();
    await dialog.getByRole('button', { name: /open the certificate/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Two admins: another one moves the newer submission to Processing while this dialog is open.
    await search(page).fill('');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await page.getByRole('button', { name: `Update submission ${newer}` }).click();
    await dialog.waitFor();
    await dialog.getByText('Submitted', { exact: true }).waitFor();
    const status = await page.evaluate(async (id) => {
      const current = (await (await fetch(`/api/admin/submissions/${id}`)).json()) as { version: number };
      const res = await fetch(`/api/admin/submissions/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'processing', notes: 'Opened by the other admin', version: current.version }),
      });
      return res.status;
    }, submissionIds[1]);
    expect(status).toBe(200);
    await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
    await dialog.getByRole('radio', { name: 'Pass' }).check();
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    // Exact text: the toast, not its screen-reader announcement, which repeats it.
    await page.getByText('Update failed', { exact: true }).waitFor();
    await page.getByText(ADMIN_UPDATE_MESSAGES.staleVersion, { exact: true }).waitFor();
    // The dialog stays open, reloaded: their change shows, and saving again applies this one.
    await dialog.getByRole('alert').filter({ hasText: 'Another admin changed this submission while you had it open' }).waitFor();
    await dialog.getByText('Opened by the other admin').waitFor();
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await dialog.waitFor({ state: 'detached' });
    await toast(page, 'Submission updated').waitFor();
    expect((await site.submissions()).find((s) => s.id === submissionIds[1])?.status).toBe('completed');

    // The Users tab leads to a customer's submissions, every status, with a removable chip.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('table', { name: /^Users/ }).waitFor();
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'View submissions of Riley Quinn' }).click();
    await page.getByText('Customer: Riley Quinn').waitFor();
    await table(page).getByRole('rowheader', { name: newer }).waitFor();
    // Every status (the default, left out of the URL), on the Work tab.
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    expect(await page.getByRole('tab', { name: 'Work' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: /remove the filter on Riley Quinn/ }).click();
    await page.getByText('Customer: Riley Quinn').waitFor({ state: 'detached' });

    // One a page (a page size from the URL): Next, Previous and First by cursor, the place kept in the URL (decision 011).
    await gotoApp(page, site.url('/admin?pageSize=1'));
    await table(page).getByRole('rowheader', { name: newer }).waitFor();
    const pager = page.getByRole('navigation', { name: 'Pages of submissions' });
    await pager.getByText('1 of 2 submissions').waitFor();
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'First' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'Next' }).click();
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    expect(new URL(page.url()).searchParams.get('after')).toMatch(/^\d+_\d+$/);
    await eventually(async () => expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true));
    await reloadApp(page);
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await table(page).getByRole('rowheader', { name: newer }).waitFor();
    await pager.getByRole('button', { name: 'Next' }).click();
    await table(page).getByRole('rowheader', { name: older }).waitFor();
    await pager.getByRole('button', { name: 'First' }).click();
    await page.waitForURL((url) => !url.searchParams.has('after') && !url.searchParams.has('before'));
    await table(page).getByRole('rowheader', { name: newer }).waitFor();

    // The content tabs hold the collection and blog tools.
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('button', { name: /^Add (New|First) Item$/ }).waitFor();
    await axeAtBothWidths(page);

    // /account shows an admin the same dashboard.
    await gotoApp(page, site.url('/account'));
    await h1(page, 'Admin Dashboard').waitFor();

    expect(errors).toEqual([]);
    await close();
  });
});
