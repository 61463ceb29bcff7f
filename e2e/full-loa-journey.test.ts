import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { axeAtBothWidths } from './support/axe';
import { gotoApp, hasChromium, reloadApp } from './support/browser';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, h1, item, registerInPage, toast } from './support/ui';

/**
 * The whole Full LOA journey after the form (issue 15), in the browser: a customer submits and adds
 * the tracking of the parcel; the admin receives it, completes it with a pass, issues the invoice with
 * return shipping; the customer pays by card (test card) and sees it paid, as a test payment; the
 * admin records the return shipment; the customer follows it with the carrier's link and has the
 * certificate.
 */
describe.skipIf(!hasChromium)('the Full LOA journey after the form', () => {
  const site = useSite();
  let jpeg: Buffer;
  let admin = '';

  beforeAll(async () => {
    jpeg = await makeJpeg('#24405f');
  });

  async function asAdmin(path: string, method = 'GET', body?: unknown) {
    if (!admin) {
      const login = await fetch(site.url('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      });
      admin = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    }
    const res = await fetch(site.url(path), {
      method,
      headers: { cookie: admin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.ok, `${method} ${path}: ${res.status} ${text}`).toBe(true);
    return JSON.parse(text) as Record<string, unknown>;
  }

  it('takes one item from submission to its return, paid online', async () => {
    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login', context: { acceptDownloads: true } });
    await registerInPage(page, { username: 'riley_journey', email: 'riley.journey@example.com', firstName: 'Riley', lastName: 'Novak' });
    await h1(page, 'My Account').waitFor();

    // 1. The form (the parcel is not shipped yet: the optional tracking stays empty).
    await gotoApp(page, site.url('/full-loa'));
    await fillContact(page, { fullName: 'Riley Novak', email: 'riley.journey@example.com', phone: '(312) 555-0123' });
    await fillShippingAddress(page, { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Hockey Stick' });
    await item(page, 1).getByLabel('Item Notes').fill('Game stick signed on the blade, 1986');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const slip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await slip;
    const [saved] = await site.submissions();
    const orderNumber = saved!.orderNumber;

    // 2. The customer adds the tracking on Submission Details.
    await gotoApp(page, site.url(`/account/submissions/${orderNumber}`));
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    await page.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Save tracking' }).click();
    await toast(page, 'Tracking saved').waitFor();
    const inboundLink = page.getByRole('link', { name: /UPS 1Z999AA10123456784/ });
    await inboundLink.waitFor();
    expect(await inboundLink.getAttribute('href')).toBe('https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');

    // 3. The admin receives the parcel, completes the review with a pass, and issues the invoice.
    const today = new Date().toISOString().slice(0, 10);
    await asAdmin(`/api/admin/submissions/${saved!.id}/receive`, 'POST', { receivedOn: today, condition: 'Sealed tube, stick intact' });
    const details = (await asAdmin(`/api/admin/submissions/${saved!.id}`)) as { version: number; items: { id: number }[] };
    await asAdmin(`/api/admin/submissions/${saved!.id}`, 'PUT', {
      status: 'completed',
      notes: '',
      itemOutcomes: details.items.map((i) => ({ itemId: i.id, outcome: 'pass' })),
      version: details.version,
    });
    await asAdmin(`/api/admin/submissions/${saved!.id}/invoice`, 'POST', { returnShippingCents: 2500, insuranceCents: 1200 });

    // 4. The customer sees the arrival, the invoice line by line, and pays it with the test card.
    await reloadApp(page);
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
    await page.getByText('Sealed tube, stick intact').first().waitFor();
    await page.getByText('Unpaid', { exact: true }).waitFor();
    const invoiceTable = page.getByRole('table', { name: /Invoice INV-/ });
    expect(await invoiceTable.textContent()).toContain('Return shipping');
    expect(await invoiceTable.textContent()).toContain('$107.00');
    await axeAtBothWidths(page);
    await page.getByRole('button', { name: 'Pay $107.00 by card' }).click();
    await page.getByLabel('Card number').waitFor();
    await fillCard(page, TEST_CARDS.approved);
    await page.getByRole('button', { name: 'Pay $107.00', exact: true }).click();
    await toast(page, 'Payment successful').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByTestId('test-payment').first().waitFor();
    expect(await page.getByRole('link', { name: 'Receipt PDF' }).count()).toBe(1);
    const [charge] = (await site.charges()).filter((c) => c.orderReference.startsWith('INV-'));
    expect(charge).toMatchObject({ amountCents: 10700, status: 'approved', mode: 'sandbox' });

    // 5. The admin ships it back; the customer follows it and has the certificate.
    await asAdmin(`/api/admin/submissions/${saved!.id}/return-shipment`, 'POST', {
      carrier: 'fedex',
      trackingNumber: '123456789012',
      insuredValueCents: 300000,
      shippedOn: today,
    });
    await reloadApp(page);
    const back = page.getByRole('link', { name: /FedEx 123456789012/ });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    await page.getByText('$3,000.00').first().waitFor();
    expect(await page.getByRole('link', { name: 'Download Certificate PDF' }).count()).toBe(1);
    const timeline = await page.getByRole('heading', { name: 'Status Timeline' }).locator('xpath=../..').textContent();
    for (const step of ['Tracking added for your parcel', 'Item received at our facility', 'Invoice issued', 'Invoice paid', 'Item shipped back to you']) {
      expect(timeline).toContain(step);
    }
    await axeAtBothWidths(page);
    expect(errors).toEqual([]);
    await close();
  });
});
