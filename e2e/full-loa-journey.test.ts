import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { axeAtBothWidths, expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium, reloadApp } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, h1, item, registerInPage, toast } from './support/ui';
import { eventually } from './support/eventually';

/**
 * The whole Full LOA journey after the form (decision 015), in the browser: a customer submits and adds
 * the tracking of the parcel; the admin corrects its declared value, receives it, completes it with a pass, issues the invoice with
 * return shipping; the customer pays by card (test card) and sees it paid, as a test payment; the
 * admin records the return shipment; the customer follows it with the carrier's link and has the
 * certificate.
 */
// While a dialog is open, Radix hides the rest of the page (the toasts' region too) from the
// accessibility tree, so the toast is found by its text.
// E2E_SCREENSHOTS_DIR=/tmp/shots: full-page screenshots of the journey's key screens, to look at.
const snap = (page: Page, name: string) =>
  process.env.E2E_SCREENSHOTS_DIR ? page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/journey-${name}.png`, fullPage: true }) : Promise.resolve();
const shownToast = (page: Page, title: string) => page.getByText(title, { exact: true }).last().waitFor();

describe.skipIf(!hasChromium)('the Full LOA journey after the form', () => {
  const site = useSite();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg('#24405f');
  });

  // One journey in steps that share the two pages (the customer's and the admin's): each step has a
  // time limit of its own, and a failure names the step. Steps run in order; a failed step fails the rest.
  let page: Page;
  let errors: string[];
  let close: () => Promise<void>;
  let desk: Awaited<ReturnType<typeof site.openPage>>;
  let adminPage: Page;
  let orderNumber: string;

  it('1. the customer submits the form; the parcel is not shipped yet', async () => {
    ({ page, errors, close } = await site.openPage('/account', { heading: 'Account Login', context: { acceptDownloads: true } }));
    await registerInPage(page, { username: 'riley_journey', email: 'riley.journey@example.com', firstName: 'Riley', lastName: 'Novak' });
    await h1(page, 'My Account').waitFor();

    // 1. The form (the parcel is not shipped yet: the optional tracking stays empty).
    await gotoApp(page, site.url('/full-loa'));
    await fillContact(page, { fullName: 'Riley Novak', email: 'riley.journey@example.com', phone: '(312) 555-0123' });
    await fillShippingAddress(page, { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zip: '60606' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Hockey Stick' });
    await item(page, 1).getByLabel('Item Notes').fill('Game stick signed on the blade, 1986');
    await item(page, 1).getByLabel('Declared value ($)').fill('2000');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const slip = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await slip;
    const [saved] = await site.submissions();
    orderNumber = saved!.orderNumber;
  });

  it('2. the customer adds the tracking on Submission Details', async () => {
    await gotoApp(page, site.url(`/account/submissions/${orderNumber}`));
    await page.getByRole('heading', { name: 'Shipping' }).waitFor();
    await page.getByLabel('Carrier').selectOption({ label: 'UPS' });
    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Save tracking' }).click();
    await toast(page, 'Tracking saved').waitFor();
    const inboundLink = page.getByRole('link', { name: /UPS 1Z999AA10123456784/ });
    await inboundLink.waitFor();
    expect(await inboundLink.getAttribute('href')).toBe('https://www.ups.com/track?loc=en_US&tracknum=1Z999AA10123456784');

  });

  // The admin, in the back office: receives the parcel, completes the review with a pass, issues
  // the invoice with return shipping and insurance (the preview shows the total first).
  it('3. the admin receives the parcel and completes the review with a pass', async () => {
    desk = await site.openPage(`/admin?tab=submissions&status=all&q=${orderNumber}`);
    adminPage = desk.page;
    await adminPage.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await adminPage.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(adminPage);
    await h1(adminPage, 'Admin Dashboard').waitFor();
    await gotoApp(adminPage, site.url(`/admin?tab=submissions&status=all&q=${orderNumber}`));
    await adminPage.getByRole('button', { name: `Update submission ${orderNumber}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Update Submission' });
    await dialog.getByRole('heading', { name: 'Shipping & invoice' }).waitFor();
    await dialog.getByRole('link', { name: /UPS 1Z999AA10123456784/ }).waitFor();
    // What the customer declared, to check against the parcel.
    expect(await dialog.getByRole('group', { name: 'Declared values' }).first().textContent()).toContain('Declared total$2,000.00');
    // The paper form in the box says more: the admin corrects it, saying why (the customer reads it).
    await dialog.getByRole('button', { name: 'Correct a declared value' }).click();
    const correction = dialog.getByRole('form', { name: 'Correct a declared value' });
    expect(await correction.getByLabel('Declared value ($)').inputValue()).toBe('2000.00');
    await correction.getByLabel('Declared value ($)').fill('3000');
    await correction.getByLabel('Reason').fill('The mail-in form in the parcel declares $3,000');
    await correction.getByRole('button', { name: 'Save declared value' }).click();
    await shownToast(adminPage, 'Declared value corrected');
    await eventually(async () => expect(await dialog.getByRole('group', { name: 'Declared values' }).first().textContent()).toContain('Declared total$3,000.00'));
    await dialog.getByLabel('Condition notes').fill('Sealed tube, stick intact');
    await attachPhotos(dialog.getByRole('form', { name: 'Mark received' }), [{ name: 'intake.jpg', buffer: jpeg }]);
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await shownToast(adminPage, 'Parcel received');
    await dialog.getByText(/Received .*Sealed tube, stick intact/).first().waitFor();
    await dialog.getByText('Record a verdict for every item first.').waitFor();
    await dialog.getByLabel('Status').selectOption({ label: 'Completed' });
    await dialog.getByRole('radio', { name: 'Pass' }).check();
    await dialog.getByRole('button', { name: 'Update Submission' }).click();
    await shownToast(adminPage, 'Submission updated');
    await dialog.waitFor({ state: 'detached' });
  });

  it('4. the admin issues the invoice with return shipping and insurance', async () => {
    const dialog = adminPage.getByRole('dialog', { name: 'Update Submission' });
    await adminPage.getByRole('button', { name: `Update submission ${orderNumber}` }).click();
    await dialog.getByLabel('Return shipping ($)').fill('25');
    await dialog.getByLabel('Insurance ($)').fill('12');
    const preview = dialog.getByRole('table', { name: 'Invoice preview' });
    await preview.getByText('$107.00').waitFor();
    await snap(adminPage, '1-admin-invoice-preview');
    await expectNoSeriousAxeViolations(adminPage);
    await dialog.getByRole('button', { name: 'Issue invoice' }).click();
    // Issuing asks to confirm, with the total.
    await adminPage.getByRole('alertdialog', { name: 'Issue the invoice for $107.00?' }).getByRole('button', { name: 'Issue invoice for $107.00' }).click();
    await shownToast(adminPage, 'Invoice issued');
    await dialog.getByText('Unpaid', { exact: true }).waitFor();

  });

  it('5. the customer sees the arrival and the invoice, and pays it with the test card', async () => {
    await reloadApp(page);
    await page.getByRole('heading', { name: 'Invoice', exact: true }).waitFor();
    await page.getByText('Sealed tube, stick intact').first().waitFor();
    // The intake photo the admin took is shown to the owner.
    const intake = page.getByRole('img', { name: 'Intake photo 1' });
    await eventually(async () => expect(await intake.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0));
    await page.getByText('Unpaid', { exact: true }).waitFor();
    const invoiceTable = page.getByRole('table', { name: /Invoice INV-/ });
    expect(await invoiceTable.textContent()).toContain('Return shipping');
    expect(await invoiceTable.textContent()).toContain('$107.00');
    await axeAtBothWidths(page);
    await snap(page, '2-customer-unpaid-invoice');
    await page.getByRole('button', { name: 'Pay $107.00 by card' }).click();
    await page.getByLabel('Card number').waitFor();
    await fillCard(page, TEST_CARDS.approved);
    await page.getByRole('button', { name: 'Pay $107.00', exact: true }).click();
    await toast(page, 'Payment successful').waitFor();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByTestId('test-payment').first().waitFor();
    expect(await page.getByRole('link', { name: 'Receipt PDF' }).count()).toBe(1);
    // Payment Information tells the form's quote from what the invoice took.
    const paymentInfo = await page.getByRole('heading', { name: 'Payment Information' }).locator('xpath=../..').textContent();
    expect(paymentInfo).toContain('Quoted at Submission$70.00 USD');
    expect(paymentInfo).toContain('Invoice Total Paid$107.00 USD');
    const [charge] = (await site.charges()).filter((c) => c.orderReference.startsWith('INV-'));
    expect(charge).toMatchObject({ amountCents: 10700, status: 'approved', mode: 'sandbox' });

  });

  it('6. the admin ships it back; the customer follows it and has the certificate', async () => {
    // Paid: no override asked.
    const dialog = adminPage.getByRole('dialog', { name: 'Update Submission' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByRole('button', { name: `Update submission ${orderNumber}` }).click();
    await dialog.getByText('Paid', { exact: true }).first().waitFor();
    expect(await dialog.getByLabel('Override reason').count()).toBe(0);
    await dialog.getByLabel('Carrier').selectOption({ label: 'FedEx' });
    await dialog.getByLabel('Tracking number').fill('123456789012');
    // Insured for the declared total unless the admin gives more.
    expect(await dialog.getByLabel('Insured value ($)').inputValue()).toBe('3000.00');
    await dialog.getByRole('button', { name: 'Record return shipment' }).click();
    await shownToast(adminPage, 'Return shipment recorded');
    await dialog.getByRole('link', { name: /FedEx 123456789012/ }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await adminPage.getByRole('tab', { name: 'Invoices' }).click();
    await adminPage.getByRole('button', { name: /^Paid/ }).click();
    await adminPage.getByRole('table', { name: 'Paid invoices' }).getByText(orderNumber).waitFor();
    // The sandbox's payment is marked as a test there too: it must never pass for money received.
    await adminPage.getByRole('table', { name: 'Paid invoices' }).getByTestId('test-payment').waitFor();
    await snap(adminPage, '4-admin-invoices-tab');
    expect(desk.errors).toEqual([]);
    await desk.close();
    await reloadApp(page);
    const back = page.getByRole('link', { name: /FedEx 123456789012/ });
    await back.waitFor();
    expect(await back.getAttribute('href')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    await page.getByText('$3,000.00').first().waitFor();
    expect(await page.getByRole('link', { name: 'Download Certificate PDF' }).count()).toBe(1);
    const timeline = await page.getByRole('heading', { name: 'Status Timeline' }).locator('xpath=../..').textContent();
    expect(timeline).toMatch(/Declared value corrected: item 1 at \$3,000\.00.*The mail-in form in the parcel declares \$3,000/);
    for (const step of ['Tracking added for your parcel', 'Item received at our facility', 'Invoice issued', 'Invoice paid', 'Item shipped back to you']) {
      expect(timeline).toContain(step);
    }
    await axeAtBothWidths(page);
    await snap(page, '3-customer-returned');
    expect(errors).toEqual([]);
    await close();
  });
});
