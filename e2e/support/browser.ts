import fs from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Page, type Response } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const hasChromium = fs.existsSync(CHROMIUM_PATH);

if (!hasChromium) {
  if (process.env.CI) {
    throw new Error(`Chromium must be installed at ${CHROMIUM_PATH} for the browser tests (apt-get install -y chromium).`);
  }
  console.warn(`[e2e] ${CHROMIUM_PATH} not found: browser tests are skipped (apt-get install -y chromium to run them).`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** An error answer a test provokes on purpose: Chromium logs it as a console error, which is then not one. */
export interface ExpectedError {
  status: number;
  path: string;
}

/**
 * Chromium reports every 4xx answer as a console error. These are the answers the app expects and
 * handles: who-am-I for a visitor, and the failures the tests provoke on purpose.
 */
const EXPECTED_STATUSES: readonly ExpectedError[] = [
  { status: 401, path: '/api/auth/login' },
  { status: 409, path: '/api/auth/register' },
];

function isExpectedNetworkError(message: ConsoleMessage, expected: readonly ExpectedError[]): boolean {
  const match = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(message.text());
  if (!match) return false;
  const { pathname } = new URL(message.location().url);
  return [...EXPECTED_STATUSES, ...expected].some((e) => e.status === Number(match[1]) && e.path === pathname);
}

/**
 * Collects console errors and uncaught page errors; a test asserts the list is empty at the end.
 * `expected` adds answers a test provokes on purpose (a 404 page, say).
 */
export function watchForErrors(page: Page, expected: readonly ExpectedError[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpectedNetworkError(message, expected)) {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // A blocked eval or inline script is not a console error, only a DevTools issue (and a failed
  // Lighthouse best-practices audit): report every CSP violation as one. Registered before any
  // navigation, since the tests call this right after opening the page.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return errors;
}

/** The paths of the requests `page` makes under `prefix` from now on (say, the API calls of a first load). */
export function recordRequests(page: Page, prefix: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) paths.push(pathname);
  });
  return paths;
}

/**
 * Opens a page of the site and waits until the app has started (main.tsx marks <html data-app>),
 * as a person waits for a page to respond before using it. A prerendered page is readable before
 * that, while its scripts load (decision 032).
 */
export async function gotoApp(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForApp(page);
  return response;
}

/** Reloads the page and waits until the app has started again (see gotoApp). */
export async function reloadApp(page: Page): Promise<void> {
  await page.reload();
  await waitForApp(page);
}

export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * Opens a prerendered page as a slow network would deliver it: the app's entry is held back, so the
 * page is shown from its HTML and can be typed into before the app has started. `start()` lets the
 * entry through and waits until the app has started.
 */
export async function gotoBeforeStart(page: Page, url: string): Promise<{ start: () => Promise<void> }> {
  let releaseEntry = () => {};
  const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await entryReleased;
    await route.continue();
  });
  // Not waiting for 'load' (nor DOMContentLoaded): both wait for the held module script.
  await page.goto(url, { waitUntil: 'commit' });
  return {
    async start() {
      releaseEntry();
      await waitForApp(page);
    },
  };
}
