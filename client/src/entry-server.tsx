/**
 * Prerendering (scripts/prerender.ts, run by `npm run build`): renders a public page to HTML with
 * the same tree the browser hydrates (app/app.tsx), from a memory router at the page's address.
 * Nothing here runs in the browser.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/router';
import { routes } from './app/routes';

export { NOT_FOUND_META, PUBLIC_PAGES } from './lib/page-meta';
export { documentTitle } from './hooks/use-document-title';

export async function render(pathname: string): Promise<string> {
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
  router.dispose();
  return html;
}
