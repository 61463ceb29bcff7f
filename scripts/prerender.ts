/**
 * The last step of `vite build` (see vite.config.ts): renders every public page with the SSR bundle
 * into dist/client/<path>/index.html, so visitors, slow phones and search engines get the content
 * before any JavaScript runs; the browser then hydrates it. Also writes:
 * - app-shell.html: the empty shell, for pages that depend on the signed-in user (/account, /admin);
 * - 404.html: the 'Page Not Found' card, served with status 404 for unknown addresses.
 * A page that fails to render is reported and left to the shell: the build itself does not fail,
 * because other pages may still be in progress; the browser tests catch such a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  render(pathname: string): Promise<{ html: string; modules: string[] }>;
  PUBLIC_PAGES: Record<string, { title: string; description: string }>;
  NOT_FOUND_META: { title: string; description: string };
  documentTitle(page: string): string;
}

export const SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';
// Addresses the '*' route matches: rendering it gives the 404 page.
const NOT_FOUND_PATH = '/__not-found__';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The chunk files a module needs (itself and its static imports), minus those the entry already loads. */
function chunkFiles(manifest: Manifest, key: string, skip: Set<string>, out = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || skip.has(key) || out.has(chunk.file)) return out;
  out.add(chunk.file);
  for (const child of chunk.imports ?? []) chunkFiles(manifest, child, skip, out);
  return out;
}

/** The entry and everything it imports statically: already in the shell's script and preload tags. */
function entryKeys(manifest: Manifest): Set<string> {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return keys;
}

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

/**
 * A prerendered page starts with the boot script instead of the app's entry and its preload tags
 * (see client/src/boot.ts): the page paints from its HTML first, then the boot script fetches the
 * entry and the page's chunks together. Returns the template without the entry's tags, and those
 * files (the entry first).
 */
function withoutEntryScripts(template: string): { template: string; entry: string; entryPreloads: string[] } {
  const entryTag = /\s*<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entryTag?.[1]) throw new Error('index.html has no module entry script');
  const entryPreloads: string[] = [];
  const stripped = template
    .replace(entryTag[0], () => '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)">/g, (_, file: string) => {
      entryPreloads.push(file);
      return '';
    });
  return { template: stripped, entry: entryTag[1], entryPreloads };
}

function bootScript(bootFile: string, entry: string, preloads: string[]): string {
  const list = preloads.map((file) => `/${file}`).join(' ');
  return `<script type="module" crossorigin src="/${bootFile}" data-entry="/${entry}" data-preload="${list}"></script>`;
}

function fillTemplate(template: string, opts: { title: string; description: string; body: string; boot: string; fonts: string[] }): string {
  const title = escapeHtml(opts.title);
  const description = escapeHtml(opts.description);
  const head = [
    ...opts.fonts,
    opts.boot,
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

export async function prerenderPages({ clientDir, ssrEntry, manifestFile }: { clientDir: string; ssrEntry: string; manifestFile: string }) {
  const started = Date.now();
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const server = (await import(pathToFileURL(ssrEntry).href)) as ServerEntry;
  const skip = entryKeys(manifest);
  const fonts = fontPreloads(clientDir);
  fs.writeFileSync(path.join(clientDir, SHELL_FILE), template.replace('</head>', () => `  ${fonts.join('\n    ')}\n  </head>`));
  const { template: pageTemplate, entry, entryPreloads } = withoutEntryScripts(inlineStylesheet(template, clientDir));
  const bootFile = manifest['src/boot.ts']?.file;
  if (!bootFile) throw new Error('the client manifest has no src/boot.ts entry');

  const pages = [
    ...Object.entries(server.PUBLIC_PAGES).map(([pathname, meta]) => ({ pathname, meta, file: path.join(clientDir, pathname, 'index.html') })),
    { pathname: NOT_FOUND_PATH, meta: server.NOT_FOUND_META, file: path.join(clientDir, NOT_FOUND_FILE) },
  ];
  const failed: string[] = [];
  for (const { pathname, meta, file } of pages) {
    try {
      const { html, modules } = await server.render(pathname);
      const preloads = new Set<string>(entryPreloads);
      for (const module of modules) {
        if (!manifest[module]) throw new Error(`${module} is not in the client manifest`);
        for (const chunk of chunkFiles(manifest, module, skip)) preloads.add(chunk);
      }
      // The CSP forbids inline scripts: a prerendered page must not carry any.
      if (/<script(?![^>]*\bsrc=)/i.test(html)) throw new Error('the rendered page contains an inline <script>');
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        fillTemplate(pageTemplate, {
          title: server.documentTitle(meta.title),
          description: meta.description,
          body: html,
          boot: bootScript(bootFile, entry, [...preloads]),
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
