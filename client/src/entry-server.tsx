/**
 * Prerendering (scripts/prerender.ts, run by `npm run build`) and the server's content pages
 * (server/src/modules/site/content-page-render.ts, per request): renders a public page to HTML with
 * the same tree the browser hydrates (app/app.tsx), from a memory router at the page's address.
 * Nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import type { ContentPageData } from '@shared/content-page-data';
import { App } from './app/app';
import { PageDataContext } from './app/page-data';
import { loadMatchedRoutes } from './app/router';
import { routes } from './app/routes';

export { NOT_FOUND_META, PUBLIC_PAGES } from './lib/page-meta';
export { documentTitle } from './hooks/use-document-title';

/** `data`: what a content page shows (the browser's query cache is seeded with the same, app/page-data.ts). */
export async function render(pathname: string, data: ContentPageData | null = null): Promise<string> {
  await loadMatchedRoutes(pathname);
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const { prelude } = await prerender(
    <StrictMode>
      {/* A wrapper without markup: the ids React derives from the tree (useId) stay those of the browser's. */}
      <PageDataContext value={data}>
        <App router={router} />
      </PageDataContext>
    </StrictMode>,
    // Keep every Suspense boundary inline: outlined ones are revealed by inline scripts, which the
    // server's Content-Security-Policy forbids (and a static page does not need).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude as ReadableStream<Uint8Array>).text();
  router.dispose();
  // The CSP forbids inline scripts: a rendered page must not carry any (the page is then served as built).
  if (/<script(?![^>]*\bsrc=)/i.test(html)) throw new Error(`the rendered page ${pathname} contains an inline <script>`);
  return html;
}
