/**
 * The JavaScript a visitor downloads to see a page, from the built files (run `npm run build` first):
 * the page's <script type="module"> and <link rel="modulepreload"> tags (and the files the boot script
 * of a prerendered page names), plus every chunk those
 * import statically (dynamic import() is code loaded on demand, not counted). Prints each file's
 * gzipped size for the home page, then the total for every prerendered page. Budget: home <= 120 KB.
 *
 *   node --import tsx bench/bundle-size.ts [dist/client]
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const BUDGET_KB = 120;
const clientDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/client'));
if (!fs.existsSync(path.join(clientDir, 'index.html'))) {
  console.error(`No build in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

function sizes(file: string) {
  let entry = sizeCache.get(file);
  if (!entry) {
    const data = fs.readFileSync(path.join(clientDir, file));
    entry = { raw: data.length, gzip: gzipSync(data).length, brotli: brotliCompressSync(data).length };
    sizeCache.set(file, entry);
  }
  return entry;
}

/** Files named by the page's HTML: module scripts, module preloads and stylesheets. */
function htmlAssets(html: string): { scripts: string[]; styles: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script') && /type="module"/.test(tag)) {
      scripts.push(attr(tag, 'src') ?? '');
      // The boot script of a prerendered page (client/src/boot.ts) loads the entry and these chunks
      // once the page has painted: the visitor downloads them all the same.
      scripts.push(attr(tag, 'data-entry') ?? '', ...(attr(tag, 'data-preload') ?? '').split(' '));
    }
    else if (/rel="modulepreload"/.test(tag)) scripts.push(attr(tag, 'href') ?? '');
    else if (/rel="stylesheet"/.test(tag)) styles.push(attr(tag, 'href') ?? '');
  }
  const local = (href: string) => href.replace(/^\//, '');
  return { scripts: scripts.filter(Boolean).map(local), styles: styles.filter(Boolean).map(local) };
}

/** A chunk and, recursively, the chunks it imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticGraph(roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(clientDir, file), 'utf8');
    for (const match of code.matchAll(/\bimport\s*(?:[\w${}\s,*]+from\s*)?["']([^"']+\.js)["']/g)) {
      const spec = match[1] ?? '';
      visit(path.posix.join(path.posix.dirname(file), spec));
    }
  };
  roots.forEach(visit);
  return [...seen];
}

function pageJs(htmlFile: string) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const { scripts, styles } = htmlAssets(html);
  const files = staticGraph(scripts);
  const total = files.reduce(
    (sum, file) => {
      const s = sizes(file);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
  // Prerendered pages carry the stylesheet inline (scripts/prerender.ts); the shell links it.
  const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + gzipSync(m[1] ?? '').length, 0);
  const css = styles.reduce((sum, file) => sum + sizes(file).gzip, 0) + inline;
  return { files, total, css, inline: inline > 0 };
}

const home = pageJs(path.join(clientDir, 'index.html'));
console.log('Home page (/): JavaScript downloaded before the page is interactive');
for (const file of [...home.files].sort((a, b) => sizes(b).gzip - sizes(a).gzip)) {
  const s = sizes(file);
  console.log(`  ${file.padEnd(44)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
}
console.log(`  ${'total'.padEnd(44)} ${kb(home.total.raw).padStart(10)} raw ${kb(home.total.gzip).padStart(10)} gzip  (${kb(home.total.brotli)} brotli)`);
console.log(`  CSS: ${kb(home.css)} gzip${home.inline ? ' (inline in the HTML)' : ''}; HTML: ${kb(gzipSync(fs.readFileSync(path.join(clientDir, 'index.html'))).length)} gzip with it`);
const within = home.total.gzip <= BUDGET_KB * 1024;
console.log(`  budget ${BUDGET_KB} KB gzip: ${within ? 'within' : 'OVER'} (${kb(BUDGET_KB * 1024 - home.total.gzip)} to spare)\n`);

console.log('Every prerendered page: JavaScript total (gzip)');
const pages: { url: string; file: string }[] = [];
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'assets') walk(full);
    else if (entry.name.endsWith('.html')) {
      const rel = path.relative(clientDir, full).replace(/\\/g, '/');
      pages.push({ url: rel === 'index.html' ? '/' : rel.endsWith('/index.html') ? `/${rel.slice(0, -'/index.html'.length)}` : rel, file: full });
    }
  }
};
walk(clientDir);
for (const { url, file } of pages.sort((a, b) => a.url.localeCompare(b.url))) {
  const js = pageJs(file);
  console.log(`  ${url.padEnd(28)} ${kb(js.total.gzip).padStart(10)}  ${String(js.files.length).padStart(2)} files`);
}
