import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumberInPackage } from '@shared/shipping-wording';
import { expectNoSeriousAxeViolations } from './support/axe';
import { hasChromium } from './support/browser';
import { agreeToTerms, attachPhotos, fillContact, fillShippingAddress, item } from './support/ui';
import { useSite, type OpenPageOptions } from './support/site';
import { makeJpeg } from './support/test-images';
import { eventually } from './support/eventually';

describe.skipIf(!hasChromium)('Full LOA in the browser', () => {
  const site = useSite();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg('#2a3658');
  });

  const FULL_LOA: OpenPageOptions = {
    viewport: { width: 1280, height: 900 },
    context: { acceptDownloads: true },
    heading: 'Full Letter of Authenticity',
  };

  it('validates, submits one item, resets the form and downloads the submission PDF', async () => {
    const { page, errors, close } = await site.openPage('/full-loa', FULL_LOA);
    // On a desktop the summary beside the form is as tall as its figures, not a navy block the form's height.
    const summary = await page.getByRole('complementary', { name: 'Order Summary' }).boundingBox();
    const form = await page.getByRole('form', { name: 'Full LOA submission' }).boundingBox();
    expect(summary!.height).toBeLessThan(form!.height / 2);
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
    await expectNoSeriousAxeViolations(page);

    await fillContact(page, { fullName: 'Morgan Ellis', email: 'morgan@example.com', phone: '(312) 555-0199' });
    await fillShippingAddress(page, { street: '1200 N Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60610' });
    await page.getByLabel(/^Expedited/).check();
    await page.getByLabel(/Era-appropriate signature check/).check();
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Michael Jordan' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Jersey' });
    await item(page, 1).getByLabel('Item Notes').fill('1997 Finals jersey, signed on the front number');
    await item(page, 1).getByLabel('Declared value ($)').fill('2,500');
    await attachPhotos(item(page, 1), [{ name: 'jersey.jpg', buffer: jpeg }]);
    // $125 + $45 expedited + $30 era check, from the shared pricing the server also uses.
    expect(await page.getByTestId('loa-total').textContent()).toBe('$200.00');
    await agreeToTerms(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    const file = await download;
    const [saved] = await site.submissions();
    expect(saved).toMatchObject({
      serviceType: 'full_loa',
      paymentStatus: 'pending_invoice',
      paymentMethod: 'invoice',
      paymentAmountCents: 20000,
      expeditedFeeCents: 4500,
      eraSignatureFeeCents: 3000,
    });
    expect(file.suggestedFilename()).toBe(`Full_LOA_Submission_${saved!.orderNumber}.pdf`);
    const pdf = fs.readFileSync((await file.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('heading', { name: `Order ${saved!.orderNumber} received` }).waitFor();
    // The declared value, stored in cents, and what the return is insured for.
    expect(await page.getByTestId('declared-total').textContent()).toBe('Declared value $2,500.00. The return shipment is insured for $2,500.00.');
    // The same step as the e-mail and the PDFs say (shared/shipping-wording.ts), and an e-mail went (a visitor's default).
    await page.getByText(orderNumberInPackage(saved!.orderNumber)).waitFor();
    await page.getByText('A confirmation has been sent to', { exact: false }).waitFor();
    // The form is back to one empty item.
    expect(await page.getByRole('group', { name: /^Item \d/ }).count()).toBe(1);
    expect(await item(page, 1).getByLabel('Item Notes').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  it('places one order and sends one confirmation for a double click on Submit', async () => {
    const email = 'double.click@example.com';
    const { page, errors, close } = await site.openPage('/full-loa', FULL_LOA);
    await fillContact(page, { fullName: 'Riley Quinn', email, phone: '(312) 555-0142' });
    await fillShippingAddress(page, { street: '400 W Madison St', city: 'Chicago', state: 'IL', zip: '60606' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Football' });
    await item(page, 1).getByLabel('Item Notes').fill('Game ball signed on a white panel');
    await attachPhotos(item(page, 1), [{ name: 'ball.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const before = (await site.submissions()).length;
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/submissions') posts.push(r.headers()['idempotency-key'] ?? '');
    });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).dblclick();
    await download;
    await page.getByRole('heading', { name: /^Order GA-[A-Z0-9-]+ received$/ }).waitFor();
    // The second click sent nothing, or the same key (answered with the first order).
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts).size).toBe(1);
    expect(posts[0]).not.toBe('');
    // One confirmation e-mail (the outbox's worker writes it, so it is waited for).
    const outbox = path.join(site.server.dataDir, 'outbox');
    const confirmations = () =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((f) => {
        const mail = fs.readFileSync(path.join(outbox, f), 'utf8');
        return mail.includes(`To: ${email}`) && mail.includes('Full LOA submission received');
      }).length;
    await eventually(() => expect(confirmations()).toBe(1));
    expect((await site.submissions()).length).toBe(before + 1);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the bundle banner green while the items match and yellow once they are changed', async () => {
    const { page, errors, close } = await site.openPage('/full-loa?bundle=back-to-back&bundleName=Back-to-Back&bundlePrice=232.50&bundleDiscount=7', FULL_LOA);
    const banner = page.getByRole('status').filter({ hasText: /bundle/ });
    await banner.filter({ hasText: 'Back-to-Back bundle applied' }).waitFor();
    expect(await banner.getAttribute('data-state')).toBe('match');
    expect(await page.getByTestId('loa-total').textContent()).toBe('$232.50');

    // Two Jordan items match no bundle.
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Michael Jordan' });
    await banner.filter({ hasText: 'Bundle discount removed.' }).waitFor();
    expect(await banner.getAttribute('data-state')).toBe('modified');
    expect(await page.getByTestId('loa-total').textContent()).toBe('$250.00');

    // Jordan and Gretzky match another bundle, The Goal: its price applies instead.
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await banner.filter({ hasText: 'The Goal bundle applied' }).waitFor();
    expect(await page.getByTestId('loa-total').textContent()).toBe('$179.40');

    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await banner.filter({ hasText: 'Back-to-Back bundle applied' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
