/**
 * The JavaScript a first visit to each prerendered page downloads, in all: Chromium opens the page
 * (fresh profile, nothing cached) from the built files (run `npm run build` first) and every script
 * it fetches until the network is idle is counted: the entry, its imports, the page's own chunk and
 * whatever the app loads right after start-up. Code loaded only on an action (a validation, the card
 * step, a toast) is not fetched by a visit, so not counted. Sizes are each file's gzip (level 9, as
 * scripts/precompress.ts writes it) and Brotli. Prints the home page file by file, then the total
 * for every page. Budget: home <= 145 KB gzip (decision 032).
 *
 *   node --import tsx bench/bundle-size.ts [dist/client]
 *
 * The API is not running: its answers are 404, which the pages show as empty data and which loads
 * no code a real visit would not load.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 145;
const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
    entry = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, entry);
  }
  return entry;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/** The built files as the server maps them: /x -> x/index.html, unknown -> 404.html. */
function serveBuild(): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const candidates = [url.pathname, path.posix.join(url.pathname, 'index.html')];
    const file = url.pathname.startsWith('/api/')
      ? undefined
      : candidates.map((c) => path.join(clientDir, c)).find((f) => f.startsWith(clientDir) && fs.existsSync(f) && fs.statSync(f).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': url.pathname.startsWith('/api/') ? 'application/json' : TYPES['.html'] });
      res.end(url.pathname.startsWith('/api/') ? '{"message":"Not found"}' : fs.readFileSync(path.join(clientDir, '404.html')));
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Every prerendered page by address. */
function prerenderedPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(clientDir, path.dirname(full)).replace(/\\/g, '/');
        pages.push(`/${rel}`);
      }
    }
  };
  walk(clientDir);
  return pages.sort();
}

const server = await serveBuild();
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });

/** The script files a first visit to `pathname` fetches, once the network is idle. */
async function visit(pathname: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const { pathname: file } = new URL(request.url());
    if (file.endsWith('.js')) scripts.add(file.replace(/^\//, ''));
  });
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts];
}

const total = (files: string[]) =>
  files.reduce((sum, file) => {
    const s = sizes(file);
    return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli };
  }, { raw: 0, gzip: 0, brotli: 0 });

try {
  const home = await visit('/');
  console.log('Home page (/): JavaScript a first visit downloads, in all');
  for (const file of [...home].sort((a, b) => sizes(b).gzip - sizes(a).gzip)) {
    const s = sizes(file);
    console.log(`  ${file.padEnd(44)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
  }
  const sum = total(home);
  console.log(`  ${'total'.padEnd(44)} ${kb(sum.raw).padStart(10)} raw ${kb(sum.gzip).padStart(10)} gzip  (${kb(sum.brotli)} brotli)  ${home.length} files`);
  const html = fs.readFileSync(path.join(clientDir, 'index.html'));
  const css = [...html.toString().matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + gzipSync(m[1] ?? '').length, 0);
  console.log(`  CSS: ${kb(css)} gzip (inline in the HTML); HTML: ${kb(gzipSync(html).length)} gzip with it`);
  const within = sum.gzip <= BUDGET_KB * 1024;
  console.log(`  budget ${BUDGET_KB} KB gzip: ${within ? 'within' : 'OVER'} (${kb(BUDGET_KB * 1024 - sum.gzip)} to spare)\n`);

  console.log('Every prerendered page: JavaScript of a first visit (gzip)');
  const perPage: Record<string, number> = {};
  for (const pathname of prerenderedPages()) {
    const files = await visit(pathname);
    perPage[pathname] = Math.round(total(files).gzip / 102.4) / 10;
    console.log(`  ${pathname.padEnd(28)} ${kb(total(files).gzip).padStart(10)}  ${String(files.length).padStart(2)} files`);
  }
  // For run-all's summary table: flat figures, the home page's first (its budget) then every page's.
  const figures = { 'home gzip KB': Math.round(sum.gzip / 102.4) / 10, 'home files': home.length, 'budget KB': BUDGET_KB, ...Object.fromEntries(Object.entries(perPage).map(([page, kb]) => [`${page} gzip KB`, kb])) };
  console.log(`BENCH_RESULT ${JSON.stringify({ name: 'bundle', figures })}`);
} finally {
  await browser.close();
  server.close();
}
