import { describe, expect, it } from 'vitest';
import { SHOWCASE_CERTIFICATE_NUMBERS, SHOWCASE_SAMPLES } from '@shared/showcase';
import { inArray } from 'drizzle-orm';
import { certificates } from '../server/src/db/schema';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';

const HOME = 'Signed sports memorabilia authentication';

describe.skipIf(!hasChromium)('the home page showcase ("Recently authenticated")', () => {
  // The last test revokes the showcase's letters straight in the database: no cached list may hide it.
  const site = useSite({ PUBLIC_LIST_CACHE_MS: '0' });

  it('shows the demonstration letters\' numbers, which verification calls demonstrations when a visitor follows one', async () => {
    const { page, errors, close } = await site.openPage('/', { heading: HOME });
    const work = page.getByRole('region', { name: 'Recently authenticated' });
    const numbers = work.getByRole('link', { name: /^Verify certificate/ });
    await numbers.first().waitFor();
    expect(await numbers.allTextContents()).toEqual([...SHOWCASE_CERTIFICATE_NUMBERS]);
    // The Quick Opinion sample is an opinion from photos: no certificate on it.
    const quick = work.getByRole('listitem').filter({ hasText: 'Quick Opinion' });
    expect(await quick.count()).toBe(SHOWCASE_SAMPLES.filter((s) => s.service === 'Quick Opinion').length);
    expect(await quick.getByRole('link').count()).toBe(0);
    expect(await quick.textContent()).not.toMatch(/GC-/);

    for (const [i, number] of SHOWCASE_CERTIFICATE_NUMBERS.entries()) {
      if (i > 0) {
        await page.goBack();
        await numbers.first().waitFor();
      }
      const card = work.getByRole('listitem').filter({ hasText: number });
      const holder = ((await card.getByText(/^Holder: /).textContent()) ?? '').replace('Holder: ', '');
      await card.getByRole('link', { name: /^Verify certificate/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Certificate Verification' }).waitFor();
      await page.getByText(number, { exact: true }).waitFor();
      await page.getByLabel('Last Name').fill(holder);
      await page.getByRole('button', { name: 'Verify Certificate' }).click();
      // The showcase's letters are the demo content's demonstration records: never shown as valid.
      const verified = page.getByRole('article', { name: 'Demonstration certificate' });
      await verified.waitFor();
      await verified.getByText('not a certificate of authenticity', { exact: false }).waitFor();
      await verified.getByText(number).waitFor();
      expect(await verified.getByText('Valid', { exact: true }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('has no "In The News" menu when no news link is configured', async () => {
    const { page, errors, close } = await site.openPage();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/news-links'));
    await gotoApp(page, site.url('/'));
    expect(await (await answered).json()).toEqual({ links: [] });
    await page.getByRole('heading', { level: 1, name: HOME }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).first().waitFor();
    expect(await nav.getByRole('button', { name: 'In The News' }).count()).toBe(0);
    expect(await page.locator('a[href*="example.com"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows no number for a letter that no longer stands', async () => {
    await site.server.database.db.update(certificates).set({ status: 'revoked', revokedAt: new Date() }).where(inArray(certificates.certificateNumber, [...SHOWCASE_CERTIFICATE_NUMBERS]));
    const { page, errors, close } = await site.openPage();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/showcase'));
    await gotoApp(page, site.url('/'));
    expect(await (await answered).json()).toEqual({ certificates: [] });
    const work = page.getByRole('region', { name: 'Recently authenticated' });
    await work.getByText('A few of the pieces that passed through our hands.', { exact: true }).waitFor();
    expect(await work.getByRole('listitem').count()).toBe(SHOWCASE_SAMPLES.length);
    expect(await work.getByRole('link').count()).toBe(0);
    expect(await work.textContent()).not.toMatch(/GC-/);
    expect(errors).toEqual([]);
    await close();
  });
});
