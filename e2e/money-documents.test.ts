import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, submissionItems, submissions, users } from '../server/src/db/schema';
import { gotoApp, hasChromium } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { h1, registerInPage } from './support/ui';

/**
 * Money and titles on what a person sees: the admin titles an item before its certificate, in the
 * submission's dialog; the customer finds the receipt of a Quick Opinion's $10 card payment next to
 * its details, and no certificate field on it (a Quick Opinion never gets one).
 */
describe.skipIf(!hasChromium)('item titles and receipts in the browser', () => {
  const site = useSite();

  /** A submission written straight to the database: the forms are driven in their own files. */
  async function seed(values: Partial<typeof submissions.$inferInsert>, items: { athlete: string; itemType: string | null; description: string }[]) {
    const db = site.server.database.db;
    const letters = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
    const orderNumber = `GA-${Array.from({ length: 4 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}-MNY2`;
    const [row] = await db
      .insert(submissions)
      .values({
        orderNumber,
        serviceType: 'full_loa',
        fullName: 'Dana Whitlock',
        email: 'dana@example.com',
        item: '2 items: Michael Jordan jersey, Tom Brady football',
        athlete: 'multiple-athletes',
        quantity: items.length,
        paymentAmountCents: 28000,
        paymentStatus: 'pending_invoice',
        paymentMethod: 'invoice',
        ...values,
      })
      .returning();
    await db.insert(submissionItems).values(items.map((item, position) => ({ ...item, position, submissionId: row!.id, imageUrls: [] })));
    return row!;
  }

  async function signInAdmin(page: Page) {
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();
  }

  it('lets the admin give an item its certificate title in the submission dialog', async () => {
    const row = await seed({}, [
      { athlete: 'michael-jordan', itemType: 'jersey', description: 'Chicago Bulls #23 home jersey, signed on the front number in blue Sharpie. Bought at a 1997 card show' },
      { athlete: 'tom-brady', itemType: 'football', description: 'Game ball' },
    ]);
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login' });
    await signInAdmin(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(row.orderNumber);
    await page.getByRole('button', { name: `Update submission ${row.orderNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Submission' });
    const titles = dialog.getByRole('group', { name: 'Titles on the certificates' });
    const first = titles.getByLabel('Item 1 title');
    expect(await first.inputValue()).toBe('Michael Jordan signed jersey');
    expect(await titles.getByLabel('Item 2 title').inputValue()).toBe('Tom Brady signed football');
    await first.fill('Michael Jordan signed 1997 Bulls home jersey');
    await titles.getByRole('button', { name: 'Save the title of item 1' }).click();
    await titles.getByRole('status').getByText('Saved: the certificate will carry this title.').waitFor();
    const [saved] = await site.server.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(submissionItems.position);
    expect(saved?.title).toBe('Michael Jordan signed 1997 Bulls home jersey');
    expect(errors).toEqual([]);
    await close();
  });

  it('offers the customer the receipt of a Quick Opinion and shows no certificate field on it', async () => {
    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login' });
    await registerInPage(page, { username: 'dana_receipts', email: 'dana@example.com', firstName: 'Dana', lastName: 'Whitlock' });
    await h1(page, 'My Account').waitFor();
    const db = site.server.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'dana_receipts'));
    const row = await seed(
      {
        userId: user!.id,
        serviceType: 'quick_opinion',
        item: 'Michael Jordan autograph',
        athlete: 'michael-jordan',
        paymentAmountCents: 1000,
        paymentStatus: 'paid',
        paymentMethod: 'clover',
        paymentMode: 'sandbox',
        paymentDate: new Date(),
        transactionId: 'sandbox_ch_receipt_e2e',
        cardLast4: '4242',
        cardBrand: 'VISA',
      },
      [{ athlete: 'michael-jordan', itemType: null, description: 'Signed 1998 Finals jersey' }],
    );
    await db.insert(payments).values({
      provider: 'clover',
      mode: 'sandbox',
      orderReference: 'QO-E2E-RECEIPT',
      sessionId: 'e2e-seeded',
      userId: user!.id,
      serviceType: 'quick_opinion',
      amountCents: 1000,
      status: 'approved',
      transactionId: 'sandbox_ch_receipt_e2e',
      cardLast4: '4242',
      cardBrand: 'VISA',
      submissionId: row.id,
    });

    await gotoApp(page, site.url(`/account/submissions/${row.orderNumber}`));
    await page.getByRole('heading', { name: 'Submission Details' }).waitFor();
    await page.getByText(`Order ${row.orderNumber}`, { exact: true }).waitFor();
    const receipt = page.getByRole('link', { name: `Download Receipt for order ${row.orderNumber}` });
    expect(await receipt.getAttribute('href')).toBe(`/api/submissions/${row.orderNumber}/receipt/pdf`);
    expect(await page.getByText('Certificate Number', { exact: true }).count()).toBe(0);
    expect(await page.getByText('Not issued yet').count()).toBe(0);
    const res = await page.request.get(site.url(`/api/submissions/${row.orderNumber}/receipt/pdf`));
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(errors).toEqual([]);
    await close();
  });
});
