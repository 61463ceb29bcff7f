/**
 * Screenshots of the main screens at desktop and phone width, for looking at the design by eye.
 * Not a test. Run after `npx vite build`:  node --import tsx e2e/support/screenshots.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { gotoApp } from './browser';
import { enterAdminCode } from './admin-code';
import { E2E_ADMIN } from './server';
import { withSite } from './start-site';

const outDir = path.resolve(process.argv[2] ?? '/tmp/shots');
const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
  // The narrowest width with the full header: the admin's extra links must still fit.
  laptop: { width: 1024, height: 768 },
} as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  // Let entrance animations and the smooth scroll to the top settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  console.log(`  ${name}.png`);
  // Tall pages shrink to illegibility in an image viewer: also save them in screen-sized parts.
  const { width, height } = await page.evaluate(() => ({ width: window.innerWidth, height: document.documentElement.scrollHeight }));
  const part = 1000;
  if (height <= part * 1.5) return;
  fs.mkdirSync(path.join(outDir, 'parts'), { recursive: true });
  for (let y = 0, i = 1; y < height; y += part, i++) {
    const clip = { x: 0, y, width, height: Math.min(part, height - y) };
    await page.screenshot({ path: path.join(outDir, 'parts', `${name}-${i}.png`), fullPage: true, clip });
  }
}

async function run(browser: Browser, baseUrl: string, device: keyof typeof WIDTHS): Promise<void> {
  if (device === 'laptop') return runLaptop(browser, baseUrl);
  const context = await browser.newContext({ viewport: WIDTHS[device], deviceScaleFactor: 1 });
  const page = await context.newPage();
  const go = async (url: string, heading: string) => {
    await gotoApp(page, `${baseUrl}${url}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };

  await go('/', 'Signed sports memorabilia authentication');
  await shoot(page, `${device}-home`);
  await go('/account', 'Account Login');
  await shoot(page, `${device}-account-signed-out`);
  await page.getByRole('button', { name: 'Create one' }).click();
  await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await shoot(page, `${device}-account-register-errors`);
  await go('/admin', 'Account Login');
  await shoot(page, `${device}-admin-signed-out`);
  await go('/no-such-page', '404 Page Not Found');
  await shoot(page, `${device}-not-found`);
  await go('/quick-opinion', 'Quick Opinion');
  await shoot(page, `${device}-quick-opinion`);

  await go('/account', 'Account Login');
  await page.getByRole('button', { name: 'Create one' }).click();
  const id = `${device}${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(`shots_${id}`.slice(0, 20));
  await page.getByLabel('Email').fill(`${id}@example.com`);
  await page.getByLabel('First Name').fill('Avery');
  await page.getByLabel('Last Name').fill('Stone');
  await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  await shoot(page, `${device}-account-signed-in`);
  await page.getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Profile' }).waitFor();
  await shoot(page, `${device}-account-profile`);

  await go('/account', 'My Account');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { level: 1, name: 'Account Login' }).waitFor();
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await enterAdminCode(page);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await shoot(page, `${device}-admin-dashboard`);

  if (device === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.screenshot({ path: path.join(outDir, `${device}-menu-open.png`) });
    console.log(`  ${device}-menu-open.png`);
  } else {
    await page.getByRole('button', { name: 'Services' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(outDir, `${device}-services-open.png`) });
    console.log(`  ${device}-services-open.png`);
  }
  await context.close();
}

async function runLaptop(browser: Browser, baseUrl: string): Promise<void> {
  const context = await browser.newContext({ viewport: WIDTHS.laptop, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await gotoApp(page, `${baseUrl}/account`);
  await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await enterAdminCode(page);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, 'laptop-admin-header.png'), clip: { x: 0, y: 0, width: 1024, height: 300 } });
  console.log('  laptop-admin-header.png');
  await context.close();
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  await withSite(async ({ server, browser }) => {
    for (const device of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]) {
      console.log(device);
      await run(browser, server.baseUrl, device);
    }
  });
  console.log(`Screenshots in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
