import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../client/src/lib/page-meta';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';

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

describe.skipIf(!hasChromium)(`public pages at ${WIDTH} px`, () => {
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
