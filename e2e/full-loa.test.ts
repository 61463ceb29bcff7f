import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../server/src/db/schema';
import { seriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium, launchBrowser, watchForErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { makeJpeg } from './support/test-images';

describe.skipIf(!hasChromium)('Full LOA in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let jpeg: Buffer;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    jpeg = await makeJpeg('#2a3658');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(url: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await gotoApp(page, `${server.baseUrl}${url}`);
    await page.getByRole('heading', { level: 1, name: 'Full Letter of Authenticity' }).waitFor();
    return { page, errors, close: () => context.close() };
  }

  const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });

  it('validates, submits one item, resets the form and downloads the submission PDF', async () => {
    const { page, errors, close } = await open('/full-loa');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    for (const message of [
      'Please enter your full name',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Shipping address is required',
      'City is required',
      'State/Province is required',
      'Zip/Postal code is required',
      'You must agree to the terms and conditions',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await item(page, 1).getByText('Athlete is required').waitFor();
    await item(page, 1).getByText('Item type is required').waitFor();
    await item(page, 1).getByText('Description is required').waitFor();
    await item(page, 1).getByText('Image is required for this item').waitFor();
    await page.getByText('Submission failed', { exact: true }).first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Full Name').fill('Morgan Ellis');
    await page.getByLabel('Email').fill('morgan@example.com');
    await page.getByLabel('Phone Number').fill('(312) 555-0199');
    await page.getByLabel('Street Address').fill('1200 N Lake Shore Dr');
    await page.getByLabel('City').fill('Chicago');
    await page.getByLabel('State/Province').fill('IL');
    await page.getByLabel('Zip/Postal Code').fill('60610');
    await page.getByLabel(/^Expedited/).check();
    await page.getByLabel(/Era-appropriate signature check/).check();
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Michael Jordan' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Jersey' });
    await item(page, 1).getByLabel('Item Notes').fill('1997 Finals jersey, signed on the front number');
    await item(page, 1).locator('input[type=file]').setInputFiles({ name: 'jersey.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await item(page, 1).getByText(/Uploaded ·/).waitFor();
    // $125 + $45 expedited + $30 era check, from the shared pricing the server also uses.
    expect(await page.getByTestId('loa-total').textContent()).toBe('$200.00');
    await page.getByLabel(/I agree to the/).check();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    const file = await download;
    const [saved] = await server.database.db.select().from(submissions);
    expect(saved).toMatchObject({
      serviceType: 'full_loa',
      paymentStatus: 'pending_invoice',
      paymentMethod: 'invoice',
      paymentAmountCents: 20000,
      expeditedFeeCents: 4500,
      eraSignatureFeeCents: 3000,
    });
    expect(file.suggestedFilename()).toBe(`Full_LOA_Submission_${saved!.id}.pdf`);
    const pdf = fs.readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('heading', { name: `Submission #${saved!.id} received` }).waitFor();
    // The form is back to one empty item.
    expect(await page.getByRole('group', { name: /^Item \d/ }).count()).toBe(1);
    expect(await item(page, 1).getByLabel('Item Notes').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the bundle banner green while the items match and yellow once they are changed', async () => {
    const { page, errors, close } = await open('/full-loa?bundle=back-to-back&bundleName=Back-to-Back&bundlePrice=232.50&bundleDiscount=7');
    const banner = page.getByRole('status').filter({ hasText: /bundle/ });
    await banner.filter({ hasText: 'Back-to-Back bundle applied' }).waitFor();
    expect(await banner.getAttribute('data-state')).toBe('match');
    expect(await page.getByTestId('loa-total').textContent()).toBe('$232.50');

    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await banner.filter({ hasText: 'Bundle discount removed.' }).waitFor();
    expect(await banner.getAttribute('data-state')).toBe('modified');
    expect(await page.getByTestId('loa-total').textContent()).toBe('$195.00');

    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await banner.filter({ hasText: 'Back-to-Back bundle applied' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
