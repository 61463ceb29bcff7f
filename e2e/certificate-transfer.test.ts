import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { certificates } from '../server/src/db/schema';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium, reloadApp } from './support/browser';
import { seedHeldLetter } from './support/letters';
import { useSite } from './support/site';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { dismissToasts, h1, registerInPage, toast } from './support/ui';

const NUMBER = 'GC-7TR4N-5FE2R';
const ORDER = 'GA-7TRN-5FER';
// Where the screenshots of this story go, to be looked at by eye (not compared).
const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/**
 * A sale (decision 039): the holder creates a transfer code in My Certificates and gives it to the
 * buyer, who opens Receive a certificate signed out, registers, enters it and now holds the letter;
 * it leaves the seller's list.
 */
describe.skipIf(!hasChromium)('a certificate changing hands', () => {
  const site = useSite();

  it('moves from the seller to the buyer with the code shown once', async () => {
    const db = site.server.database.db;
    const seller = await site.openPage('/account', { heading: 'Account Login' });
    await registerInPage(seller.page, { username: 'dana_seller', email: 'dana@example.com', firstName: 'Dana', lastName: 'Price' });
    // Issued by the admin's review.
    await seedHeldLetter(db, { holderEmail: 'dana@example.com', orderNumber: ORDER, certificateNumber: NUMBER, item: 'Signed Bulls home jersey', athlete: 'michael-jordan', athleteName: 'Michael Jordan' });

    await gotoApp(seller.page, site.url('/account/certificates'));
    await seller.page.getByRole('heading', { name: 'My Certificates' }).waitFor();
    const card = seller.page.getByRole('list', { name: 'My certificates' }).getByRole('listitem').filter({ hasText: NUMBER });
    await card.getByText('Signed Bulls home jersey').waitFor();
    // Private until its holder chooses (decision 040).
    expect(await card.getByLabel('Public page and badge').isChecked()).toBe(false);
    await expectNoSeriousAxeViolations(seller.page);
    await shot(seller.page, 'my-certificates');

    await card.getByRole('button', { name: `Transfer ${NUMBER}` }).click();
    const dialog = seller.page.getByRole('dialog', { name: 'Transfer certificate' });
    await dialog.getByRole('button', { name: 'Create transfer code' }).click();
    const codeText = dialog.getByText(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    await codeText.waitFor();
    const code = (await codeText.textContent())!;
    await dialog.getByText(/Valid until/).waitFor();
    await expectNoSeriousAxeViolations(seller.page);
    await shot(seller.page, 'transfer-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await card.getByText(/A transfer code is open until/).waitFor();
    await card.getByRole('button', { name: `Cancel transfer of ${NUMBER}` }).waitFor();

    // The buyer follows a link to Receive a certificate while signed out: the account screen asks to
    // sign in or register, then shows the form on the same address.
    const buyer = await site.openPage(`/account/certificates/receive?number=${NUMBER}`, { heading: 'Account Login' });
    await registerInPage(buyer.page, { username: 'sam_buyer', email: 'sam@example.com', firstName: 'Sam', lastName: 'Okafor' });
    await buyer.page.getByRole('heading', { name: 'Receive a Certificate' }).waitFor();
    expect(await buyer.page.getByLabel('Certificate Number').inputValue()).toBe(NUMBER);
    await buyer.page.getByLabel('Transfer Code').fill(code.toLowerCase());
    await shot(buyer.page, 'receive-form');
    await buyer.page.getByRole('button', { name: 'Receive certificate' }).click();
    await toast(buyer.page, 'Certificate received').waitFor();
    await h1(buyer.page, 'My Account').waitFor();
    // The toast shows as the page moves on: the address changes once My Certificates' code has loaded.
    await expect.poll(() => new URL(buyer.page.url()).pathname).toBe('/account/certificates');
    const bought = buyer.page.getByRole('list', { name: 'My certificates' }).getByRole('listitem').filter({ hasText: NUMBER });
    await bought.getByText('Holders').waitFor();
    await bought.getByText(/^2 \(last change/).waitFor();
    await dismissToasts(buyer.page);
    await expectNoSeriousAxeViolations(buyer.page);
    await shot(buyer.page, 'my-certificates-buyer');
    // At a phone's width the card wraps: nothing scrolls sideways.
    await buyer.page.setViewportSize({ width: 390, height: 844 });
    await bought.getByRole('button', { name: `Transfer ${NUMBER}` }).waitFor();
    expect(await buyer.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await shot(buyer.page, 'my-certificates-phone');

    // The seller's list no longer has it.
    await reloadApp(seller.page);
    await seller.page.getByText('You hold no certificates yet.', { exact: false }).waitFor();
    const [after] = await db.select().from(certificates).where(eq(certificates.certificateNumber, NUMBER));
    expect(after).toMatchObject({ userLastName: 'Okafor', holders: 2 });

    expect(seller.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
    await seller.close();
    await buyer.close();
  });

  it("shows the admin the chain, and records the admin's correction with its reason", async () => {
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login' });
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(ORDER);
    await page.getByRole('button', { name: `Update submission ${ORDER}` }).click();
    await page.getByRole('dialog', { name: 'Update Submission' }).getByRole('button', { name: /open the certificate/ }).click();
    const panel = page.getByRole('dialog', { name: 'Certificate' });
    const chain = panel.getByRole('list', { name: 'Chain of holders' });
    await chain.getByText('Sam Okafor').waitFor();
    await chain.getByText('Dana Price').waitFor();
    await chain.getByText('Transfer', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Correct holder' }).click();
    await panel.getByLabel("New holder's e-mail").fill('dana@example.com');
    await panel.getByLabel('Reason (kept in the chain)').fill('The buyer never paid; the sale was cancelled');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'admin-holders');
    await panel.getByRole('button', { name: 'Save holder' }).click();
    // (The toast sits behind the modal panel, out of the accessibility tree while it is open.)
    await chain.getByText('The buyer never paid; the sale was cancelled').waitFor();
    await chain.getByText('Correction', { exact: true }).waitFor();
    await chain.getByText(/recorded by/).waitFor();
    const [after] = await site.server.database.db.select().from(certificates).where(eq(certificates.certificateNumber, NUMBER));
    expect(after).toMatchObject({ userLastName: 'Price' });
    await shot(page, 'admin-holders-corrected');
    expect(errors).toEqual([]);
    await close();
  });
});
