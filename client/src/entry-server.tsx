/**
 * Prerendering (scripts/prerender.ts, run by `npm run build`): renders a public page to HTML with
 * the same tree the browser hydrates (app/app.tsx), from a memory router at the page's address.
 * Nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, matchRoutes } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { routes, type RouteHandle } from './app/routes';

export { NOT_FOUND_META, PUBLIC_PAGES } from './lib/page-meta';
export { documentTitle } from './hooks/use-document-title';

export interface RenderedPage {
  html: string;
  /** Source modules of the matched routes (Vite manifest keys), to preload their chunks. */
  modules: string[];
}

export async function render(pathname: string): Promise<RenderedPage> {
  await loadMatchedRoutes(pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Keep every Suspense boundary inline: outlined ones are revealed by inline scripts, which the
    // server's Content-Security-Policy forbids (and a static page does not need).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  const modules = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.module)
    .filter((module): module is string => typeof module === 'string');
  router.dispose();
  return { html, modules };
}
