// Fonts are bundled (the server's CSP allows font-src 'self' only); each file carries all weights.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
// Italic only: quotes and testimonials; the file is fetched only by pages that show one.
import '@fontsource-variable/playfair-display/wght-italic.css';
import './styles.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadMatchedRoutes } from './app/router';

// Zod compiles object validators with new Function() unless told not to, and probes for it on the
// first parse; the CSP (script-src 'self') forbids eval, so the probe is a violation. Interpreted
// validation is fast enough for forms. Zod reads its settings from this global when it loads (the
// way separate copies share them), so setting it here costs the home page no Zod code at all.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Start-up runs in several short tasks rather than one long one, so a phone stays responsive
// (and Lighthouse's Total Blocking Time stays low) while the page comes to life.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks the page as started once React has committed its first render (or hydration of the page's
 * frame): from then on React handles every event, and hydrates on demand a part that is touched
 * before its turn. The browser tests wait for it before they click, as a person would wait for a
 * page to respond.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // A wrapper, not a sibling of <App>: a sibling would change every useId() below it, and the ids
  // of the prerendered HTML (aria-controls, aria-labelledby) would no longer match.
  return children;
}

async function start(root: HTMLElement): Promise<void> {
  // Not in the task that evaluated the entry: asking for the page's chunk adds a <link
  // rel=modulepreload> per import (Vite's preload of a dynamic import, about 50 on a form page), and
  // the two together were one long task (decision 032, 2026-11-26 addendum).
  await nextTask();
  // The page's own chunk, with its imports in parallel.
  // Whether the page is the Not Found route; null when a chunk failed to load: then render from
  // scratch, the route's error screen offers a reload.
  const notFoundRoute = await loadMatchedRoutes(window.location.pathname).catch(() => null);
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <Started>
        <App router={router} />
      </Started>
    </StrictMode>
  );
  // Prerendered pages (public routes) are hydrated; the others start from the empty app shell. The
  // server answers a known route with the 404 page when what it names does not exist (a draft or
  // deleted post at /blog/:id): that HTML is not what the route renders, so it is rendered afresh.
  const navigation = performance.getEntriesByType('navigation')[0] as { responseStatus?: number } | undefined;
  if (notFoundRoute !== null && root.firstElementChild && (navigation?.responseStatus !== 404 || notFoundRoute)) {
    // As a transition, React hydrates in slices of about 5 ms and gives the browser the thread in
    // between, instead of one task the length of the whole page (at default priority React does not
    // yield). A click on a part not yet hydrated makes React hydrate it at once, then handle the click.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}

void start(container);
