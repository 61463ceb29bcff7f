import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { payments, submissions } from '../../server/src/db/schema';
import { gotoApp, watchForErrors, type ExpectedError } from './browser';
import type { RunningServer } from './server';
import { startSite, type RunningSite } from './start-site';

/** The viewport a page opens at unless a test asks for another. */
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface OpenPageOptions {
  /** Default: DESKTOP (1280 x 800). */
  viewport?: { width: number; height: number };
  /** Error answers the test provokes on purpose, which are then not counted in `errors`. */
  expectedErrors?: readonly ExpectedError[];
  /** More options for the new browser context: reducedMotion, acceptDownloads, a viewport of its own… */
  context?: BrowserContextOptions;
  /** With a path: the name of the <h1> to wait for once the app has started on it. */
  heading?: string;
}

export interface OpenedPage {
  page: Page;
  /** Console errors, uncaught page errors and CSP violations so far (watchForErrors). */
  errors: string[];
  /** Closes the page's browser context. */
  close(): Promise<void>;
}

export interface Site {
  /** The running server (only inside tests and hooks: it starts in beforeAll). */
  readonly server: RunningServer;
  /** The running browser (only inside tests and hooks: it starts in beforeAll). */
  readonly browser: Browser;
  /** The server's address followed by `path` ('/full-loa', '?a=b', or nothing for the bare address). */
  url(path?: string): string;
  /**
   * A fresh browser context (its own cookies and storage) with one page, watched for errors from
   * the start. Given a path, it opens that page of the site and waits until the app has started
   * (gotoApp), then for the `heading` <h1> if one is named; without one the page is blank.
   */
  openPage(options?: OpenPageOptions): Promise<OpenedPage>;
  openPage(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
  /** Every charge the server has recorded (the payments table). */
  charges(): Promise<(typeof payments.$inferSelect)[]>;
  /** Every submission the server has recorded since it started (the demo content's are left out). */
  submissions(): Promise<(typeof submissions.$inferSelect)[]>;
}

/**
 * The set-up every browser test file shares: called once at the top of a describe block, it starts
 * the server and Chromium in beforeAll and closes both in afterAll. Hooks the file registers after
 * it run after the site has started, and their afterAll runs before it closes (vitest runs after
 * hooks in reverse order).
 */
export function useSite(extraEnv: Record<string, string> = {}): Site {
  let running: RunningSite | undefined;
  // The demo content's submissions (the home page showcase's letters) came with the data folder:
  // site.submissions() leaves them out, so a test sees what it made.
  let demoSubmissions = 0;

  beforeAll(async () => {
    // A copy of the data folder global-setup.ts prepared: a database of this file's own, ready at once.
    const templates = inject('e2eDataDirTemplates');
    running = await startSite(extraEnv, extraEnv.SEED_DEMO === 'false' ? templates.empty : templates.seeded);
    const [row] = await running.server.database.db.select({ last: max(submissions.id) }).from(submissions);
    demoSubmissions = row?.last ?? 0;
  });

  afterAll(async () => {
    await running?.close();
    running = undefined;
  });

  const current = (): RunningSite => {
    if (!running) throw new Error('useSite: the server and browser start in beforeAll; use them inside tests and hooks.');
    return running;
  };
  const url = (path = '') => `${current().server.baseUrl}${path}`;

  async function openPage(pathOrOptions?: string | OpenPageOptions, maybeOptions: OpenPageOptions = {}): Promise<OpenedPage> {
    const path = typeof pathOrOptions === 'string' ? pathOrOptions : undefined;
    const options = typeof pathOrOptions === 'string' ? maybeOptions : (pathOrOptions ?? {});
    const context = await current().browser.newContext({ viewport: options.viewport ?? DESKTOP, ...options.context });
    const page = await context.newPage();
    const errors = watchForErrors(page, options.expectedErrors);
    if (path !== undefined) {
      await gotoApp(page, url(path));
      if (options.heading !== undefined) await page.getByRole('heading', { level: 1, name: options.heading }).waitFor();
    }
    return { page, errors, close: () => context.close() };
  }

  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    url,
    openPage,
    charges: () => current().server.database.db.select().from(payments),
    submissions: () => current().server.database.db.select().from(submissions).where(gt(submissions.id, demoSubmissions)).orderBy(submissions.id),
  };
}
