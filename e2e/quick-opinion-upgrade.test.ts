import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { submissionItems, submissions, users } from '../server/src/db/schema';
import { gotoApp, hasChromium } from './support/browser';
import { agreeToTerms, attachPhotos, fillContact, fillShippingAddress, item, registerInPage } from './support/ui';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';

const QUICK_OPINION = 'GA-7K3M-Q9XD';

describe.skipIf(!hasChromium)('Upgrading a passing Quick Opinion on /full-loa', () => {
  const site = useSite();
  let jpeg: Buffer;

  beforeAll(async () => {
    jpeg = await makeJpeg('#5a3628');
  });

  it('shows the Quick Opinion credit in the summary and records it on the Full LOA', async () => {
    const { page, errors, close } = await site.openPage('/full-loa', {
      viewport: { width: 1280, height: 900 },
      context: { acceptDownloads: true },
      heading: 'Full Letter of Authenticity',
    });
    await registerInPage(page, { username: 'upgrader', email: 'upgrader@example.com', firstName: 'Riley', lastName: 'Park' });
    // A paid Quick Opinion of one item whose result is a pass, given today (the admin issue sets it).
    const db = site.server.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'upgrader@example.com'));
    const [quickOpinion] = await db.insert(submissions).values({
      orderNumber: QUICK_OPINION,
      userId: user!.id,
      serviceType: 'quick_opinion',
      fullName: 'Riley Park',
      email: 'upgrader@example.com',
      phoneNumber: '(312) 555-0142',
      item: 'Signed 1998 Finals jersey',
      athlete: 'michael-jordan',
      quantity: 1,
      paymentAmountCents: 1000,
      paymentStatus: 'paid',
      paymentMethod: 'clover',
      paymentMode: 'sandbox',
      outcome: 'pass',
      outcomeAt: new Date(),
    }).returning();
    await db.insert(submissionItems).values({ submissionId: quickOpinion!.id, position: 0, athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: [] });

    await gotoApp(page, site.url(`/full-loa?upgrade=${QUICK_OPINION.toLowerCase()}`));
    await page.getByRole('status').filter({ hasText: `Upgrading Quick Opinion ${QUICK_OPINION}.` }).waitFor();
    const credit = page.getByTestId('loa-upgrade-credit');
    await credit.waitFor();
    expect(await credit.textContent()).toContain(`Quick Opinion credit (${QUICK_OPINION})`);
    // The phone number given with the Quick Opinion comes with it.
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe('(312) 555-0142');

    await fillContact(page, { fullName: 'Riley Park', email: 'upgrader@example.com' });
    await fillShippingAddress(page, { street: '1200 N Lake Shore Dr', city: 'Chicago', state: 'IL', zip: '60610' });
    // The Quick Opinion's athlete and description start the row (GET /api/submissions/:orderNumber).
    await expect.poll(() => item(page, 1).getByLabel('Item Notes').inputValue()).toBe('Signed 1998 Finals jersey');
    expect(await item(page, 1).getByLabel('Athlete').inputValue()).toBe('michael-jordan');
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Jersey' });
    await item(page, 1).getByLabel('Item Notes').fill('1998 Finals jersey, signed on the front number');
    await attachPhotos(item(page, 1), [{ name: 'jersey.jpg', buffer: jpeg }]);
    await agreeToTerms(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await download;
    const saved = (await site.submissions()).find((s) => s.serviceType === 'full_loa');
    // $125 less the Quick Opinion's $10, priced by the server from the same shared quote.
    expect(saved).toMatchObject({ upgradeCreditCents: 1000, paymentAmountCents: 11500 });
    await page.getByRole('heading', { name: `Order ${saved!.orderNumber} received` }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
