import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { uploadMessages } from '@shared/uploads';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium, type ExpectedError } from './support/browser';
import { agreeToTerms, attachPhotos, fillCard, fillContact, item, registerInPage, toast, toasts, type Photo } from './support/ui';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { eventually } from './support/eventually';

describe.skipIf(!hasChromium)('Quick Opinion in the browser', () => {
  const site = useSite();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg();
  });

  const openQuickOpinion = (expectedErrors: ExpectedError[] = []) =>
    site.openPage('/quick-opinion', { viewport: { width: 1280, height: 900 }, expectedErrors, heading: 'Quick Opinion' });

  async function fillItem(page: Page, n: number, athlete: string, description: string, photos: Photo[]) {
    const group = item(page, n);
    await group.getByLabel('Athlete').selectOption({ label: athlete });
    await group.getByLabel('Item Description').fill(description);
    await attachPhotos(group, photos);
  }

  it('checks the form, then pays for two items with the test card and reaches the confirmation', async () => {
    const { page, errors, close } = await openQuickOpinion();

    // Nothing filled: every rule of docs/product.md speaks up, and the payment step is not reached.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please enter your full name', { exact: true }).waitFor();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await item(page, 1).getByText('Athlete is required').waitFor();
    await item(page, 1).getByText('Description is required').waitFor();
    await item(page, 1).getByText('At least one image is required for this item').waitFor();
    await page.getByText('You must agree to the terms and conditions', { exact: true }).waitFor();
    await page.getByText('Submission failed', { exact: true }).first().waitFor();
    await expectNoSeriousAxeViolations(page);

    // A file that is not a photo is named and refused in the browser already.
    await item(page, 1)
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await item(page, 1).getByText('File "notes.txt" must be JPG, PNG, WebP or HEIC format').waitFor();

    await fillContact(page, { fullName: 'Dana Whitfield', email: 'dana@example.com' });
    await fillItem(page, 1, 'Michael Jordan', 'Signed 1996 Bulls home jersey, signature on the number', [
      { name: 'front.jpg', buffer: jpeg },
      { name: 'extra.jpg', buffer: jpeg },
    ]);
    // A picked photo shows its preview and can be removed again.
    await expect.poll(() => item(page, 1).getByRole('img', { name: /^Preview of/ }).count()).toBe(2);
    await item(page, 1).getByRole('button', { name: 'Remove extra.jpg' }).click();
    await expect.poll(() => item(page, 1).getByRole('img', { name: /^Preview of/ }).count()).toBe(1);

    await page.getByRole('button', { name: 'Add Another Item' }).click();
    await fillItem(page, 2, 'Wayne Gretzky', 'Signed Oilers puck from 1985', [{ name: 'puck.jpg', buffer: jpeg }]);
    expect(await page.getByTestId('qo-total').textContent()).toBe('$20.00');
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await page.getByRole('heading', { name: 'Secure Payment' }).waitFor();
    await page.getByText('Test mode: no real card is charged.').waitFor();
    expect(await page.getByLabel('Cardholder Name').inputValue()).toBe('Dana Whitfield');
    // Back to Form keeps everything; forward again.
    await page.getByRole('button', { name: 'Back to Form' }).click();
    expect(await item(page, 2).getByLabel('Item Description').inputValue()).toBe('Signed Oilers puck from 1985');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $20.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });
    const orderNumber = (await page.getByTestId('order-number').textContent()) ?? '';
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(await page.getByTestId('test-payment').textContent()).toBe('Test payment (built-in sandbox, no money taken)');
    expect(await page.getByTestId('amount-paid').textContent()).toContain('$20.00');
    await toast(page, 'Payment successful').waitFor();

    // What the server recorded: one approved $20 charge, attached to a paid submission of 2 items.
    const charges = await site.charges();
    // The browser's QO-… reference is the charge's idempotency key only; the customer sees the order number.
    expect(charges.map((c) => [c.status, c.amountCents, c.mode])).toEqual([['approved', 2000, 'sandbox']]);
    expect(charges[0]?.orderReference).toMatch(/^QO-\d{8}-\d{4}$/);
    const saved = await site.submissions();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ orderNumber, paymentStatus: 'paid', paymentMode: 'sandbox', quantity: 2, paymentAmountCents: 2000, fullName: 'Dana Whitfield' });
    expect(charges[0]?.submissionId).toBe(saved[0]?.id);
    // The confirmation e-mail was written to the outbox folder (no SMTP server configured here) by the
    // server's mail worker, after the answer the page shows: a failed CI run read the folder before it existed.
    const outbox = path.join(site.server.dataDir, 'outbox');
    await eventually(() => {
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
      expect(mails.some((m) => m.includes('dana@example.com') && m.includes(`Quick Opinion received: order ${orderNumber}`))).toBe(true);
    });

    // Submit Another Item starts over with an empty form.
    await page.getByRole('button', { name: 'Submit Another Item' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    expect(await item(page, 1).getByLabel('Item Description').inputValue()).toBe('');
    expect(await item(page, 2).count()).toBe(0);

    expect(errors).toEqual([]);
    await close();
  });

  it('says kindly when the server is too busy for a photo, and sends it again on "Try again"', async () => {
    const { page, errors, close } = await openQuickOpinion([{ status: 503, path: '/api/upload-images' }]);
    // The server's answer when its decode queue is full (server/test/upload-limits.test.ts makes it for real).
    let busy = true;
    await page.route('**/api/upload-images', async (route) => {
      if (!busy) return route.continue();
      busy = false;
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        contentType: 'application/json',
        body: JSON.stringify({ message: uploadMessages.busy }),
      });
    });
    await item(page, 1)
      .locator('input[type=file]')
      .setInputFiles({ name: 'busy.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await item(page, 1).getByText(uploadMessages.busy).waitFor();
    await expectNoSeriousAxeViolations(page);
    await item(page, 1).getByRole('button', { name: 'Try uploading busy.jpg again' }).click();
    await item(page, 1).getByText(/Uploaded ·/).waitFor();
    expect(await item(page, 1).getByRole('button', { name: /Try uploading/ }).count()).toBe(0);

    expect(errors).toEqual([]);
    await close();
  });

  it('shows the decline and charges nothing when the card is declined', async () => {
    const before = await site.charges();
    const { page, errors, close } = await openQuickOpinion([{ status: 402, path: '/api/process-clover-payment' }]);
    // Sent empty first, the toast says what to correct in the fields' own words, not a generic error
    // (and the toast list is loaded from here on, so a toast after the decline would show at once).
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await toast(page, 'Submission failed').waitFor();
    await toasts(page).getByText(/^Please enter your full name\. \d+ other fields also need correcting\.$/).waitFor();
    expect(await page.getByText(/error processing your request/).count()).toBe(0);
    await fillContact(page, { fullName: 'Sam Declined', email: 'sam@example.com' });
    await fillItem(page, 1, 'Tom Brady', 'Signed game ball, 2007 season', [{ name: 'ball.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();

    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    // The decline is said once, by the card form: no generic toast beside it.
    expect(await page.getByText('Your card was declined.').count()).toBe(1);
    expect(await page.getByText('Payment failed', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/error processing your payment/).count()).toBe(0);
    // Still on the payment step, free to try another card; nothing was charged or saved.
    await page.getByRole('button', { name: 'Pay $10.00' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const after = await site.charges();
    const added = after.filter((p) => !before.some((b) => b.id === p.id));
    expect(added.map((p) => p.status)).toEqual(['declined']);
    const saved = await site.submissions();
    expect(saved.some((s) => s.fullName === 'Sam Declined')).toBe(false);

    expect(errors).toEqual([]);
    await close();
  });

  it('prefills the signed-in customer and files the submission under their account', async () => {
    const { page, errors, close } = await openQuickOpinion();
    await registerInPage(page, { username: 'qo_member', email: 'member@example.com', firstName: 'Riley', lastName: 'Stone' });
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('member@example.com');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Riley Stone');

    await fillItem(page, 1, 'Tom Brady', 'Signed rookie card, 2000 season', [{ name: 'card.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });
    const saved = await site.submissions();
    const mine = saved.find((s) => s.email === 'member@example.com');
    expect(mine?.userId).toEqual(expect.any(Number));

    expect(errors).toEqual([]);
    await close();
  });
});
