import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type ContentPageData } from '@shared/content-page-data';
import { BLOG_MESSAGES } from '@shared/blog';
import { buildClientIfStale } from '../../scripts/build';
import { projectPaths } from '../src/config/paths';
import { adminSend, createContentApp, uploadPhoto, validItem, validPost, type ContentTestApp } from './support/content-fixtures';

/**
 * The content pages rendered by the server per request (content-page-render.ts, docs/decisions/014), with the real build: the client and its SSR bundle (dist/client, dist/ssr).
 */

let t: ContentTestApp;
const BREAKOUT = 'Before </script><script>alert(1)</script> after </SCRIPT ><!-- <script>';

beforeAll(async () => {
  // The browser tests' build, made here too when the client's sources changed (a minute or two).
  await buildClientIfStale();
  // The lists' cache on (the page cache follows it), as in production.
  t = await createContentApp({ PUBLIC_LIST_CACHE_MS: '1000' }, projectPaths.builtClient);
}, 300_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const get = (url: string) => t.app.inject({ url });
/** What is inside #root (the rendered app), up to the data element that follows it. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<noscript>'));
const dataElements = (html: string) => [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)];
function pageData(html: string): ContentPageData {
  const elements = dataElements(html);
  expect(elements.map((m) => m[1])).toEqual([PAGE_DATA_ELEMENT_ID]);
  return JSON.parse(elements[0]![2]!) as ContentPageData;
}

describe('content pages rendered by the server', () => {
  it("/news-blog, /collection and /blog/:id hold the content and the data it was rendered from", async () => {
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Rendered on the server', publishDate: '2024-05-06' }));
    const photo = await uploadPhoto(t.app, t.admin);
    await adminSend(t, 'POST', '/api/collection', validItem(photo, { title: 'Rendered jersey' }));

    const list = await get('/news-blog');
    expect(list.statusCode).toBe(200);
    expect(rootOf(list.body)).toContain('Rendered on the server');
    // The built skeleton is gone: the list is what the page shows at first paint.
    expect(rootOf(list.body)).not.toContain(BLOG_MESSAGES.loading);
    const listData = pageData(list.body);
    expect(listData.page === 'news-blog' && listData.list.items.map((p) => p.id)).toEqual([post.id]);

    const gallery = await get('/collection');
    expect(gallery.statusCode).toBe(200);
    expect(rootOf(gallery.body)).toContain('Rendered jersey');
    const galleryData = pageData(gallery.body);
    expect(galleryData.page === 'collection' && galleryData.items.map((i) => i.title)).toEqual(['Rendered jersey']);

    const article = await get(`/blog/${post.id}/`);
    expect(article.statusCode).toBe(200);
    expect(rootOf(article.body)).toMatch(/<h1[^>]*>Rendered on the server<\/h1>/);
    // The stylesheet inlined, as in the prerendered pages: no render-blocking request before the first paint.
    expect(article.body).toContain('<style>');
    expect(article.body).not.toContain('<link rel="stylesheet"');
    // The post's own head, as before server rendering.
    expect(article.body).toContain('<title>Rendered on the server | G.O.A.T. Authentication</title>');
    const articleData = pageData(article.body);
    expect(articleData.page === 'blog-post' && articleData.post.id).toBe(post.id);
    // Nothing inline that could run: the CSP forbids it, and the data element is not a script.
    expect(article.body.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`]);
  });

  it('keeps a post body from closing the data element (attack row 170)', async () => {
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Breakout attempt', content: BREAKOUT, excerpt: 'x </script> y' }));
    for (const url of [`/blog/${post.id}`, '/news-blog']) {
      const html = (await get(url)).body;
      expect(html, url).not.toContain('<script>alert(1)');
      expect(html, url).not.toMatch(/<\/script><script>/i);
      // Exactly one element, whose text parses back to what was written.
      const data = pageData(html);
      if (data.page === 'blog-post') expect(data.post.content).toBe(BREAKOUT);
      if (data.page === 'news-blog') expect(data.list.items.find((p) => p.id === post.id)?.excerpt).toBe('x </script> y');
    }
    // The rendered text is escaped by React, as in the browser.
    expect(rootOf((await get(`/blog/${post.id}`)).body)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('never shows a draft or a scheduled post (attack row 171)', async () => {
    const draft = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Secret draft title', content: 'Draft body', isPublished: false }));
    const scheduled = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Secret scheduled title', publishDate: '2999-01-01' }));
    const photo = await uploadPhoto(t.app, t.admin);
    await adminSend(t, 'POST', '/api/collection', validItem(photo, { title: 'Secret hidden item', isVisible: false }));
    for (const cookie of [undefined, t.admin]) {
      for (const url of ['/news-blog', '/collection']) {
        const html = (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).body;
        expect(html, url).not.toMatch(/Secret (draft|scheduled|hidden)/);
      }
      for (const id of [draft.id, scheduled.id]) {
        const res = await t.app.inject({ url: `/blog/${id}`, headers: cookie ? { cookie } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toMatch(/Secret|Draft body/);
        expect(dataElements(res.body)).toEqual([]);
      }
    }
  });

  it('answers an address that names no post id with 404, as the page in the browser does (postIdFrom)', async () => {
    await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Post one hundred or not' }));
    for (const id of ['1e2', '0x10', '01', '2147483648', '99999999999999999']) {
      const res = await get(`/blog/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(dataElements(res.body), id).toEqual([]);
    }
  });

  it('shows a content write on the next request, and renders a page once for concurrent requests', async () => {
    const before = (await get('/news-blog')).body;
    expect(before).not.toContain('Fresh off the press');
    const fresh = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Fresh off the press' }));
    expect(rootOf((await get('/news-blog')).body)).toContain('Fresh off the press');
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${fresh.id}`, validPost({ title: 'Fresh and edited' }));
    expect(rootOf((await get('/news-blog')).body)).toContain('Fresh and edited');
    expect(rootOf((await get(`/blog/${fresh.id}`)).body)).toContain('Fresh and edited');
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${fresh.id}`, validPost({ title: 'Fresh and edited', isPublished: false }));
    expect((await get('/news-blog')).body).not.toContain('Fresh and edited');
    expect((await get(`/blog/${fresh.id}`)).statusCode).toBe(404);

    const item = await adminSend(t, 'POST', '/api/collection', validItem(await uploadPhoto(t.app, t.admin), { title: 'Gallery newcomer' }));
    expect(rootOf((await get('/collection')).body)).toContain('Gallery newcomer');
    await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
    expect((await get('/collection')).body).not.toContain('Gallery newcomer');

    // Cached: ten requests at once after a write query the list once, and get the same page.
    await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'One render for all' }));
    const listPublic = vi.spyOn(t.app.services.blogPosts, 'listPublic');
    const pages = await Promise.all(Array.from({ length: 10 }, () => get('/news-blog')));
    expect(listPublic).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('One render for all');
    listPublic.mockRestore();
    // Compressed once per page (lib/built-client.ts), and the same page once decompressed.
    for (const [encoding, unpack] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const packed = await t.app.inject({ url: '/news-blog', headers: { 'accept-encoding': encoding } });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/);
      expect(unpack(packed.rawPayload).toString()).toBe(pages[0]!.body);
    }
  });

  it('serves the built page with 200 when the database fails or is slow', async () => {
    // A write makes every cached page stale, so the next request asks the database.
    await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Never seen' }));
    const failing = vi.spyOn(t.app.services.blogPosts, 'listPublic').mockRejectedValue(new Error('connection terminated'));
    const res = await get('/news-blog');
    expect(res.statusCode).toBe(200);
    // The prerendered page: its skeleton, no data element.
    expect(rootOf(res.body)).toContain(BLOG_MESSAGES.loading);
    expect(dataElements(res.body)).toEqual([]);
    failing.mockRestore();

    const stalled = vi.spyOn(t.app.services.collection, 'list').mockReturnValue(new Promise(() => undefined));
    await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Another write' }));
    // A query that never answers: the page is served once the wait is over (250 ms).
    const slow = await get('/collection');
    expect(slow.statusCode).toBe(200);
    expect(dataElements(slow.body)).toEqual([]);
    stalled.mockRestore();

    const find = vi.spyOn(t.app.services.blogPosts, 'find').mockRejectedValue(new Error('connection terminated'));
    const post = await get('/blog/1');
    expect(post.statusCode).toBe(200);
    expect(dataElements(post.body)).toEqual([]);
    find.mockRestore();
  });
});
