import { chromium } from 'playwright-core';
const [url, out, w = '1440', h = '900', scrollSel] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url, { waitUntil: 'load' });
if (scrollSel) { await page.locator(scrollSel).first().scrollIntoViewIfNeeded(); await page.waitForTimeout(800); }
await page.screenshot({ path: out });
await browser.close();
