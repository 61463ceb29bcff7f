import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';

const TITLES = [
  'Authentication worthy of the greatest',
  'Every Jordan signature, stroke by stroke',
  'Tom Brady autographs, from rookie cards to game balls',
  "The Great One's signature, verified",
  'G.O.A.T. x DGA Encapsulation',
];

describe.skipIf(!hasChromium)('home page carousel', () => {
  const site = useSite();

  /**
   * The home page with a fake clock: time stands still (so nothing advances by itself while the test
   * looks) and moves only when the test runs it forward.
   */
  async function openHome(options: BrowserContextOptions = {}) {
    const { page, errors, close } = await site.openPage({ context: options });
    const start = Date.now();
    await page.clock.install({ time: start });
    await gotoApp(page, site.url());
    await page.getByRole('heading', { level: 1, name: 'Signed sports memorabilia authentication' }).waitFor();
    // Hydrated once the controls respond; then stop the clock a little later than now.
    await page.getByRole('button', { name: /slideshow/ }).waitFor();
    await page.clock.pauseAt(start + 20_000);
    // Park the mouse away from the carousel: hovering it would pause it.
    await page.mouse.move(5, 790);
    return { page, errors, close };
  }

  const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights', exact: true });
  const activeTitle = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][data-state="active"] h2').textContent();
  const expectSlide = async (page: Page, index: number) => {
    // A slide moved by the timer renders a task after the clock has run: polled, then read beside it.
    await expect.poll(() => activeTitle(page)).toBe(TITLES[index]);
    expect(await carousel(page).locator('[data-state="active"]').getAttribute('aria-label')).toBe(`${index + 1} of 5`);
  };

  it('shows five slides, one at a time, and advances every 6 seconds, wrapping to the first', async () => {
    const { page, errors, close } = await openHome();
    expect(await carousel(page).locator('[aria-roledescription="slide"]').count()).toBe(5);
    // Hidden slides are neither visible nor reachable.
    expect(await carousel(page).locator('[aria-roledescription="slide"][inert]').count()).toBe(4);
    const current = await activeTitle(page);
    const start = TITLES.indexOf(current ?? '');
    expect(start).toBeGreaterThanOrEqual(0);
    for (let step = 1; step <= 5; step++) {
      await page.clock.runFor(6_000);
      await expectSlide(page, (start + step) % 5);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('moves with the arrows and the dots, and wraps both ways', async () => {
    const { page, errors, close } = await openHome();
    const region = carousel(page);
    await region.getByRole('button', { name: 'Slide 1:', exact: false }).click();
    await expectSlide(page, 0);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(page, 4);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 0);
    await region.getByRole('button', { name: 'Slide 4:', exact: false }).click();
    await expectSlide(page, 3);
    expect(await region.getByRole('button', { name: 'Slide 4:', exact: false }).getAttribute('aria-current')).toBe('true');
    await page.getByRole('link', { name: 'Authenticate a Gretzky item' }).click();
    await page.getByRole('heading', { level: 1, name: 'Wayne Gretzky Autograph Authentication' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('waits while hovered or focused, and when paused with its button', async () => {
    const { page, errors, close } = await openHome();
    const region = carousel(page);
    // Hover, focus and the pause button change React state, and the timer follows in an effect after
    // that render: the clock runs only once the live region says the carousel waits (polite) or rotates
    // (off), or a timer set before the render would fire, or none be set yet.
    const waits = (yes: boolean) => region.locator(`[aria-live="${yes ? 'polite' : 'off'}"]`).waitFor({ state: 'attached' });
    // Neither hovered nor focused: the mouse elsewhere, focus back on the page.
    const release = async () => {
      await page.mouse.move(5, 790);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    await region.getByRole('button', { name: 'Slide 2:', exact: false }).click();
    await release();

    await region.hover();
    await waits(true);
    await page.clock.runFor(15_000);
    await expectSlide(page, 1);
    await release();
    await waits(false);
    await page.clock.runFor(6_000);
    await expectSlide(page, 2);

    await region.getByRole('button', { name: 'Next slide' }).focus();
    await waits(true);
    await page.clock.runFor(15_000);
    await expectSlide(page, 2);
    await release();
    await waits(false);
    await page.clock.runFor(6_000);
    await expectSlide(page, 3);

    await region.getByRole('button', { name: 'Pause the slideshow' }).click();
    await release();
    await waits(true);
    await page.clock.runFor(15_000);
    await expectSlide(page, 3);
    await region.getByRole('button', { name: 'Start the slideshow' }).click();
    await release();
    await waits(false);
    await page.clock.runFor(6_000);
    await expectSlide(page, 4);
    expect(errors).toEqual([]);
    await close();
  });

  it('stays still for visitors who prefer reduced motion, until they start it', async () => {
    const { page, errors, close } = await openHome({ reducedMotion: 'reduce' });
    const region = carousel(page);
    await region.getByRole('button', { name: 'Start the slideshow' }).waitFor();
    const before = await activeTitle(page);
    await page.clock.runFor(20_000);
    expect(await activeTitle(page)).toBe(before);
    // Arrows still work.
    await region.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeTitle(page)).not.toBe(before);
    expect(errors).toEqual([]);
    await close();
  });
});
