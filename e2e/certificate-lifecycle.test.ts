import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_NUMBER_PATTERN, isValidCertificateNumber } from '@shared/certificate-number';
import { AXE_PHONE, axeAtBothWidths } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { adminApi } from './support/admin-api';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillContact, fillShippingAddress, h1, item, registerInPage, toast } from './support/ui';

const PHONE = AXE_PHONE;

/**
 * The lifecycle after the admin's review (decision 013): a customer's Full LOA of two items is completed,
 * one item passing and one failing; the customer reads the timeline with the shared message and
 * downloads the one certificate; a visitor scans its QR code and verifies it with the last name.
 * (The admin's dialog itself is driven in admin-dashboard.test.ts; here the review goes through the
 * same API call the dialog makes.)
 */
describe.skipIf(!hasChromium)('a certificate from review to verification', () => {
  const site = useSite();
  let jpeg: Buffer;
  let orderNumber = '';
  let certificateNumber = '';
  let verifyUrl = '';

  beforeAll(async () => {
    jpeg = await makeJpeg('#6b1d2a');
  });

  /** The admin's review: signs in over the API and completes the submission, item by item. */
  async function completeAsAdmin(id: number): Promise<void> {
    const admin = await adminApi(site.url());
    await admin.complete(id, ['pass', 'fail'], {
      notes: 'Internal: ink matches the 1988 exemplars',
      customerNote: 'Your stick is authentic. The puck signature does not match known exemplars.',
    });
  }

  it('shows the customer the result, the timeline and the certificate, and the PDF carries the verification link', async () => {
    const { page, errors, close } = await site.openPage('/account', { context: { acceptDownloads: true }, heading: 'Account Login' });
    await registerInPage(page, { username: 'jo_lifecycle', email: 'jo.okafor@example.com', firstName: 'Jo', lastName: 'Okafor' });
    await h1(page, 'My Account').waitFor();

    await gotoApp(page, site.url('/full-loa'));
    await fillContact(page, { fullName: 'Jo Okafor', email: 'jo.okafor@example.com', phone: '(312) 555-0199' });
    await fillShippingAddress(page, { street: '1 N State St', city: 'Chicago', state: 'IL', zip: '60602' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Hockey Stick' });
    await item(page, 1).getByLabel('Item Notes').fill('Game stick signed on the blade, 1988');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await page.getByRole('button', { name: 'Add Another Item' }).click();
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 2).getByLabel('Item Type').selectOption({ label: 'Hockey Puck' });
    await item(page, 2).getByLabel('Item Notes').fill('Signed puck, silver paint pen');
    await attachPhotos(item(page, 2), [{ name: 'puck.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const slip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await slip;

    const [saved] = await site.submissions();
    orderNumber = saved!.orderNumber;
    await completeAsAdmin(saved!.id);

    await gotoApp(page, site.url(`/account/submissions/${orderNumber}`));
    await page.getByRole('heading', { name: 'Status Timeline' }).waitFor();
    const timeline = page.getByRole('list', { name: 'Status timeline' }).filter({ hasText: 'Pending → Completed' });
    await timeline.waitFor();
    // The stick passed and the puck failed: the result says so, never a plain "Pass".
    expect(await timeline.textContent()).toContain('Result: 1 of 2 items passed');
    expect(await timeline.textContent()).not.toContain('Result: Pass');
    const result = page.locator('dt', { hasText: /^Result$/ }).locator('xpath=following-sibling::dd[1]');
    expect((await result.textContent())?.trim()).toBe('1 of 2 items passed');
    // Each item carries its own verdict.
    expect(await page.locator('li', { hasText: 'Wayne Gretzky · Hockey Stick' }).textContent()).toContain('Pass');
    expect(await page.locator('li', { hasText: 'Wayne Gretzky · Hockey Puck' }).textContent()).toContain('Fail');
    // The message the admin shared is there; their internal note is not anywhere on the page.
    await page.getByText('Your stick is authentic.').first().waitFor();
    expect(await page.getByText('ink matches the 1988 exemplars').count()).toBe(0);

    // One certificate (the stick passed, the puck failed), with its PDF.
    const download = page.getByRole('link', { name: 'Download Certificate PDF' });
    expect(await download.count()).toBe(1);
    certificateNumber = (await download.getAttribute('download'))!.replace(/^Certificate_|\.pdf$/g, '');
    expect(certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
    expect(isValidCertificateNumber(certificateNumber)).toBe(true);
    await page.getByText(certificateNumber).first().waitFor();
    await axeAtBothWidths(page);

    const pdfDownload = page.waitForEvent('download');
    await download.click();
    const path = await (await pdfDownload).path();
    const pdf = (await import('node:fs')).readFileSync(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The QR code is also a link in the PDF: where a phone that scans it goes, the certificate's page.
    const link = /\((https?:\/\/[^)]*\/certificates\/[^)]*)\)/.exec(pdf.toString('latin1'));
    expect(link?.[1]).toBeDefined();
    verifyUrl = link![1]!;
    expect(new URL(verifyUrl).pathname).toBe(`/certificates/${certificateNumber}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a visitor who scans the QR code of a private certificate verify it with the last name', async () => {
    const path = new URL(verifyUrl).pathname;
    // Not public yet: the page's public data answers 404, and the page offers the lookup instead.
    const { page, errors, close } = await site.openPage(path, {
      heading: `Certificate ${certificateNumber}`,
      viewport: PHONE,
      expectedErrors: [{ status: 404, path: `/api/certificates/${certificateNumber}/public` }],
    });
    await page.getByRole('heading', { name: 'Not a public certificate' }).waitFor();
    await page.getByText(certificateNumber, { exact: true }).waitFor();
    await page.getByLabel('Last Name').fill('okafor');
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    const card = page.getByRole('article', { name: 'Certificate Verified' });
    await card.waitFor();
    await card.getByText('Valid', { exact: true }).waitFor();
    await card.getByText('Wayne Gretzky').first().waitFor();
    const photo = card.getByRole('img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await axeAtBothWidths(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the holder make it public: anyone then sees its page, photo and badge without a name', async () => {
    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login' });
    await page.getByLabel('Username or Email').fill('jo_lifecycle');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await h1(page, 'My Account').waitFor();
    await gotoApp(page, site.url(`/account/submissions/${orderNumber}`));
    const toggle = page.getByLabel('Public page and badge');
    await toggle.check();
    // The box is ticked at once, the choice saved after: the public page is asked for only once it is.
    await toast(page, 'Certificate is public').waitFor();
    await page.getByRole('link', { name: 'See its public page' }).click();
    const card = page.getByRole('article', { name: `Certificate ${certificateNumber}` });
    await card.getByText('Valid Certificate').waitFor();
    const photo = card.getByRole('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await card.textContent()).not.toContain('Okafor');
    await axeAtBothWidths(page);
    expect(errors).toEqual([]);
    await close();

    // A stranger's browser: the page with its link preview, and the badge.
    const html = await (await fetch(site.url(`/certificates/${certificateNumber}`))).text();
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/photos\/0">/);
    const badge = await fetch(site.url(`/api/certificates/${certificateNumber}/badge.svg`));
    expect(await badge.text()).toContain('>Valid<');
  });
});
