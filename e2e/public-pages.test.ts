import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/routes';
import { NOT_FOUND_META, PUBLIC_PAGES } from '../client/src/lib/page-meta';
import { gotoApp, hasChromium } from './support/browser';
import { h1 } from './support/ui';
import { useSite } from './support/site';

const SUFFIX = ' | G.O.A.T. Authentication';
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe.skipIf(!hasChromium)('public pages', () => {
  const site = useSite();
  const at = (width: number) => ({ width, height: 900 });

  it('renders the heading of every route in the route table, with no console error', async () => {
    const { page, errors, close } = await site.openPage({ viewport: at(1280) });
    for (const route of PAGE_ROUTES) {
      const url = route.replace(':id', '3');
      const response = await gotoApp(page, site.url(url));
      expect(response?.status(), url).toBe(200);
      await h1(page).first().waitFor();
      expect(await h1(page).count(), url).toBe(1);
      expect((await h1(page).textContent())?.trim(), url).not.toBe('');
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('sends every public page prerendered, with its own title and description, before any script runs', async () => {
    const titles = new Set<string>();
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      const response = await fetch(site.url(path));
      const html = await response.text();
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(`<title>${escapeHtml(meta.title + SUFFIX)}</title>`);
      // Exactly one description, whole (a price such as "$10" once broke the template's replacement).
      const descriptions = [...html.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) => m[1]);
      expect(descriptions, path).toEqual([escapeHtml(meta.description)]);
      expect(html, path).toContain(`<meta property="og:description" content="${escapeHtml(meta.description)}">`);
      // The page's content is in the HTML: its one <h1> inside #root.
      expect(html.match(/<div id="root">[\s\S]*<h1[\s>]/), path).not.toBeNull();
      titles.add(meta.title);
    }
    expect(titles.size).toBe(Object.keys(PUBLIC_PAGES).length);

    const missing = await fetch(site.url('/no/such/page'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<title>${NOT_FOUND_META.title}${SUFFIX}</title>`);
    // Signed-in screens are never prerendered: they start from the empty shell.
    expect(await (await fetch(site.url('/account'))).text()).toContain('<div id="root"></div>');
  });

  it('hydrates the prerendered pages in place: same title, no layout shift, no console error', async () => {
    const { page, errors, close } = await site.openPage({ viewport: at(390) });
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      await gotoApp(page, site.url(path));
      await h1(page).first().waitFor();
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(await page.title(), path).toBe(meta.title + SUFFIX);
      if (['/', '/athletes', '/michael-jordan', '/services', '/contact-us', '/slab-service', '/terms'].includes(path)) {
        const shift = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              let total = 0;
              const observer = new PerformanceObserver((list) => {
                for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                  if (!entry.hadRecentInput) total += entry.value;
                }
              });
              observer.observe({ type: 'layout-shift', buffered: true });
              // Once the fonts are in and two frames have been painted after that, every shift the
              // load can cause has happened (and been reported); then count what the observer holds.
              void document.fonts.ready.then(() =>
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                      if (!entry.hadRecentInput) total += entry.value;
                    }
                    observer.disconnect();
                    resolve(total);
                  }),
                ),
              );
            }),
        );
        expect(shift, `cumulative layout shift on ${path}`).toBeLessThan(0.02);
      }
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the description in step on navigation inside the app', async () => {
    const { page, errors, close } = await site.openPage('/', { viewport: at(1280) });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await h1(page).filter({ hasText: 'Contact Us' }).waitFor();
    await page.waitForFunction(
      (expected) => document.querySelector('meta[name="description"]')?.getAttribute('content') === expected,
      PUBLIC_PAGES['/contact-us'].description,
    );
    expect(await page.title()).toBe(`Contact Us${SUFFIX}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('scrolls smoothly to About when already on the home page', async () => {
    const { page, errors, close } = await site.openPage('/', { viewport: at(1280) });
    await h1(page).waitFor();
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('about')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(new URL(page.url()).hash).toBe('#about');
    // A smooth scroll passes through positions on the way; a jump records only where it lands. (On a
    // loaded machine the browser paints few frames during the scroll: one position between is enough.)
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    expect(new Set(positions).size).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await close();
  });
});
