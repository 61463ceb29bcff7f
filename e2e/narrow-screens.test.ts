import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGE_ROUTES } from '@shared/routes';
import { PUBLIC_PAGES } from '../client/src/lib/page-meta';
import { blogPosts, submissionItems, submissions, users } from '../server/src/db/schema';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { registerInPage } from './support/ui';

/** The narrowest phone the site is laid out for. */
const WIDTH = 360;

/**
 * The elements that reach past the right edge of the viewport, named by tag, id, classes and text:
 * the outermost ones (the culprit, not every child it carries along). Elements clipped by a scroller
 * that fits (a swipeable row, a table wrapper) do not widen the page and are skipped; an absolutely
 * positioned element is only clipped by scrollers at or above its containing block, which is how a
 * visually hidden label inside a swipeable row can still widen the page.
 */
function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 0.5;
    const makesContainingBlock = (style: CSSStyleDeclaration) => style.position !== 'static' || style.transform !== 'none' || style.filter !== 'none';
    const clipped = (el: Element) => {
      let position = getComputedStyle(el).position;
      if (position === 'fixed') return true;
      for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
        const style = getComputedStyle(p);
        // An absolutely positioned box escapes the overflow of ancestors below its containing block.
        if (position === 'absolute' && !makesContainingBlock(style)) continue;
        if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= limit) return true;
        position = style.position;
      }
      return false;
    };
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}` : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${classes}> right=${Math.round(el.getBoundingClientRect().right)}${text ? ` "${text}"` : ''}`;
    };
    const wide = new Set(
      [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > limit && !clipped(el);
      }),
    );
    return [...wide].filter((el) => !el.parentElement || !wide.has(el.parentElement)).slice(0, 10).map(name);
  });
}

describe.skipIf(!hasChromium)(`pages at phone widths (${WIDTH} and 390 px)`, () => {
  const site = useSite();

  it('never scroll sideways', { timeout: 180_000 }, async () => {
    const { page, errors, close } = await site.openPage({
      viewport: { width: WIDTH, height: 780 },
      context: { reducedMotion: 'reduce' },
      expectedErrors: [{ status: 404, path: '/no-such-page' }],
    });
    const problems: string[] = [];
    for (const path of [...Object.keys(PUBLIC_PAGES), '/no-such-page']) {
      await gotoApp(page, site.url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      // Sections below the fold skip layout until they come near (content-visibility): render them all.
      await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) {
        problems.push(`${path}: scrollWidth ${scrollWidth} > ${clientWidth}; too wide: ${(await overflowingElements(page)).join('; ') || '(none found)'}`);
      }
    }
    await close();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('at a 390 px phone, no page of the route table scrolls sideways, signed in with a long e-mail address', { timeout: 240_000 }, async () => {
    const PHONE = 390;
    const longEmail = 'alexandria.konstantinopoulou-vanderberg.collector@memorabilia-authentication-club.example.org';
    const { page, errors, close } = await site.openPage('/account', { viewport: { width: PHONE, height: 844 }, context: { reducedMotion: 'reduce' } });
    await registerInPage(page, { username: 'wide_collector', email: longEmail, firstName: 'Alexandria', lastName: 'Konstantinopoulou-Vanderberg' });
    const db = site.server.database.db;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'wide_collector'));
    // A submission with the long address in it, as the Full LOA form records one.
    const [submission] = await db
      .insert(submissions)
      .values({
        orderNumber: 'GA-W1DE-0390',
        userId: user!.id,
        serviceType: 'full_loa',
        fullName: 'Alexandria Konstantinopoulou-Vanderberg',
        email: longEmail,
        phoneNumber: '(312) 555-0100',
        address: '1200 North Lake Shore Drive, Apartment 4107, Gold Coast Residences',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60610',
        country: 'USA',
        item: 'Signed home jersey with a long description that goes on and on about its stitching',
        athlete: 'michael-jordan',
        quantity: 1,
        paymentAmountCents: 12500,
        paymentStatus: 'pending_invoice',
        paymentMethod: 'invoice',
      })
      .returning();
    await db.insert(submissionItems).values({ submissionId: submission!.id, position: 0, athlete: 'michael-jordan', itemType: 'jersey', description: 'Signed home jersey' });
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.isPublished, true)).limit(1);
    const ids: Record<string, string> = { '/account/submissions/:id': `/account/submissions/${submission!.orderNumber}`, '/blog/:id': `/blog/${post!.id}` };

    const problems: string[] = [];
    for (const route of PAGE_ROUTES) {
      const path = ids[route] ?? route;
      await gotoApp(page, site.url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (route === '/account/submissions/:id') await page.getByText(longEmail).first().waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth) {
        problems.push(`${path}: scrollWidth ${scrollWidth} > ${clientWidth}; too wide: ${(await overflowingElements(page)).join('; ') || '(none found)'}`);
      }
    }
    await close();
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });

  /** The box of the first match, after checking it is shown and fits the viewport. */
  async function shownWithin(page: Page, locator: ReturnType<Page['locator']>, what: string) {
    await locator.waitFor();
    const box = await locator.boundingBox();
    expect(box, what).not.toBeNull();
    expect(box!.x, what).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, what).toBeLessThanOrEqual(WIDTH);
    return box!;
  }

  it('show the slab teaser poster and the athlete crests', async () => {
    // The build under test has no VITE_SLAB_VIDEO_URL: the teaser is the animated poster.
    const { page, errors, close } = await site.openPage('/slab-service', { viewport: { width: WIDTH, height: 780 } });
    expect(await page.locator('video').count()).toBe(0);
    const poster = await shownWithin(page, page.getByRole('img', { name: /signed cards sealed in G\.O\.A\.T\. x DGA slabs/ }), 'slab poster');
    expect(poster.width).toBeGreaterThan(150);
    expect(poster.height).toBeGreaterThan(150);

    // The crests are decorative SVGs (hidden from assistive technology) in the page's title band.
    const heroCrests = page.locator('section:has(h1) svg[viewBox="0 0 200 200"]');
    await gotoApp(page, site.url('/michael-jordan'));
    expect((await shownWithin(page, heroCrests.first(), 'Michael Jordan crest')).width).toBeGreaterThanOrEqual(64);
    await gotoApp(page, site.url('/athletes'));
    expect(await heroCrests.count()).toBe(3);
    for (const [i, crest] of (await heroCrests.all()).entries()) {
      expect((await shownWithin(page, crest, `athletes crest ${i + 1}`)).width).toBeGreaterThanOrEqual(56);
    }
    await close();
    expect(errors).toEqual([]);
  });
});
