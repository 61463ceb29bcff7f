import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_DATA_ELEMENT_ID, type ContentPageData } from '@shared/content-page-data';

/** The SSR bundle's entry (client/src/entry-server.tsx), built with the client by vite.config.ts. */
interface ServerEntry {
  render(pathname: string, data: ContentPageData | null): Promise<string>;
}

/** A page's rendered #root and the JSON it was rendered from. */
export interface RenderedBody {
  html: string;
  json: string;
}

/** The data inside a `<script type="application/json">`: `<` escaped, so no text can close the element (attack row 170). */
export const jsonForHtml = (data: ContentPageData): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** The document with its #root (the last <div> of the body, in the shell and the prerendered pages alike) replaced. */
function withRoot(html: string, inner: string, after: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</div>', html.lastIndexOf('</body>'));
  if (start === -1 || end < start) throw new Error('the page has no <div id="root">');
  return `${html.slice(0, start)}<div id="root">${inner}</div>${after}${html.slice(end + '</div>'.length)}`;
}

/**
 * The document with the rendered page in its #root and, right after it, the data it was rendered from
 * (only with that HTML: seeded over another page's markup, hydration would not match).
 */
export function withRenderedBody(html: string, body: RenderedBody): string {
  return withRoot(html, body.html, `\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${body.json}</script>`);
}

/**
 * Renders a page the browser then hydrates, with the SSR bundle the prerender uses (decision 006, 014):
 * the content pages and a public certificate's page. Null when there is no bundle (a build without
 * one, the API tests' fake client) or the render failed: the caller serves the page as built.
 */
export function createServerRender(deps: { ssrEntry: string | undefined; log: FastifyBaseLogger }) {
  let entry: Promise<ServerEntry | null> | undefined;
  // Loaded on the first rendered page, not at start: a server at rest does not hold React's server
  // renderer (decision 031).
  const loadEntry = () =>
    (entry ??= deps.ssrEntry
      ? (import(pathToFileURL(deps.ssrEntry).href) as Promise<ServerEntry>).catch((error: unknown) => {
          deps.log.warn({ err: error }, 'server rendering: no bundle, the built pages are served');
          return null;
        })
      : Promise.resolve(null));

  return async function render(pathname: string, data: ContentPageData): Promise<RenderedBody | null> {
    try {
      const server = await loadEntry();
      if (!server) return null;
      return { html: await server.render(pathname, data), json: jsonForHtml(data) };
    } catch (error) {
      deps.log.error({ err: error, pathname }, 'page render failed: the built page is served');
      return null;
    }
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;
