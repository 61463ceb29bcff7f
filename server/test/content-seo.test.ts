import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, FEATURED_IMAGE_SIZES, POST_IMAGE_SIZES } from '@shared/image-srcset';
import { checkXml, elementTexts } from './support/xml-check';
import { adminSend, createContentApp, uploadPhoto, validItem, validPost, type ContentTestApp } from './support/content-fixtures';

let t: ContentTestApp;
let clientDir: string;
let live: { id: number };
let draft: { id: number };
let scheduled: { id: number };
const PUBLIC_URL = 'http://goat.example';
const NASTY = `</title><script>alert("x")</script> & 'quotes' $1`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-content-shell-'));
  const shell = `<!doctype html><html><head><meta charset="UTF-8" /><title>Shell title</title>
    <meta name="description" content="Shell description" /><meta property="og:title" content="Shell og"></head><body><div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(clientDir, 'index.html'), shell);
  fs.writeFileSync(path.join(clientDir, 'app-shell.html'), shell);
  fs.writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><title>not found</title><h1>Page Not Found</h1>');
  t = await createContentApp({ PUBLIC_URL }, clientDir);
  live = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: NASTY, excerpt: `Excerpt with "quotes" & <b>tags</b>`, imageUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg', publishDate: '2024-05-06' }));
  draft = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Draft title', isPublished: false }));
  scheduled = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Scheduled title', publishDate: '2999-01-01' }));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const meta = (html: string, attr: string, key: string) => new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('/blog/:id page', () => {
  it("answers the post's own escaped title, description and Open Graph tags", async () => {
    const res = await t.app.inject({ url: `/blog/${live.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('Shell');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $1 | G.O.A.T. Authentication</title>');
    expect(meta(html, 'name', 'description')).toBe('Excerpt with &quot;quotes&quot; &amp; &lt;b&gt;tags&lt;/b&gt;');
    expect(meta(html, 'property', 'og:title')).toBe('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $1');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/blog/${live.id}`);
    expect(meta(html, 'property', 'og:image')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'name', 'twitter:title')).toBeTruthy();
    expect(html).toContain('<div id="root"></div>');
    // Another host's picture is not preloaded (the page's CSP decides what it may show).
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('makes a site image absolute with PUBLIC_URL', async () => {
    const withSiteImage = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Site image' }));
    await t.database.db.execute(`update blog_posts set image_url = '/media/demo-letter.jpg' where id = ${withSiteImage.id}`);
    const html = (await t.app.inject({ url: `/blog/${withSiteImage.id}` })).body;
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}/media/demo-letter.jpg`);
    // The page's largest paint, preloaded with the renditions and sizes the page's <img> uses.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/demo-letter.jpg" imagesrcset="/media/w400/demo-letter.jpg 400w, /media/w800/demo-letter.jpg 800w" ' +
        `imagesizes="${POST_IMAGE_SIZES}" fetchpriority="high">`,
    );
    await adminSend(t, 'DELETE', `/api/admin/blog-posts/${withSiteImage.id}`);
  });

  it('is the Not Found page (404) for a draft, a scheduled post, an unknown id or a bad id, even for an admin', async () => {
    for (const url of [`/blog/${draft.id}`, `/blog/${scheduled.id}`, '/blog/999999', '/blog/abc', '/blog/99999999999999']) {
      for (const cookie of [undefined, t.admin]) {
        const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).toContain('Page Not Found');
        expect(res.body).not.toContain('Draft title');
      }
    }
  });
});

describe('/news-blog and /collection pages', () => {
  const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

  it("preload the picture the list opens with, this site's own only, with the sizes the page uses", async () => {
    // Only the live post, whose picture is on another host: nothing to preload.
    expect(preloads((await t.app.inject({ url: '/news-blog' })).body)).toEqual([]);
    const featured = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Featured', isFeatured: true, publishDate: '2024-06-01' }));
    await t.database.db.execute(`update blog_posts set image_url = '/media/demo-letter.jpg' where id = ${featured.id}`);
    expect(preloads((await t.app.inject({ url: '/news-blog' })).body)).toEqual([
      `<link rel="preload" as="image" href="/media/demo-letter.jpg" imagesrcset="/media/w400/demo-letter.jpg 400w, /media/w800/demo-letter.jpg 800w" imagesizes="${FEATURED_IMAGE_SIZES}" fetchpriority="high">`,
    ]);
    await adminSend(t, 'DELETE', `/api/admin/blog-posts/${featured.id}`);

    expect(preloads((await t.app.inject({ url: '/collection' })).body)).toEqual([]);
    const photo = await uploadPhoto(t.app, t.admin);
    const item = await adminSend(t, 'POST', '/api/collection', validItem(photo));
    const [tag] = preloads((await t.app.inject({ url: '/collection' })).body);
    expect(tag).toContain(`href="${photo}"`);
    expect(tag).toContain(`imagesizes="${CARD_IMAGE_SIZES}"`);
    await adminSend(t, 'PUT', `/api/collection/${item.id}`, validItem(photo, { isVisible: false }));
    // A hidden item's picture is private: never named to a visitor.
    expect(preloads((await t.app.inject({ url: '/collection' })).body)).toEqual([]);
    await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages and public posts with absolute URLs, never a draft or a signed-in page', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(checkXml(res.body)).toBe('urlset');
    const locs = elementTexts(res.body, 'loc');
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/news-blog`);
    expect(locs).toContain(`${PUBLIC_URL}/collection`);
    expect(locs).toContain(`${PUBLIC_URL}/blog/${live.id}`);
    expect(locs.filter((l) => l.includes('/blog/'))).toEqual([`${PUBLIC_URL}/blog/${live.id}`]);
    expect(locs.some((l) => /\/(account|admin|reset-password)|:id/.test(l))).toBe(false);
    expect(elementTexts(res.body, 'lastmod')).toHaveLength(1);
  });

  it('is announced by robots.txt', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
  });
});

describe('/news-blog/rss.xml', () => {
  it('is RSS 2.0 of public posts with escaped text, RFC 822 dates and no draft', async () => {
    const res = await t.app.inject({ url: '/news-blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(checkXml(res.body)).toBe('rss');
    expect(res.body).toContain('<rss version="2.0"');
    const titles = elementTexts(res.body, 'title');
    expect(titles).toEqual(['G.O.A.T. Authentication News & Blog', NASTY]);
    expect(res.body).not.toContain('Draft title');
    expect(res.body).not.toContain('Scheduled title');
    expect(elementTexts(res.body, 'guid')).toEqual([`${PUBLIC_URL}/blog/${live.id}`]);
    expect(elementTexts(res.body, 'pubDate')).toEqual(['Mon, 06 May 2024 00:00:00 GMT']);
    expect(elementTexts(res.body, 'description')[1]).toBe('Excerpt with "quotes" & <b>tags</b>');
  });
});

describe('Content-Security-Policy for videos', () => {
  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
  it('allows exactly the privacy-friendly players and the YouTube thumbnail host', async () => {
    const csp = String((await t.app.inject({ url: `/blog/${live.id}` })).headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://i.ytimg.com");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' blob:");
    expect(csp).not.toMatch(/https:\/\/(www\.)?youtube\.com|\*/);
  });
});

describe('the XML check itself', () => {
  it('catches unbalanced tags, raw markup in text and bare ampersands', () => {
    for (const bad of ['<a><b></a>', '<a>x < y</a>', '<a>Q&A</a>', '<a></a><b></b>', '<a>']) expect(() => checkXml(bad), bad).toThrow();
    expect(checkXml('<?xml version="1.0"?>\n<a x="1"><b>Q&amp;A</b><c/></a>')).toBe('a');
  });
});

describe('feed text', () => {
  it('drops control characters XML cannot carry', async () => {
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Bell\u0007 title' }));
    const res = await t.app.inject({ url: '/news-blog/rss.xml' });
    expect(checkXml(res.body)).toBe('rss');
    expect(elementTexts(res.body, 'title')).toContain('Bell title');
    await adminSend(t, 'DELETE', `/api/admin/blog-posts/${post.id}`);
  });
});
