import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { gotoApp, hasChromium } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { DESKTOP, useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, h1, item, toast } from './support/ui';
import { eventually } from './support/eventually';

/**
 * A guest (no account) places a Full LOA; once the admin issues the invoice, the guest opens the link
 * of the invoice e-mail, sees the invoice, pays it with the test card and downloads the PDFs, all
 * without signing in (decision 034).
 * E2E_SCREENSHOTS_DIR=/tmp/shots: screenshots of the guest's page at phone and desktop widths.
 */
const snap = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS_DIR ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/guest-${name}.png`, fullPage: true }) : Promise.resolve();
const shownToast = (page: Page, title: string) => page.getByText(title, { exact: true }).last().waitFor();
const EMAIL = 'sam.guest@example.com';

describe.skipIf(!hasChromium)('a guest pays and prints through the e-mailed link', () => {
  const site = useSite();
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await makeJpeg('#5f2440');
  });

  /** The guest link of the newest e-mail with this subject (written by the outbox's worker, so waited for). */
  function guestLink(subject: string): Promise<string> {
    return eventually(() => {
      const outbox = path.join(site.server.dataDir, 'outbox');
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
      const mail = mails.reverse().find((m) => m.includes(`To: ${EMAIL}`) && m.includes(subject));
      const body = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const link = /https?:\/\/[^\s"<>]+\/orders\/GA-[A-Z0-9-]+#token=[A-Za-z0-9_-]{43}/.exec(body)?.[0];
      if (!link) throw new Error(`no e-mail "${subject}" with a guest link in the outbox`);
      const url = new URL(link);
      return site.url(url.pathname + url.hash);
    });
  }

  it('opens the invoice from the e-mail, pays it once and downloads the PDFs', async () => {
    const { page, errors, close } = await site.openPage('/full-loa', { context: { acceptDownloads: true } });
    await fillContact(page, { fullName: 'Sam Guest', email: EMAIL, phone: '(312) 555-0199' });
    await fillShippingAddress(page, { street: '1 Lakeshore Dr', city: 'Chicago', state: 'IL', zip: '60611' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Hockey Stick' });
    await item(page, 1).getByLabel('Item Notes').fill('Stick signed on the blade');
    // Declared, so the invoice may bill the return's insurance (decision 036).
    await item(page, 1).getByLabel('Declared value ($)').fill('900');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const slip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await slip;
    const [saved] = await site.submissions();
    const orderNumber = saved!.orderNumber;
    expect(saved!.userId).toBeNull();
    await guestLink('Full LOA submission received');

    // The admin receives the parcel, passes it and issues the invoice.
    const desk = await site.openPage(`/admin?tab=submissions&status=all&q=${orderNumber}`);
    const adminPage = desk.page;
    await adminPage.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(adminPage);
    await h1(adminPage, 'Admin Dashboard').waitFor();
    await gotoApp(adminPage, site.url(`/admin?tab=submissions&status=all&q=${orderNumber}`));
    await adminPage.getByRole('button', { name: `Update submission ${orderNumber}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Update Submission' });
    await dialog.getByRole('heading', { name: 'Shipping & invoice' }).waitFor();
    await dialog.getByLabel('Condition notes').fill('Sealed tube, stick intact');
    await attachPhotos(dialog.getByRole('form', { name: 'Mark received' }), [{ name: 'intake.jpg', buffer: jpeg }]);
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await shownToast(adminPage, 'Parcel received');
    await dialog.getByText('Record a verdict for every item first.').waitFor();
    await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
    await dialog.getByRole('radio', { name: 'Pass' }).check();
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await shownToast(adminPage, 'Submission updated');
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: `Update submission ${orderNumber}` }).click();
    await dialog.getByLabel('Return shipping ($)').fill('25');
    await dialog.getByLabel('Insurance ($)').fill('12');
    await dialog.getByRole('table', { name: 'Invoice preview' }).getByText('$107.00').waitFor();
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    await adminPage.getByRole('alertdialog', { name: 'Issue the invoice for $107.00?' }).getByRole('button', { name: 'Issue invoice for $107.00' }).click();
    await shownToast(adminPage, 'Invoice issued');
    await desk.close();

    // The guest, signed out, opens the invoice e-mail's link.
    const link = await guestLink('Subject: Invoice INV-');
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoApp(page, link);
    await h1(page, `Order ${orderNumber}`).waitFor();
    // The token left the address bar at once.
    expect(page.url()).not.toContain('token');
    const invoiceTable = page.getByRole('table', { name: /Invoice INV-/ });
    await invoiceTable.waitFor();
    expect(await invoiceTable.textContent()).toContain('$107.00');
    await page.getByText('Unpaid', { exact: true }).waitFor();
    await snap(page, '1-phone-unpaid');
    await page.setViewportSize(DESKTOP);
    await snap(page, '2-desktop-unpaid');

    const invoicePdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Invoice PDF' }).click();
    expect((await invoicePdf).suggestedFilename()).toMatch(/^Invoice_INV-.*\.pdf$/);
    const submissionPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submission PDF' }).click();
    expect((await submissionPdf).suggestedFilename()).toBe(`Full_LOA_Submission_${orderNumber}.pdf`);

    await page.getByRole('button', { name: 'Pay $107.00 by card' }).click();
    await page.getByLabel('Card number').waitFor();
    await fillCard(page, TEST_CARDS.approved);
    await page.getByRole('button', { name: 'Pay $107.00', exact: true }).click();
    await toast(page, 'Payment successful').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    const receipt = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Receipt PDF' }).click();
    expect((await receipt).suggestedFilename()).toMatch(/^Receipt_INV-.*\.pdf$/);
    expect(await page.getByRole('button', { name: /by card/ }).count()).toBe(0);
    const charges = (await site.charges()).filter((c) => c.orderReference.startsWith('INV-'));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 10700, status: 'approved' });
    await snap(page, '3-desktop-paid');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, '4-phone-paid');

    expect(errors).toEqual([]);
    await close();
  });
});
