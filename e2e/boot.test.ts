import { describe, expect, it } from 'vitest';
import { gotoApp, gotoBeforeStart, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { eventually } from './support/eventually';

/** The phone-sized viewport every test here opens its page at. */
const PHONE = { width: 412, height: 823 };

// How a prerendered page starts (decision 032): it paints from its HTML and fetches the app's entry
// while the HTML is parsed (a module script never blocks the first paint), then hydrates.
describe.skipIf(!hasChromium)('starting a prerendered page', () => {
  const site = useSite();

  it('fetches the entry from the HTML, without a boot script or a stylesheet request, and starts the app', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    for (const path of ['/', '/quick-opinion', '/full-loa']) {
      await gotoApp(page, site.url(path));
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
          .map((entry) => new URL(entry.name).pathname),
        entryTags: [...document.querySelectorAll('script[type="module"]')].map((tag) => tag.getAttribute('src')),
      }));
      expect(timing.paint, path).toBeGreaterThan(0);
      // One module script, the app's entry, named by the prerendered HTML itself.
      expect(timing.entryTags, path).toHaveLength(1);
      expect(timing.entryTags[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      expect(timing.scripts, path).toContain(timing.entryTags[0]);
      expect(timing.scripts.some((name) => name.startsWith('/assets/boot-')), path).toBe(false);
      // The stylesheet is inlined: no script fetches and applies it a second time.
      expect(timing.stylesheets, path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('hydrates with the ids of the prerendered HTML, so every reference between elements still resolves', async () => {
    const { page, errors, close } = await site.openPage('/quick-opinion', { viewport: PHONE });
    // Sending the empty form makes the client render each field's error message, with an id made
    // from the field's useId() on the client; the field's own id is still the one of the HTML from
    // the server (hydration keeps it). A different tree on the client would give them different ids.
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const name = page.getByLabel('Full Name');
    await page.waitForFunction(() => document.querySelector('[aria-invalid="true"]') !== null);
    expect(await name.getAttribute('aria-describedby')).toBe(`${await name.getAttribute('id')}-error`);
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

  it('keeps a form from being sent before the app has started: its send button waits for hydration', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    // A slow network: the app's entry is held back until the test has tried to send the form.
    const app = await gotoBeforeStart(page, site.url('/quick-opinion'));
    const send = page.getByRole('button', { name: 'Continue to Payment' });
    await send.waitFor();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    expect(await send.isDisabled()).toBe(true);
    // Enter in a field is the other way to send a form: with its send button disabled it does nothing.
    await page.getByLabel('Full Name').first().fill('Pat Early');
    await page.getByLabel('Full Name').first().press('Enter');
    expect(new URL(page.url()).search).toBe('');
    await app.start();
    await eventually(async () => expect(await send.isEnabled()).toBe(true));
    expect(new URL(page.url()).pathname).toBe('/quick-opinion');
    expect(new URL(page.url()).search).toBe('');
    expect(errors).toEqual([]);
    await close();
  });
});
