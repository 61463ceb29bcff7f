/**
 * The content pages the server renders per request (docs/decisions/014), on
 * PostgreSQL with 6 posts and 6 items: the memory at rest (the SSR bundle not loaded), the time of each
 * page's first answer (bundle loaded, page rendered) and of a cached one, the memory after, then
 * 50 connections on /news-blog (cached) for BENCH_DURATION s (default 10) and the memory under that load.
 *
 *   npm run build && node --import tsx bench/content-pages.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createPgDatabase, memoryOf, printResult, startServer } from './support/server';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PAGES = ['/news-blog', '/collection', '/blog/1'];

const database = await createPgDatabase();
if (!database) throw new Error('PostgreSQL is not reachable (BENCH_DATABASE_URL)');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-bench-content-'));
const server = await startServer({ dataDir, databaseUrl: database.url });
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  for (let i = 1; i <= 6; i++) {
    await client.query(
      `insert into blog_posts (title, excerpt, content, author, category, read_time, is_featured, publish_date) values ($1, $2, $3, 'Bench Team', 'Authentication', '5 min read', $4, now() - ($5 || ' days')::interval)`,
      [`Bench post ${i}`, 'What the letter says and why.', 'A paragraph of the article.\n'.repeat(40), i === 1, String(i)],
    );
    await client.query(`insert into collection_items (title, athlete, category, image_url, display_order) values ($1, 'Bench Athlete', 'Jersey', '/media/demo-jersey.jpg', $2)`, [`Bench item ${i}`, i]);
  }
  await client.end();

  await new Promise((r) => setTimeout(r, 2000));
  const pid = server.child.pid!;
  const rest = memoryOf(pid);
  const timing: Record<string, number> = {};
  for (const page of PAGES) {
    for (const label of ['first', 'cached']) {
      const started = performance.now();
      const res = await fetch(`${server.base}${page}`);
      const html = await res.text();
      if (res.status !== 200 || !html.includes('id="page-data"')) throw new Error(`${page} was not rendered (${res.status})`);
      timing[`${page} ${label} ms`] = Math.round(performance.now() - started);
    }
  }
  const rendered = memoryOf(pid);
  const load = await autocannon({ url: `${server.base}/news-blog`, connections: 50, duration: DURATION, headers: { 'accept-encoding': 'br' } });
  const after = memoryOf(pid);

  console.log(`\nContent pages on PostgreSQL (MB, ms; 2-core shared machine, noisy)\n`);
  console.log('| VmRSS at rest | VmRSS after the 3 pages | VmRSS after load | VmHWM | /news-blog req/s (50 conn., br) |');
  console.log('| ---: | ---: | ---: | ---: | ---: |');
  console.log(`| ${rest.rss.toFixed(0)} | ${rendered.rss.toFixed(0)} | ${after.rss.toFixed(0)} | ${after.hwm.toFixed(0)} | ${Math.round(load.requests.average)} |`);
  for (const [label, ms] of Object.entries(timing)) console.log(`${label}: ${ms}`);
  printResult('content-pages', {
    'rss at rest MB': Math.round(rest.rss),
    'rss after render MB': Math.round(rendered.rss),
    'rss after load MB': Math.round(after.rss),
    'news-blog req/s': Math.round(load.requests.average),
    ...timing,
  });
} finally {
  await server.stop();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
