import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { OVERPAYMENT_CHOICE_CHANGED } from '@shared/invoice';
import { submissionItems, submissionStatusHistory } from '../server/src/db/schema';
import { adminApi } from './support/admin-api';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium, reloadApp, type ExpectedError } from './support/browser';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, item, registerInPage, toast } from './support/ui';
import { useSite } from './support/site';

/** E2E_SCREENSHOTS_DIR=/tmp/shots: one part of the page at phone and desktop widths, to look at (not asserted). */
async function shots(page: Page, name: string, part: Locator): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Taken from the whole page, so the sticky header stays at the top and does not cover the part.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await part.boundingBox();
    if (box) await page.screenshot({ path: `${dir}/bundle-${name}-${width}.png`, fullPage: true, clip: { x: 0, y: Math.max(0, box.y - 16), width, height: box.height + 32 } });
  }
  if (viewport) await page.setViewportSize(viewport);
}

describe.skipIf(!hasChromium)('Bundles in the browser', () => {
  const site = useSite();

  const openBundles = (expectedErrors: ExpectedError[] = []) =>
    site.openPage('/bundles', { viewport: { width: 1280, height: 900 }, context: { acceptDownloads: true }, expectedErrors, heading: 'Bundle & Save' });

  const submitButton = (page: Page) => page.getByRole('button', { name: /^Submit Bundle - / });

  async function chooseBundle(page: Page, name: string) {
    await page.getByRole('button', { name: `Purchase Bundle: ${name}` }).click();
    await page.getByRole('heading', { level: 2, name: `Your ${name} Bundle` }).waitFor();
  }

  let photo: Buffer | undefined;

  /** Everything but the athletes, which the chosen bundle prefilled; one photo per item. */
  async function fillForm(page: Page, fullName: string, itemTypes: string[]) {
    photo ??= await makeJpeg('#2a3658');
    await fillContact(page, { fullName, email: 'collector@example.com', phone: '(312) 555-0199' });
    for (const [i, type] of itemTypes.entries()) {
      await item(page, i + 1).getByLabel('Item Type').fill(type);
      await item(page, i + 1).getByLabel('Description').fill(`Signed ${type.toLowerCase()}, signature on the front`);
      await attachPhotos(item(page, i + 1), [{ name: `${type.toLowerCase()}.jpg`, buffer: photo }]);
    }
    await fillShippingAddress(page, { street: '100 N Main Street', city: 'Chicago', state: 'IL', zip: '60601' });
    await agreeToTerms(page);
  }

  async function pay(page: Page, cardNumber: string, amount: string) {
    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
    await fillCard(page, cardNumber);
    await page.getByRole('button', { name: `Pay ${amount}` }).click();
  }

  it('buys the 3-Peat with the test card and records one approved charge attached to the bundle', async () => {
    const { page, errors, close } = await openBundles();
    // No bundle chosen yet: no checkout.
    expect(await submitButton(page).count()).toBe(0);

    await chooseBundle(page, '3-Peat');
    expect(await page.getByRole('button', { name: 'Purchase Bundle: 3-Peat' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Purchase Bundle: The Goal' }).getAttribute('aria-pressed')).toBe('false');
    // One row per slot, prefilled with the bundle's athletes.
    const athletes = await Promise.all([1, 2, 3].map((n) => item(page, n).getByLabel('Athlete').inputValue()));
    expect(athletes).toEqual(['michael-jordan', 'tom-brady', 'wayne-gretzky']);
    expect(await page.getByTestId('bundle-total').textContent()).toBe('$288.00');
    expect(await page.getByTestId('bundle-discount').textContent()).toBe('−$32.00');
    expect(await item(page, 1).getByLabel('Item Type').getAttribute('placeholder')).toBe('Jersey, Ball, Photo, etc.');

    // Nothing filled: the product's messages, and no payment step.
    await submitButton(page).click();
    await page.getByText('Please enter your full name', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await item(page, 1).getByText('Item type is required').waitFor();
    await item(page, 1).getByText('Item description is required').waitFor();
    await item(page, 1).getByText('Image is required for this item').waitFor();
    await page.getByText('Shipping address is required', { exact: true }).waitFor();
    await page.getByText('City is required', { exact: true }).waitFor();
    await page.getByText('State/Province is required', { exact: true }).waitFor();
    await page.getByText('Zip/Postal code is required', { exact: true }).waitFor();
    await page.getByText('You must agree to the terms and conditions', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Secure Payment' }).count()).toBe(0);

    await fillForm(page, 'Dana Whitfield', ['Jersey', 'Football', 'Puck']);
    await page.getByRole('button', { name: 'Submit Bundle - $288.00' }).click();
    await page.getByText('Test mode: no real card is charged.').waitFor();
    expect(await page.getByLabel('Cardholder Name').inputValue()).toBe('Dana Whitfield');
    await pay(page, '4242 4242 4242 4242', '$288.00');

    await page.getByRole('heading', { name: 'Bundle submitted' }).waitFor({ timeout: 15_000 });
    await toast(page, 'Bundle submission successful!').waitFor();
    expect(await page.getByTestId('amount-paid').textContent()).toContain('$288.00');
    expect(await page.getByTestId('amount-paid').textContent()).toContain('card ending 4242');

    // What the server recorded: one approved $288 charge, attached to the paid 3-Peat submission.
    const charges = await site.charges();
    expect(charges.map((c) => [c.status, c.amountCents, c.serviceType])).toEqual([['approved', 28800, 'bundle_loa']]);
    expect(charges[0]?.orderReference).toMatch(/^BN-\d{8}-\d{4}$/);
    const saved = await site.submissions();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ serviceType: 'bundle_loa', bundleType: '3-peat', paymentStatus: 'paid', paymentAmountCents: 28800, quantity: 3, fullName: 'Dana Whitfield' });
    // One uploaded photo per item reached the submission.
    const photos = (await site.server.database.db.select().from(submissionItems)).filter((i) => i.submissionId === saved[0]?.id).map((i) => i.imageUrls);
    expect(photos).toHaveLength(3);
    expect(photos.every((urls) => urls.length === 1 && /^\/uploads\/[0-9a-f-]{36}\.jpg$/.test(urls[0]!))).toBe(true);
    expect(charges[0]?.submissionId).toBe(saved[0]?.id);
    // One order number, the one the server drew, and the sandbox's payment shown as a test.
    const orderNumber = saved[0]!.orderNumber;
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(await page.getByTestId('order-number').textContent()).toBe(orderNumber);
    expect(saved[0]?.paymentMode).toBe('sandbox');
    expect(await page.getByTestId('test-payment').textContent()).toBe('Test payment (built-in sandbox, no money taken)');

    // The submission PDF downloads under the product's name, with the order number.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download Submission PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`Full_LOA_Submission_${orderNumber}.pdf`);

    // Starting another bundle clears the selection, the form and the items.
    await page.getByRole('button', { name: 'Start Another Bundle' }).click();
    await expect.poll(() => submitButton(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Purchase Bundle: 3-Peat' }).getAttribute('aria-pressed')).toBe('false');
    await chooseBundle(page, 'Back-to-Back');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await item(page, 1).getByLabel('Item Type').inputValue()).toBe('');
    expect(await item(page, 3).count()).toBe(0);

    expect(errors).toEqual([]);
    await close();
  });

  it('drops the discount when an item no longer matches, and charges the individual total', async () => {
    const before = await site.charges();
    const { page, errors, close } = await openBundles();
    await chooseBundle(page, '3-Peat');
    // Wayne Gretzky becomes a second Tom Brady: $125 + $125 + $125, no discount.
    await item(page, 3).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await page.getByText('The bundle discount no longer applies').waitFor();
    expect(await page.getByTestId('bundle-total').textContent()).toBe('$375.00');
    expect(await page.getByTestId('bundle-discount').textContent()).toBe('Not applied');
    await page.getByRole('button', { name: 'Submit Bundle - $375.00' }).waitFor();

    // A bundle needs two items: removing down to one is refused with the product's message.
    await item(page, 3).getByRole('button', { name: 'Remove item 3' }).click();
    await item(page, 2).getByRole('button', { name: 'Remove item 2' }).click();
    expect(await item(page, 1).getByRole('button', { name: /Remove/ }).count()).toBe(0);
    await submitButton(page).click();
    await page.getByText('Bundle must contain at least 2 items', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add Another Item' }).click();
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await page.getByRole('button', { name: 'Add Another Item' }).click();
    await item(page, 3).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await page.getByRole('button', { name: 'Submit Bundle - $375.00' }).waitFor();

    await fillForm(page, 'Morgan Mismatch', ['Jersey', 'Helmet', 'Photo']);
    await submitButton(page).click();
    await pay(page, '4242424242424242', '$375.00');
    await page.getByRole('heading', { name: 'Bundle submitted' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('amount-paid').textContent()).toContain('$375.00');

    const added = (await site.charges()).filter((c) => !before.some((b) => b.id === c.id));
    expect(added.map((c) => [c.status, c.amountCents])).toEqual([['approved', 37500]]);
    const saved = (await site.submissions()).find((s) => s.fullName === 'Morgan Mismatch');
    expect(saved).toMatchObject({ bundleType: '3-peat', paymentAmountCents: 37500, quantity: 3 });
    expect(added[0]?.submissionId).toBe(saved?.id);

    expect(errors).toEqual([]);
    await close();
  });

  it('shows a declined card, keeps the form and charges nothing', async () => {
    const before = await site.charges();
    const { page, errors, close } = await openBundles([{ status: 402, path: '/api/process-clover-payment' }]);
    await chooseBundle(page, 'The Goal');
    expect(await item(page, 2).getByLabel('Athlete').inputValue()).toBe('michael-jordan');
    await fillForm(page, 'Sam Declined', ['Puck', 'Jersey']);
    await page.getByRole('button', { name: 'Submit Bundle - $179.40' }).click();
    await pay(page, '4000 0000 0000 0002', '$179.40');

    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The decline is said once, by the card form: no generic toast beside it.
    expect(await page.getByText('Your card was declined.').count()).toBe(1);
    expect(await toast(page, 'Payment failed').count()).toBe(0);
    expect(await page.getByText(/error processing your payment/).count()).toBe(0);
    // Still on the payment step, and the form behind it is intact.
    await page.getByRole('button', { name: 'Pay $179.40' }).waitFor();
    await page.getByRole('button', { name: 'Back to Form' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Sam Declined');
    expect(await item(page, 2).getByLabel('Item Type').inputValue()).toBe('Jersey');

    const added = (await site.charges()).filter((c) => !before.some((b) => b.id === c.id));
    expect(added.map((c) => c.status)).toEqual(['declined']);
    expect((await site.submissions()).some((s) => s.fullName === 'Sam Declined')).toBe(false);

    expect(errors).toEqual([]);
    await close();
  });

  it('keeps an approved charge when saving fails, and attaches it on retry without charging again', async () => {
    const before = await site.charges();
    const { page, errors, close } = await openBundles([{ status: 503, path: '/api/submissions' }]);
    // The first two saves fail as if the server were briefly unavailable; later ones go through.
    let failures = 0;
    await page.route('**/api/submissions', async (route) => {
      if (route.request().method() === 'POST' && failures++ < 2) {
        await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service briefly unavailable.' }) });
        return;
      }
      await route.continue();
    });
    await chooseBundle(page, 'Back-to-Back');
    await fillForm(page, 'Riley Retry', ['Jersey', 'Football']);
    await page.getByRole('button', { name: 'Submit Bundle - $232.50' }).click();
    await pay(page, '4242 4242 4242 4242', '$232.50');

    await page.getByRole('alert').filter({ hasText: 'We could not save your submission: Service briefly unavailable.' }).waitFor();
    await toast(page, 'Submission failed').waitFor();
    await toast(page, 'There was an error submitting your bundle. Please try again.').waitFor();
    // Back on the form the charge is remembered: submitting again only saves (and fails once more).
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await page.getByText(/Your payment of \$232\.50 \(card ending 4242\) is approved/).waitFor();
    await page.getByRole('button', { name: 'Submit Bundle - $232.50' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not save your submission' }).waitFor();
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'Bundle submitted' }).waitFor({ timeout: 15_000 });

    const added = (await site.charges()).filter((c) => !before.some((b) => b.id === c.id));
    expect(added.map((c) => [c.status, c.amountCents])).toEqual([['approved', 23250]]);
    const saved = (await site.submissions()).filter((s) => s.fullName === 'Riley Retry');
    expect(saved).toHaveLength(1);
    expect(added[0]?.submissionId).toBe(saved[0]?.id);

    expect(errors).toEqual([]);
    await close();
  });

  it('requests a bundle as a Full LOA paid by invoice through /full-loa', async () => {
    const { page, errors, close } = await openBundles();
    await page.getByRole('link', { name: 'Request as Full LOA, pay by invoice: Back-to-Back' }).click();
    await page.waitForURL((url) => url.pathname === '/full-loa');
    const params = Object.fromEntries(new URL(page.url()).searchParams);
    expect(params).toEqual({ bundle: 'back-to-back', bundleName: 'Back-to-Back', bundlePrice: '232.50', bundleDiscount: '7' });
    // The Full LOA page starts with the bundle's athletes and its price, by invoice.
    await page.getByText('Back-to-Back bundle applied').waitFor();
    expect(await page.getByTestId('loa-total').textContent()).toBe('$232.50');

    expect(errors).toEqual([]);
    await close();
  });

  it('takes "credit" at checkout, changes it on the submission page onto the timeline, and invoices the credit plainly', async () => {
    const { page, errors, close } = await openBundles();
    await registerInPage(page, { username: 'bundle_credit', email: 'credit.member@example.com', firstName: 'Avery', lastName: 'Lund' });
    await chooseBundle(page, 'The Goal');
    await fillForm(page, 'Avery Lund', ['Puck', 'Basketball']);
    await page.getByRole('radio', { name: /^Credit it against my return shipping and insurance/ }).check();
    await page.getByRole('button', { name: 'Submit Bundle - $179.40' }).click();
    await pay(page, '4242 4242 4242 4242', '$179.40');
    await page.getByRole('heading', { name: 'Bundle submitted' }).waitFor({ timeout: 15_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent())!;
    const saved = (await site.submissions()).find((s) => s.orderNumber === orderNumber)!;
    expect(saved).toMatchObject({ bundleType: 'the-goal', paymentAmountCents: 17940, overpaymentChoice: 'credit' });

    // On the submission page the choice made at checkout is the one ticked; the customer changes it.
    await gotoApp(page, site.url(`/account/submissions/${orderNumber}`));
    await page.getByRole('heading', { name: 'Submission Details' }).waitFor();
    const refund = page.getByRole('radio', { name: /^Refund it to my card/ });
    const credit = page.getByRole('radio', { name: /^Credit it against my return shipping and insurance/ });
    expect(await credit.isChecked()).toBe(true);
    const timeline = page.locator('ol', { has: page.locator('li[aria-current="step"]') });
    await timeline.waitFor();
    // Checkout's choice is the order's own, not a change: no entry yet.
    expect(await timeline.getByText(/^Refund or credit/).count()).toBe(0);
    // A controlled radio: the page ticks it once the change is sent (check() would look too early).
    await refund.click();
    await timeline.getByText(OVERPAYMENT_CHOICE_CHANGED.refund).waitFor();
    expect(await refund.isChecked()).toBe(true);
    // And back to "credit": a second entry, the latest marked current.
    await credit.click();
    const latest = timeline.locator('li[aria-current="step"]');
    await latest.getByText(OVERPAYMENT_CHOICE_CHANGED.credit).waitFor();
    expect(await timeline.getByText(/^Refund or credit: you chose/).count()).toBe(2);
    const entries = (await site.server.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, saved.id))).filter(
      (h) => h.kind === 'overpayment_choice',
    );
    expect(entries.map((h) => [h.fromValue, h.toValue, h.visibleToCustomer])).toEqual([
      ['credit', 'refund', true],
      ['refund', 'credit', true],
    ]);
    await shots(page, 'credit-timeline', page.locator('div', { has: page.getByRole('heading', { name: 'Status Timeline' }) }).filter({ has: timeline }).last());

    // The Gretzky puck fails, the Jordan ball passes, $20.00 return shipping: the invoice credits the $4.40.
    const admin = await adminApi(site.url());
    await admin.receive(saved.id);
    await admin.complete(saved.id, ['fail', 'pass']);
    await admin.send('POST', `/api/admin/submissions/${saved.id}/invoice`, { returnShippingCents: 2000, insuranceCents: 0 });
    await reloadApp(page);
    const invoice = page.getByRole('table', { name: /^Invoice INV-/ });
    await invoice.waitFor();
    const rows = await invoice.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())));
    expect(rows.slice(2)).toEqual([
      ['Paid by card at submission, for the items', '1', '-$175.00'],
      ['Return shipping', '1', '$20.00'],
      ['Credit against return shipping (paid at submission beyond what the items cost)', '1', '-$4.40'],
    ]);
    expect(await invoice.locator('tfoot td').textContent()).toBe('$15.60');
    // Settled now: the choice is shown, no longer offered.
    expect(await refund.count()).toBe(0);
    await shots(page, 'credit-invoice', page.locator('div', { has: page.getByRole('heading', { name: 'Invoice', exact: true }) }).filter({ has: invoice }).last());

    expect(errors).toEqual([]);
    await close();
  });

  it('prefills the signed-in customer', async () => {
    const { page, errors, close } = await openBundles();
    await registerInPage(page, { username: 'bundle_member', email: 'member@example.com', firstName: 'Riley', lastName: 'Stone' });
    await chooseBundle(page, 'The Goal');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('member@example.com');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Riley Stone');

    expect(errors).toEqual([]);
    await close();
  });

  it('has no serious accessibility violation with the checkout open', async () => {
    const { page, errors, close } = await openBundles();
    await chooseBundle(page, 'Back-to-Back');
    await expectNoSeriousAxeViolations(page);
    // With every complaint showing, and with the discount gone.
    await submitButton(page).click();
    await page.getByText('You must agree to the terms and conditions', { exact: true }).waitFor();
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await page.getByText('The bundle discount no longer applies').waitFor();
    // An FAQ answer open too (native <details>: its <summary> opens it).
    await page.locator('summary', { hasText: 'How does the bundle discount work?' }).click();
    await expectNoSeriousAxeViolations(page);

    // The direct verification link goes to the site's own verification page.
    const verify = page.getByRole('link', { name: /Direct certificate verification/ });
    expect(await verify.getAttribute('href')).toBe('/certificate-verification');

    expect(errors).toEqual([]);
    await close();
  });
});
