import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/routes';
import { seriousViolations } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { h1 } from './support/ui';
import { useSite } from './support/site';

/** "In The News" is configuration (NEWS_LINKS, served at /api/news-links): this file's server has one. */
const NEWS = { title: 'Inside the vault: how collectors verify a signature', url: 'https://news.goat-press.org/vault' };

describe.skipIf(!hasChromium)('shared layout, routes and accessibility', () => {
  const site = useSite({ NEWS_LINKS: JSON.stringify([NEWS]) });

  const inViewport = (page: Page, id: string) =>
    page.waitForFunction((target) => {
      const rect = document.getElementById(target)?.getBoundingClientRect();
      return rect !== undefined && rect.top >= 0 && rect.top < 200;
    }, id);

  it('gives every page of the route table a title and one heading', async () => {
    // /blog/7 names a post that may not exist: the server then answers 404 and the page says so.
    const missingPost = [
      { status: 404, path: '/blog/7' },
      { status: 404, path: '/api/blog-posts/7' },
    ];
    const { page, errors, close } = await site.openPage({ expectedErrors: missingPost });
    for (const route of PAGE_ROUTES) {
      const url = route.replace(':id', '7');
      const response = await gotoApp(page, site.url(url));
      if (route === '/blog/:id') expect([200, 404], url).toContain(response?.status());
      else expect(response?.status(), url).toBe(200);
      await h1(page).first().waitFor();
      expect(await h1(page).count(), url).toBe(1);
      expect(await page.title(), url).toMatch(/ \| G\.O\.A\.T\. Authentication$/);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('answers unknown paths with the 404 card', async () => {
    const { page, errors, close } = await site.openPage({ expectedErrors: [{ status: 404, path: '/no/such/page' }] });
    const response = await gotoApp(page, site.url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.getByRole('heading', { level: 1, name: 'Signed sports memorabilia authentication' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('opens one header dropdown at a time, by mouse and by keyboard', async () => {
    const { page, errors, close } = await site.openPage('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const athletes = nav.getByRole('button', { name: 'Athletes' });
    const expanded = (button: typeof services) => button.getAttribute('aria-expanded');

    await services.click();
    expect(await expanded(services)).toBe('true');
    await nav.getByRole('link', { name: /Quick Opinion/ }).waitFor();
    await athletes.click();
    expect(await expanded(services)).toBe('false');
    expect(await expanded(athletes)).toBe('true');
    await athletes.click();
    expect(await expanded(athletes)).toBe('false');

    await services.click();
    await page.keyboard.press('Escape');
    expect(await expanded(services)).toBe('false');

    await services.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent?.startsWith('Quick Opinion'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Full Letter of Authenticity' }).waitFor();
    expect(await expanded(services)).toBe('false');

    await nav.getByRole('button', { name: 'In The News' }).click();
    const article = nav.getByRole('link', { name: /Inside the vault/ });
    expect(await article.getAttribute('href')).toBe(NEWS.url);
    expect(await article.getAttribute('target')).toBe('_blank');
    expect(await article.getAttribute('rel')).toContain('noopener');

    expect(errors).toEqual([]);
    await close();
  });

  it('scrolls to anchors, shows the header shadow and links the footer', async () => {
    const { page, errors, close } = await site.openPage('/terms');
    const header = page.locator('header');
    const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(await shadow()).toBe('none');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await inViewport(page, 'about');
    expect(new URL(page.url()).hash).toBe('#about');
    await page.waitForFunction(() => window.scrollY > 10);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('header')!).boxShadow !== 'none');

    const footer = page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} G.O.A.T. Authentication. All rights reserved.`);
    // The test build sets no social account (VITE_INSTAGRAM_URL…): no icon, and no link to a bare home page.
    expect(await footer.getByRole('list', { name: 'Follow us' }).count()).toBe(0);
    expect(await page.locator('a[href*="instagram.com"], a[href*="facebook.com"], a[href*="x.com"], a[href*="youtube.com"]').count()).toBe(0);
    await footer.getByRole('link', { name: 'Shipping Options' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await inViewport(page, 'shipping-address');

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    expect(errors).toEqual([]);
    await close();
  });

  it('offers a skip link and a phone menu that closes on outside clicks and navigation', async () => {
    const { page, errors, close } = await site.openPage('/', { viewport: { width: 390, height: 800 } });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Certificate Verification' }).waitFor();
    // The panel covers the page below the header: click the empty middle of the header bar.
    await page.mouse.click(230, 36);
    await menu.waitFor({ state: 'hidden' });

    await toggle.click();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Account' }).first().waitFor();

    expect(errors).toEqual([]);
    await close();
  });

  it('has no serious accessibility problems on the main screens', async () => {
    for (const width of [1280, 390]) {
      const { page, close } = await site.openPage({ viewport: { width, height: 800 }, expectedErrors: [{ status: 404, path: '/missing' }] });
      for (const [url, title] of [
        ['/', 'Signed sports memorabilia authentication'],
        ['/account', 'Account Login'],
        ['/admin', 'Account Login'],
        ['/missing', '404 Page Not Found'],
      ] as const) {
        await gotoApp(page, site.url(url));
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const serious = (await seriousViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])).map(
          (v) => `${url} @${width}: ${v.id} (${v.targets})`,
        );
        expect(serious).toEqual([]);
      }
      await close();
    }
  });
});
