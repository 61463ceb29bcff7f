/**
 * Screenshots of every public page at phone (360 x 780) and desktop (1440 x 900) width, for looking
 * at the design by eye. Not a test. Run after `npm run build`:
 *   node --import tsx e2e/support/site-screenshots.ts [outDir] [path ...]
 * Tall pages are also saved in screen-high parts under <outDir>/parts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PUBLIC_PAGES } from '../../client/src/lib/page-meta';
import { gotoApp } from './browser';
import { withSite } from './start-site';

const outDir = path.resolve(process.argv[2] ?? '/tmp/shots-site');
const only = process.argv.slice(3);
const DEVICES = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1440, height: 900 },
} as const;

const fileName = (url: string) => (url === '/' ? 'home' : url.slice(1).replace(/\//g, '-'));

async function shoot(page: Page, name: string, partHeight: number): Promise<void> {
  // Full-page captures skip sections the browser has not laid out (content-visibility: auto on the
  // home page's lower sections); a visitor scrolling sees them, so render them all for the picture.
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' });
  await page.evaluate(() => document.fonts.ready);
  // Let lazy images arrive and the smooth scroll to the top settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
  fs.mkdirSync(path.join(outDir, 'parts'), { recursive: true });
  for (let y = 0, i = 1; y < height; y += partHeight, i++) {
    const clip = { x: 0, y, width, height: Math.min(partHeight, height - y) };
    await page.screenshot({ path: path.join(outDir, 'parts', `${name}-${i}.png`), fullPage: true, clip });
  }
  console.log(`  ${name}.png (${Math.ceil(height / partHeight)} parts)`);
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  await withSite(async ({ server, browser }) => {
    for (const [device, viewport] of Object.entries(DEVICES)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const url of only.length ? only : [...Object.keys(PUBLIC_PAGES), '/no-such-page']) {
        await gotoApp(page, `${server.baseUrl}${url}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await shoot(page, `${device}-${fileName(url)}`, viewport.height);
      }
      await context.close();
    }
  });
  console.log(`Screenshots in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
