import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, refunds, submissions, users } from '../server/src/db/schema';
import { seedSubmission } from '../server/test/support/admin-fixtures';
import { gotoApp, hasChromium } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { h1, registerInPage } from './support/ui';

/** Rejecting from the update dialog (docs/decisions/025): why (a kind) and a message, a confirmation, then the dialog offers no status. */
// SHOTS_DIR=/work/shots/reject: the screenshots to look at by eye.
const shotsDir = process.env.SHOTS_DIR;
const snap = async (page: Page, name: string) => {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
};

describe.skipIf(!hasChromium)('rejecting a submission', () => {
  const site = useSite();

  /** Signs the admin in and opens the update dialog of this order. */
  async function openUpdateDialog(orderNumber: string) {
    const opened = await site.openPage('/admin', { heading: 'Account Login', viewport: { width: 1440, height: 900 } });
    const { page } = opened;
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();
    await page.getByRole('button', { name: `Update submission ${orderNumber}` }).first().click();
    return { ...opened, dialog: page.getByRole('dialog', { name: 'Update Submission' }) };
  }

  /** A $10 approved charge of this Quick Opinion that the card processor does not know: any refund of it is refused ("No such charge"). */
  async function seedUnknownCharge(submissionId: number) {
    const [payment] = await site.server.database.db
      .insert(payments)
      .values({
        provider: 'clover',
        mode: 'sandbox',
        orderReference: `QO-E2E-REJECT-${submissionId}`,
        sessionId: 'e2e-seeded',
        submissionId,
        serviceType: 'quick_opinion',
        amountCents: 1000,
        status: 'approved',
        transactionId: `e2e-unknown-charge-${submissionId}`,
        cardLast4: '4242',
        cardBrand: 'VISA',
      })
      .returning();
    return payment!;
  }

  it('asks why (a kind) and an optional message, confirms with what the customer reads, and leaves nothing to move', async () => {
    const s = await seedSubmission(site.server.database.db, { fullName: 'Sasha Brennecke', email: 'sasha@example.com' }, [{ imageUrls: [] }]);
    const { page, errors, close, dialog } = await openUpdateDialog(s.orderNumber);
    await dialog.getByRole('button', { name: 'Reject submission' }).click();
    // No kind: refused in the form, naming the field.
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('Kind is required: choose why the submission is rejected').waitFor();
    await dialog.getByLabel('Message with the rejection (optional; the customer reads this)').waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await snap(page, `reject-dialog-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole('radio', { name: /Duplicate order/ }).check();
    await dialog.getByLabel('Message with the rejection (optional; the customer reads this)').fill('The same jersey is already with us under your other order.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByText('The customer will read: "Rejected — duplicate order. Your item was not examined."', { exact: false }).waitFor();
    await snap(page, 'reject-confirm');
    await dialog.getByRole('button', { name: 'Yes, reject it' }).click();
    await page.getByText('Submission rejected', { exact: true }).last().waitFor();
    await dialog.getByText('(it moves no more)').waitFor();
    await dialog.getByText('Rejected — duplicate order. Your item was not examined.').first().waitFor();
    await dialog.getByText('The same jersey is already with us under your other order.').first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Reject submission' }).count()).toBe(0);
    await snap(page, 'rejected');
    const [row] = await site.server.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'rejected', rejectionKind: 'duplicate_order', rejectionReason: 'The same jersey is already with us under your other order.' });
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the customer why, whether the items were examined, the message and the refund, wide and on a phone", async () => {
    const db = site.server.database.db;
    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login', viewport: { width: 1280, height: 900 } });
    await registerInPage(page, { username: 'rejected_reader', email: 'dana.okoro@example.com', firstName: 'Dana', lastName: 'Okoro' });
    const [user] = await db.select().from(users).where(eq(users.email, 'dana.okoro@example.com'));
    const s = await seedSubmission(
      db,
      {
        userId: user!.id,
        serviceType: 'quick_opinion',
        status: 'rejected',
        rejectionKind: 'duplicate_order',
        rejectionReason: 'These photos were already sent with your other order, which goes on.',
        paymentStatus: 'refunded',
        paymentMethod: 'clover',
        paymentAmountCents: 2000,
        fullName: 'Dana Okoro',
        email: 'dana.okoro@example.com',
      },
      [{ imageUrls: [] }, { imageUrls: [] }],
    );
    await gotoApp(page, site.url(`/account/submissions/${s.orderNumber}`));
    const note = page.getByRole('note', { name: 'Why this submission was rejected' });
    await note.waitFor();
    expect((await note.innerText()).split('\n').filter(Boolean)).toEqual([
      'Rejected — duplicate order.',
      'Your items were not examined.',
      'Message from our authenticators',
      'These photos were already sent with your other order, which goes on.',
      'What you paid for it has been refunded.',
    ]);
    expect(await page.getByText(/could not authenticate/i).count()).toBe(0);
    await snap(page, 'customer-rejected-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await note.waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'customer-rejected-390');
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps saying so when the refund of what was paid does not go through (decision 027)", async () => {
    const db = site.server.database.db;
    const s = await seedSubmission(
      db,
      { serviceType: 'quick_opinion', fullName: 'Noor Haddad', email: 'noor@example.com', paymentStatus: 'paid', paymentMethod: 'clover', paymentAmountCents: 1000 },
      [{ imageUrls: [] }],
    );
    // A charge the card processor does not know: its refund is refused ("No such charge").
    await seedUnknownCharge(s.id);
    const { page, errors, close, dialog } = await openUpdateDialog(s.orderNumber);
    await dialog.getByRole('button', { name: 'Reject submission' }).click();
    await dialog.getByRole('radio', { name: /Not eligible/ }).check();
    await dialog.getByLabel('Message with the rejection (optional; the customer reads this)').fill('The photos do not show the signature.');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    await dialog.getByRole('button', { name: 'Yes, reject it' }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'did not go through' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Rejected\. The refund of \$10\.00 did not go through: The card processor refused the refund: No such charge\. Retry from Payments & refunds below\.$/);
    // The payment is still there to refund by hand.
    await dialog.getByRole('list', { name: 'Card payments' }).getByRole('button', { name: 'Refund' }).waitFor();
    await snap(page, 'rejected-refund-failed');
    const [row] = await db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'rejected', paymentStatus: 'paid' });
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a refund left pending and asks the card processor again about THAT refund (decision 027)', async () => {
    const db = site.server.database.db;
    const s = await seedSubmission(
      db,
      { serviceType: 'quick_opinion', status: 'rejected', fullName: 'Ines Marlowe', email: 'ines@example.com', paymentStatus: 'paid', paymentMethod: 'clover', paymentAmountCents: 1000 },
      [{ imageUrls: [] }],
    );
    // A charge the card processor does not know, whose refund's answer was lost: pending, nothing in flight.
    const payment = await seedUnknownCharge(s.id);
    await db.insert(refunds).values({ paymentId: payment.id, submissionId: s.id, amountCents: 1000, reason: 'Order cancelled', mode: 'sandbox', requestKey: `e2e-lost-${s.id}` });
    const { page, errors, close, dialog } = await openUpdateDialog(s.orderNumber);
    const pending = dialog.getByRole('status', { name: 'Pending refund' });
    await pending.getByText(/A refund of \$10\.00 has been waiting for the card processor's confirmation since/).waitFor();
    // No new refund while one is pending: only the way to ask about it again.
    expect(await dialog.getByRole('list', { name: 'Card payments' }).getByRole('button', { name: 'Refund' }).count()).toBe(0);
    await pending.getByRole('button', { name: 'Ask the card processor again' }).click();
    await pending.getByText('Refused', { exact: true }).waitFor();
    await pending.getByText('The card processor refused the refund: No such charge', { exact: false }).waitFor();
    await snap(page, 'pending-refund-asked-again');
    const rows = await db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(rows.map((r) => [r.requestKey, r.status])).toEqual([[`e2e-lost-${s.id}`, 'failed']]);
    // Refused: nothing went back, so the payment may be refunded again by hand.
    await dialog.getByRole('list', { name: 'Card payments' }).getByRole('button', { name: 'Refund' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
