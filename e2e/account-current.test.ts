import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '@shared/format';
import { invoices, submissionItems, submissions, users } from '../server/src/db/schema';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, dismissToasts, fillCard, item, registerInPage, toast } from './support/ui';

/** Screenshots to look at, when SHOTS_DIR is set (not part of what is asserted). */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

describe.skipIf(!hasChromium)('account screens that stay current, and bundle prices on /full-loa', () => {
  const site = useSite();
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await makeJpeg('#3a2658');
  });

  it('quotes the Back-to-Back bundle price for one Jordan and one Brady item entered on /full-loa', async () => {
    const { page, errors, close } = await site.openPage('/full-loa', { viewport: { width: 1280, height: 900 }, heading: 'Full Letter of Authenticity' });
    await page.getByRole('button', { name: 'Add Another Item' }).click();
    await item(page, 2).getByLabel('Athlete').waitFor();
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Michael Jordan' });
    await item(page, 2).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    expect(await item(page, 2).getByLabel('Athlete').inputValue()).toBe('tom-brady');
    await expect.poll(() => page.getByTestId('loa-total').textContent()).toBe('$232.50');
    await page.getByText('Back-to-Back bundle applied').waitFor();
    await page.getByText('Back-to-Back bundle applied').scrollIntoViewIfNeeded();
    await shot(page, 'full-loa-bundle-quote', false);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the new order on the dashboard after paying, without a reload', async () => {
    const { page, errors, close } = await site.openPage('/account', { viewport: { width: 1280, height: 900 }, heading: 'Account Login' });
    await registerInPage(page, { username: 'fresh_buyer', email: 'fresh.buyer@example.com', firstName: 'Casey', lastName: 'Moore' });
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    await page.getByText("You haven't submitted any items for authentication yet.").waitFor();

    // Inside the app from here on: the dashboard's list stays in the cache.
    await page.getByRole('link', { name: 'Submit an Item' }).click();
    await page.locator('main a[href="/quick-opinion"]').first().click();
    await page.getByRole('heading', { level: 1, name: 'Quick Opinion' }).waitFor();
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Description').fill('Signed Oilers puck, silver ink');
    await attachPhotos(item(page, 1), [{ name: 'puck.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });
    const [order] = (await site.submissions()).filter((s) => s.email === 'fresh.buyer@example.com');

    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Casey' }).waitFor();
    await page.getByText(`Order ${order!.orderNumber}`).first().waitFor();
    await shot(page, 'dashboard-after-order');
    expect(errors).toEqual([]);
    await close();
  });

  /** A completed Full LOA of this customer with an issued, unpaid invoice of $229.50. */
  async function invoicedOrder(email: string, orderNumber: string) {
    const db = site.server.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const [row] = await db
      .insert(submissions)
      .values({
        orderNumber,
        userId: user!.id,
        serviceType: 'full_loa',
        status: 'completed',
        completionDate: new Date(),
        fullName: 'Dana Price',
        email,
        item: 'Jersey: signed home jersey',
        athlete: 'tom-brady',
        quantity: 1,
        paymentAmountCents: 12500,
        paymentStatus: 'invoiced',
        paymentMethod: 'invoice',
      })
      .returning();
    await db.insert(submissionItems).values({ submissionId: row!.id, position: 0, athlete: 'tom-brady', itemType: 'jersey', description: 'Signed home jersey', imageUrls: [], outcome: 'pass' });
    const dueAt = new Date(Date.now() + 14 * 86_400_000);
    await db.insert(invoices).values({
      invoiceNumber: `INV-${orderNumber.slice(3)}-1`,
      submissionId: row!.id,
      lines: [{ kind: 'item', label: 'Item 1: Tom Brady, authenticated (Full LOA)', quantity: 1, unitCents: 22950, amountCents: 22950 }],
      totalCents: 22950,
      dueAt,
    });
    return { dueAt };
  }

  it('shows an unpaid invoice with its amount and due date on the dashboard and its order, with a way to pay it', async () => {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const wide = viewport.width > 400;
      const email = wide ? 'dana.price@example.com' : 'dana.narrow@example.com';
      const orderNumber = wide ? 'GA-7HQK-2M4P' : 'GA-7HQK-2M4R';
      const { page, errors, close } = await site.openPage('/account', { viewport, heading: 'Account Login' });
      await registerInPage(page, { username: wide ? 'dana_price' : 'dana_narrow', email, firstName: 'Dana', lastName: 'Price' });
      await page.getByRole('heading', { name: 'Welcome, Dana' }).waitFor();
      const { dueAt } = await invoicedOrder(email, orderNumber);
      const due = formatDate(dueAt);

      // Coming back to the tab reads the account afresh (TanStack Query listens for visibilitychange).
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      const notice = page.getByRole('region', { name: 'Invoices to pay' });
      await notice.getByText(`$229.50 due ${due}`).waitFor();
      await notice.getByText(`Order ${orderNumber} · Invoice INV-${orderNumber.slice(3)}-1`).waitFor();
      await shot(page, wide ? 'dashboard-unpaid-invoice-desktop' : 'dashboard-unpaid-invoice-390');
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('link', { name: 'My Submissions' }).first().click();
      const card = page.getByRole('article', { name: `Order ${orderNumber}` });
      await card.getByText(`$229.50 due ${due}`).waitFor();
      expect(await card.getByText('Payment due').count()).toBeGreaterThan(0);
      expect(await card.getByText('None', { exact: true }).count()).toBe(0);
      await card.getByRole('link', { name: /Pay invoice/ }).click();
      await page.getByRole('heading', { name: 'Submission Details' }).waitFor();
      await page.getByText(`Order ${orderNumber}`).first().waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('leads a guest from the e-mail link to sign-in or register, then offers the claim on My Submissions', async () => {
    const db = site.server.database.db;
    const orderNumber = 'GA-5TRW-9KX3';
    const [guest] = await db
      .insert(submissions)
      .values({
        orderNumber,
        visitorSessionId: 'the-guest-browser',
        serviceType: 'full_loa',
        fullName: 'Quinn Hart',
        email: 'quinn.hart@example.com',
        item: 'Jersey: signed road jersey',
        athlete: 'michael-jordan',
        quantity: 1,
        paymentAmountCents: 12500,
        paymentStatus: 'pending_invoice',
        paymentMethod: 'invoice',
      })
      .returning();
    await db.insert(submissionItems).values({ submissionId: guest!.id, position: 0, athlete: 'michael-jordan', itemType: 'jersey', description: 'Signed road jersey', imageUrls: [] });

    // The confirmation e-mail's "Follow your submission" link.
    const { page, errors, close } = await site.openPage();
    await gotoApp(page, site.url(`/account/submissions?order=${orderNumber}`));
    await page.getByText(`Sign in or create an account with the e-mail address you used for order ${orderNumber}`).waitFor();
    await shot(page, 'follow-link-signed-out');
    // Registering through the page's own form, as the guest would.
    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByLabel('Username', { exact: true }).fill('quinn_hart');
    await page.getByLabel('Email', { exact: true }).fill('quinn.hart@example.com');
    await page.getByLabel('First Name').fill('Quinn');
    await page.getByLabel('Last Name').fill('Hart');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'My Submissions' }).waitFor();
    const offer = page.getByRole('region', { name: `Add order ${orderNumber} to your account` });
    await offer.waitFor();
    await shot(page, 'my-submissions-claim-card');
    // The welcome toast can land after the page: wait for it, then clear it before axe measures.
    await toast(page, 'Account created').waitFor();
    await dismissToasts(page);
    await expectNoSeriousAxeViolations(page);
    await offer.getByRole('button', { name: 'Find My Earlier Orders' }).click();
    await toast(page, 'Check your e-mail').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
