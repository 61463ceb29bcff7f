import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, submissionItems, submissions, users } from '../server/src/db/schema';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { h1, registerInPage, toast } from './support/ui';
import { eventually } from './support/eventually';

const EARLIER = 'GA-4M7Q-XR2D';
const PASSED = 'GA-9P3K-WT6B';

describe.skipIf(!hasChromium)('claiming earlier orders and upgrading a passing Quick Opinion, in the account', () => {
  const site = useSite();

  /**
   * The claim link of the newest claim e-mail in the outbox, on the test server. The server's mail
   * worker writes it after the answer the page shows: waited for, not read at once.
   */
  function claimLink(): Promise<string> {
    return eventually(() => {
      const outbox = path.join(site.server.dataDir, 'outbox');
      const mails = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().map((f) => fs.readFileSync(path.join(outbox, f), 'utf8')) : [];
      const mail = mails.reverse().find((m) => m.includes('Subject: Add your earlier orders'));
      // Quoted-printable folds long lines with "=\n" and writes "=" as "=3D".
      const body = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      // The token rides in the fragment, which the browser never sends to the server.
      const link = /https?:\/\/[^\s"<>]+\/account\/claim#token=[A-Za-z0-9_-]+/.exec(body)?.[0];
      if (!link) throw new Error('no claim e-mail in the outbox');
      // The e-mail names PUBLIC_URL; the test server listens on a port of its own.
      const url = new URL(link);
      return site.url(url.pathname + url.search + url.hash);
    });
  }

  it('adds a visitor order made under the account address only after the e-mailed link is followed', async () => {
    const db = site.server.database.db;
    // Placed without an account (a visitor), under the address the customer registers with next.
    const [earlier] = await db
      .insert(submissions)
      .values({
        orderNumber: EARLIER,
        visitorSessionId: 'another-browser',
        serviceType: 'full_loa',
        fullName: 'Jordan Lee',
        email: 'Jordan.Lee@example.com',
        item: 'Jersey: signed home jersey',
        athlete: 'michael-jordan',
        quantity: 1,
        paymentAmountCents: 12500,
        paymentStatus: 'pending_invoice',
        paymentMethod: 'invoice',
      })
      .returning();
    await db.insert(submissionItems).values({ submissionId: earlier!.id, position: 0, athlete: 'michael-jordan', itemType: 'jersey', description: 'Signed home jersey', imageUrls: [] });

    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login' });
    await registerInPage(page, { username: 'jordan_lee', email: 'jordan.lee@example.com', firstName: 'Jordan', lastName: 'Lee' });
    await h1(page, 'My Account').waitFor();
    // The same address proves nothing: the order is not theirs yet.
    await page.getByText("You haven't submitted any items for authentication yet.").waitFor();
    await page.getByRole('heading', { name: 'Submitted before you had an account?' }).waitFor();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Find My Earlier Orders' }).click();
    await toast(page, 'Check your e-mail').waitFor();
    expect((await db.select().from(submissions).where(eq(submissions.orderNumber, EARLIER)))[0]?.userId).toBeNull();

    await gotoApp(page, await claimLink());
    await page.getByText('1 submission was added to your account.').waitFor();
    // The page took the token into memory and out of the address bar (and so out of the history).
    expect(new URL(page.url()).pathname).toBe('/account/claim');
    expect(page.url()).not.toContain('token');
    await page.getByRole('link', { name: /My Submissions/ }).first().click();
    await page.getByText(`Order ${EARLIER}`).first().waitFor();
    const [user] = await db.select().from(users).where(eq(users.email, 'jordan.lee@example.com'));
    expect((await db.select().from(submissions).where(eq(submissions.orderNumber, EARLIER)))[0]?.userId).toBe(user!.id);

    // The link works once; a link sent before the fragment (?token=…) still reaches the server.
    await gotoApp(page, (await claimLink()).replace('#token=', '?token='));
    await page.getByText(/This link is invalid or has already been used/).waitFor();
    expect(page.url()).not.toContain('token');
    expect(errors.filter((e) => !e.includes('/api/account/claims/confirm'))).toEqual([]);
    await close();
  });

  it('offers the upgrade on a passing Quick Opinion inside 30 days, linking to /full-loa with its number', async () => {
    const db = site.server.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'jordan.lee@example.com'));
    const [passed] = await db
      .insert(submissions)
      .values({
        orderNumber: PASSED,
        userId: user!.id,
        serviceType: 'quick_opinion',
        fullName: 'Jordan Lee',
        email: 'jordan.lee@example.com',
        item: 'Signed rookie card',
        athlete: 'tom-brady',
        quantity: 1,
        paymentAmountCents: 1000,
        paymentStatus: 'paid',
        paymentMethod: 'clover',
        paymentMode: 'sandbox',
        outcome: 'pass',
        outcomeAt: new Date(),
      })
      .returning();
    await db.insert(submissionItems).values({ submissionId: passed!.id, position: 0, athlete: 'tom-brady', description: 'Signed rookie card', imageUrls: [] });

    const { page, errors, close } = await site.openPage('/account', { heading: 'Account Login', context: { acceptDownloads: true } });
    // Signed in from inside the page (registerInPage's password), then straight to the order.
    const status = await page.evaluate(async () => {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usernameOrEmail: 'jordan_lee', password: 'harbor-lantern-47' }),
      });
      return res.status;
    });
    expect(status).toBe(200);
    await gotoApp(page, site.url(`/account/submissions/${PASSED}`));
    const upgrade = page.getByRole('link', { name: /Upgrade to Full LOA/ });
    await upgrade.waitFor();
    expect(await upgrade.getAttribute('href')).toBe(`/full-loa?upgrade=${PASSED}`);
    await expectNoSeriousAxeViolations(page);

    // The claimed Full LOA gets its certificate (the admin's review issues it): the letter downloads.
    const [claimed] = await db.select().from(submissions).where(eq(submissions.orderNumber, EARLIER));
    await db.insert(certificates).values({ certificateNumber: 'GOAT-2026-000417', submissionId: claimed!.id, userLastName: 'Lee', item: 'Signed home jersey', athlete: 'michael-jordan' });
    await gotoApp(page, site.url(`/account/submissions/${EARLIER}`));
    const letter = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Certificate PDF' }).click();
    const file = await letter;
    expect(file.suggestedFilename()).toBe('Certificate_GOAT-2026-000417.pdf');
    expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(errors).toEqual([]);
    await close();
  });
});
