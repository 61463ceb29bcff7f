import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, gotoBeforeStart, hasChromium, reloadApp } from './support/browser';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, item } from './support/ui';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { eventually } from './support/eventually';

const PHONE = { width: 390, height: 844 };
// SHOTS_DIR=/work/shots/checkout: the screenshots to look at by eye.
const shotsDir = process.env.SHOTS_DIR;

// Each checkout step is a history entry (?step=), the form is kept in the tab until the order is
// placed, the same items within ten minutes ask "Submit again?" before any charge, and the buttons
// that need the app wait for it.
describe.skipIf(!hasChromium)('checkout steps, reloads and repeats', () => {
  const site = useSite();
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await makeJpeg();
  });

  async function fillQuickOpinion(page: Page, description: string) {
    await fillContact(page, { fullName: 'Dana Whitfield', email: 'dana@example.com' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Michael Jordan' });
    await item(page, 1).getByLabel('Item Description').fill(description);
    await attachPhotos(item(page, 1), [{ name: 'front.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
  }
  const paymentStep = (page: Page) => page.getByRole('heading', { name: 'Secure Payment' });
  const stepInAddress = (page: Page) => new URL(page.url()).searchParams.get('step');

  it('goes Back and Forward between the steps and keeps fields and photos across a reload', async () => {
    const { page, errors, close } = await site.openPage('/quick-opinion', { heading: 'Quick Opinion' });
    await fillQuickOpinion(page, 'Signed 1996 Bulls jersey, on the number');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentStep(page).waitFor();
    expect(stepInAddress(page)).toBe('payment');

    // Back: the form, with its data, on the same page (not the home page).
    await page.goBack();
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/quick-opinion');
    expect(await item(page, 1).getByLabel('Item Description').inputValue()).toBe('Signed 1996 Bulls jersey, on the number');
    // Forward: the payment again, for this form.
    await page.goForward();
    await paymentStep(page).waitFor();
    expect(await page.getByLabel('Cardholder Name').inputValue()).toBe('Dana Whitfield');

    // A reload on the payment step stays there, with the form and its photo behind it.
    await reloadApp(page);
    await paymentStep(page).waitFor();
    expect(stepInAddress(page)).toBe('payment');
    expect(await page.getByLabel('Cardholder Name').inputValue()).toBe('Dana Whitfield');
    await page.getByRole('button', { name: 'Back to Form' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Dana Whitfield');
    expect(await item(page, 1).getByLabel('Athlete').inputValue()).toBe('michael-jordan');
    expect(await item(page, 1).getByLabel('Item Description').inputValue()).toBe('Signed 1996 Bulls jersey, on the number');
    await item(page, 1).getByRole('img', { name: 'Preview of front.jpg' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a Bundle on its payment step across a reload, and the Full LOA form across one', async () => {
    const { page, errors, close } = await site.openPage('/bundles', { heading: 'Bundle & Save' });
    await page.getByRole('button', { name: 'Purchase Bundle: The Goal' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your The Goal Bundle' }).waitFor();
    await fillContact(page, { fullName: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(312) 555-0177' });
    for (const [n, type] of [[1, 'Puck'], [2, 'Jersey']] as const) {
      await item(page, n).getByLabel('Item Type').fill(type);
      await item(page, n).getByLabel('Description').fill(`Signed ${type.toLowerCase()}, signature on the front`);
      await attachPhotos(item(page, n), [{ name: `${type.toLowerCase()}.jpg`, buffer: jpeg }]);
    }
    await fillShippingAddress(page, { street: '100 N Main Street', city: 'Chicago', state: 'IL', zip: '60601' });
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Submit Bundle - $179.40' }).click();
    await paymentStep(page).waitFor();
    expect(stepInAddress(page)).toBe('payment');

    // A reload stays on the payment, for the same bundle, with the form and its photos behind it.
    await reloadApp(page);
    await paymentStep(page).waitFor();
    expect(stepInAddress(page)).toBe('payment');
    await page.getByRole('button', { name: 'Pay $179.40' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Submit Bundle - $179.40' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Jordan Reyes');
    expect(await item(page, 2).getByLabel('Item Type').inputValue()).toBe('Jersey');
    await item(page, 1).getByRole('img', { name: 'Preview of puck.jpg' }).waitFor();

    // The Full LOA form is kept in the tab as well.
    await gotoApp(page, site.url('/full-loa'));
    await fillContact(page, { fullName: 'Jordan Reyes', email: 'jordan.reyes@example.com', phone: '(312) 555-0177' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Notes').fill('Stick signed on the blade');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await reloadApp(page);
    await eventually(async () => expect(await item(page, 1).getByLabel('Item Notes').inputValue()).toBe('Stick signed on the blade'));
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Jordan Reyes');
    expect(await item(page, 1).getByLabel('Athlete').inputValue()).toBe('wayne-gretzky');
    await item(page, 1).getByRole('img', { name: 'Preview of stick.jpg' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('asks "Submit again?" for the same items before any charge; Cancel places nothing, Submit again does', async () => {
    const { page, errors, close } = await site.openPage('/quick-opinion', { heading: 'Quick Opinion' });
    const description = 'Signed Finals ball, panel two';
    await fillQuickOpinion(page, description);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });
    const first = (await page.getByTestId('order-number').textContent()) ?? '';
    const charges = (await site.charges()).length;
    const orders = (await site.submissions()).length;

    // The same items again, in a new form.
    await page.getByRole('button', { name: /Submit Another/ }).click();
    await fillQuickOpinion(page, description);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submit again?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`You sent these items less than a minute ago (order ${first})`);
    if (shotsDir) {
      fs.mkdirSync(shotsDir, { recursive: true });
      for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: `${shotsDir}/submit-again-${viewport.width}.png` });
      }
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await paymentStep(page).count()).toBe(0);
    expect((await site.charges()).length).toBe(charges);
    expect((await site.submissions()).length).toBe(orders);

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await dialog.getByRole('button', { name: 'Submit again' }).click();
    await paymentStep(page).waitFor();
    // Still nothing charged: the card is asked for only now.
    expect((await site.charges()).length).toBe(charges);
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });
    const second = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(second).not.toBe(first);
    expect((await site.submissions()).length).toBe(orders + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps Add Another Item disabled until the app has started, then adds the item', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    const app = await gotoBeforeStart(page, site.url('/quick-opinion'));
    const add = page.getByRole('button', { name: 'Add Another Item' });
    await add.waitFor();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    // A press now cannot be lost silently: the button says it is not ready.
    expect(await add.isDisabled()).toBe(true);
    await app.start();
    await eventually(async () => expect(await add.isEnabled()).toBe(true));
    await add.click();
    await item(page, 2).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
