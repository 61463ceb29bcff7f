import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** The real server on a fresh embedded database, and a headless Chromium to look at it with. */
export interface RunningSite {
  server: RunningServer;
  browser: Browser;
  /** Closes the browser, then stops the server and removes its temporary data folder. */
  close(): Promise<void>;
}

/**
 * Starts the server, then the browser (stopping the server again if the browser does not start).
 * No test runner involved: the screenshot scripts use it through withSite, the tests through useSite
 * (site.ts).
 */
export async function startSite(extraEnv: Record<string, string> = {}, fromDataDir?: string): Promise<RunningSite> {
  const server = await startServer(extraEnv, fromDataDir);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    server,
    browser,
    async close() {
      try {
        await browser.close();
      } finally {
        await server.close();
      }
    },
  };
}

/** Runs `work` against a started site and closes the site afterwards, whether or not it threw. */
export async function withSite<T>(work: (site: RunningSite) => Promise<T>): Promise<T> {
  const site = await startSite();
  try {
    return await work(site);
  } finally {
    await site.close();
  }
}
