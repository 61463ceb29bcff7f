import { describe, expect, it } from 'vitest';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';

/** The phone-sized viewport every test here opens its page at. */
const PHONE = { width: 412, height: 823 };

// How a prerendered page starts (client/src/boot.ts): it paints from its HTML, then fetches the app.
describe.skipIf(!hasChromium)('starting a prerendered page', () => {
  const site = useSite();

  it('paints the page before it fetches any of the app code, then starts the app', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    for (const path of ['/', '/quick-opinion', '/full-loa']) {
      await gotoApp(page, site.url(path));
      // Wait for the page's lazily loaded code (the form's validation) to arrive as well.
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        stylesheets: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.css')),
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      const boot = timing.scripts.filter((s) => s.name.startsWith('/assets/boot-'));
      const app = timing.scripts.filter((s) => !s.name.startsWith('/assets/boot-'));
      expect(boot, path).toHaveLength(1);
      // The entry, React and the page's own chunk all come after the first paint.
      expect(app.map((s) => s.name).some((name) => name.startsWith('/assets/index-')), path).toBe(true);
      expect(app.length, path).toBeGreaterThan(2);
      for (const script of app) expect(script.start, `${path}: ${script.name}`).toBeGreaterThanOrEqual(timing.paint);
      // The stylesheet is inlined: no script fetches and applies it a second time.
      expect(timing.stylesheets, path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrates with the ids of the prerendered HTML, so every reference between elements still resolves', async () => {
    const { page, errors, close } = await site.openPage('/quick-opinion', { viewport: PHONE });
    const question = page.getByRole('button', { name: 'How long does it take?' });
    await question.click();
    // The answer the button opened is the element it names (React ids in the HTML came from the
    // server; a different tree on the client would give the button another one).
    const controls = await question.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    const answer = page.locator(`[id="${controls}"]`);
    expect(await answer.count()).toBe(1);
    expect(await answer.getAttribute('role')).toBe('region');
    const dangling = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]')].flatMap((element) =>
        ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']
          .flatMap((name) => (element.getAttribute(name) ?? '').split(' ').filter(Boolean))
          .filter((id) => !document.getElementById(id) && !(element.getAttribute('aria-expanded') === 'false'))
          .map((id) => `${element.tagName.toLowerCase()} -> #${id}`),
      ),
    );
    expect(dangling).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('loads the page again once when the app code cannot be fetched (a page kept open across a release)', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    let refused = 0;
    await page.route('**/assets/index-*.js', async (route) => {
      if (refused++ === 0) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto(site.url('/full-loa'));
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    expect(refused).toBe(2);
    expect(loads).toBe(2);
    await close();
    // The refused file itself is the one console error.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('holds back a form sent before the app has started, then sends it through the app', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    // A slow network: the app's entry is held back until the form has been sent.
    let releaseEntry = () => {};
    const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await entryReleased;
      await route.continue();
    });
    // Not waiting for 'load' (nor DOMContentLoaded): both wait for the held module script.
    await page.goto(site.url('/quick-opinion'), { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Continue to Payment' });
    await send.waitFor();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    await send.click();
    // The browser did not send the form itself (a GET would put the fields in the address).
    expect(new URL(page.url()).search).toBe('');
    releaseEntry();
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    // Once started, the app checks the held form: its messages appear without a second click.
    await page.getByText('Please enter your full name').waitFor();
    await page.getByText('You must agree to the terms and conditions').waitFor();
    expect(new URL(page.url()).pathname).toBe('/quick-opinion');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });
});
