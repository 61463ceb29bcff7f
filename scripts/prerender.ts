/**
 * The last step of `vite build` (see vite.config.ts): renders every public page with the SSR bundle
 * into dist/client/<path>/index.html, so visitors, slow phones and search engines get the content
 * before any JavaScript runs; the browser then hydrates it. Also writes:
 * - app-shell.html: the empty shell, for pages that depend on the signed-in user (/account, /admin);
 * - content-shell.html: the prerendered pages' head (stylesheet inlined) around an empty #root, for
 *   the pages the server renders per request without a prerendered page of their own (/blog/:id);
 * - 404.html: the 'Page Not Found' card, served with status 404 for unknown addresses.
 * A page that fails to render is reported and left to the shell: the build itself does not fail,
 * because other pages may still be in progress; the browser tests catch such a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ServerEntry {
  render(pathname: string, data?: null): Promise<string>;
  PUBLIC_PAGES: Record<string, { title: string; description: string }>;
  NOT_FOUND_META: { title: string; description: string };
  documentTitle(page: string): string;
}

export const SHELL_FILE = 'app-shell.html';
// The server renders /blog/:id into this one (server/src/modules/site/content-page-render.ts).
export const CONTENT_SHELL_FILE = 'content-shell.html';
export const NOT_FOUND_FILE = '404.html';
// Addresses the '*' route matches: rendering it gives the 404 page.
const NOT_FOUND_PATH = '/__not-found__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The Latin files of the display and text faces, fetched with the stylesheet instead of after it:
 * text then appears in its own face at first paint instead of swapping in later (a layout shift).
 */
function fontPreloads(clientDir: string): string[] {
  const files = fs.readdirSync(path.join(clientDir, 'assets'));
  return ['oswald-latin-wght-normal-', 'inter-latin-wght-normal-']
    .map((prefix) => files.find((file) => file.startsWith(prefix) && file.endsWith('.woff2')))
    .filter((file): file is string => file !== undefined)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`);
}

/**
 * The stylesheet, inlined into prerendered pages: a phone then paints the page as soon as the HTML
 * arrives, without a second round trip for a render-blocking file (the CSP allows inline styles).
 * About 12 KB compressed per page; the app shell keeps the cached file.
 */
function inlineStylesheet(template: string, clientDir: string): string {
  return template.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (tag, file: string) => {
    const css = fs.readFileSync(path.join(clientDir, file), 'utf8');
    if (css.includes('</style')) return tag;
    return `<style>${css}</style>`;
  });
}

function fillTemplate(template: string, opts: { title: string; description: string; body: string; fonts: string[] }): string {
  const title = escapeHtml(opts.title);
  const description = escapeHtml(opts.description);
  const head = [
    ...opts.fonts,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    '<meta property="og:type" content="website">',
  ].join('\n    ');
  // Replacer functions, not strings: a replacement string reads "$1" in "$10 per item" as a group.
  const replaced = template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_, open: string, close: string) => `${open}${description}${close}`)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${opts.body}</div>`);
  if (!replaced.includes(`<div id="root">${opts.body}`)) throw new Error('index.html has no empty <div id="root"></div>');
  return replaced;
}

export async function prerenderPages({ clientDir, ssrEntry }: { clientDir: string; ssrEntry: string }) {
  const started = Date.now();
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const fonts = fontPreloads(clientDir);
  fs.writeFileSync(path.join(clientDir, SHELL_FILE), template.replace('</head>', () => `  ${fonts.join('\n    ')}\n  </head>`));
  // The entry's script and preload tags stay as Vite wrote them: the browser fetches the app while
  // it parses the page (module scripts never block the first paint), decision 032.
  const pageTemplate = inlineStylesheet(template, clientDir);
  fs.writeFileSync(path.join(clientDir, CONTENT_SHELL_FILE), pageTemplate.replace('</head>', () => `  ${fonts.join('\n    ')}\n  </head>`));

  const pages = [
    ...Object.entries(server.PUBLIC_PAGES).map(([pathname, meta]) => ({ pathname, meta, file: path.join(clientDir, pathname, 'index.html') })),
    { pathname: NOT_FOUND_PATH, meta: server.NOT_FOUND_META, file: path.join(clientDir, NOT_FOUND_FILE) },
  ];
  const failed: string[] = [];
  for (const { pathname, meta, file } of pages) {
    try {
      // Refused by render() if it holds an inline <script> (the CSP forbids them).
      const html = await server.render(pathname);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        fillTemplate(pageTemplate, {
          title: server.documentTitle(meta.title),
          description: meta.description,
          body: html,
          fonts,
        }),
      );
    } catch (error) {
      failed.push(pathname);
      console.warn(`[prerender] ${pathname} was not prerendered (the app shell serves it): ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
  const done = pages.length - failed.length;
  console.log(`[prerender] ${done} of ${pages.length} pages in ${Date.now() - started} ms${failed.length ? `; not prerendered: ${failed.join(', ')}` : ''}`);
}
