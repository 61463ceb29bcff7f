import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../src/db/schema';
import { adminSend, callers, createContentApp, validPost, type ContentTestApp } from './support/content-fixtures';
import { VIMEO_THUMBNAIL_MESSAGE } from '@shared/blog';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.close());

const publicList = async (query = '') => {
  const res = await t.app.inject({ url: `/api/blog-posts${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: number; title: string }[]; total: number; page: number; pageSize: number; counts: Record<string, number>; featured: { id: number; title: string } | null };
};
const clear = () => t.database.db.delete(blogPosts);

describe('admin blog permissions', () => {
  it('guards every admin route and the thumbnail helper: 401 signed out, 403 for a customer', async () => {
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost());
    const routes = [
      { method: 'GET' as const, url: '/api/admin/blog-posts' },
      { method: 'POST' as const, url: '/api/admin/blog-posts', payload: validPost() },
      { method: 'PUT' as const, url: `/api/admin/blog-posts/${post.id}`, payload: validPost() },
      { method: 'DELETE' as const, url: `/api/admin/blog-posts/${post.id}` },
      { method: 'POST' as const, url: '/api/extract-video-thumbnail', payload: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } },
    ];
    for (const [who, cookie] of Object.entries(callers(t))) {
      if (who === 'admin') continue;
      for (const route of routes) {
        const res = await t.app.inject({ ...route, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(who === 'visitor' ? 401 : 403);
        expect(res.json().message).toBeTruthy();
      }
    }
    expect((await t.app.inject({ url: '/api/admin/blog-posts', headers: { cookie: t.admin } })).statusCode).toBe(200);
    await adminSend(t, 'DELETE', `/api/admin/blog-posts/${post.id}`);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog-posts/${post.id}`, headers: { cookie: t.admin } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Blog post not found');
    const put = await t.app.inject({ method: 'PUT', url: '/api/admin/blog-posts/424242', headers: { cookie: t.admin }, payload: validPost() });
    expect(put.statusCode).toBe(404);
  });
});

describe('admin blog validation and defaults', () => {
  const bad: [string, unknown][] = [
    ['title', ''],
    ['title', 't'.repeat(201)],
    ['excerpt', ''],
    ['content', ''],
    ['author', ''],
    ['category', 'Gossip'],
    ['imageUrl', 'javascript:alert(1)'],
    ['imageUrl', 'https://evil.example/x.jpg'],
    ['videoUrl', 'not a url'],
    ['videoUrl', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['readTime', 'r'.repeat(31)],
    ['isFeatured', 'yes'],
    ['isPublished', 1],
    ['publishDate', 'tomorrow'],
  ];
  it.each(bad)('refuses a bad %s with a message naming it', async (field, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/blog-posts', headers: { cookie: t.admin }, payload: validPost({ [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    // The message is the field's own, in words (never its key).
    expect(res.json().message).toBe(res.json().errors[field]);
  });

  it('fills the product defaults for an omitted author, category and read time; blank optional text is none', async () => {
    const { author: _a, category: _c, readTime: _r, isPublished: _p, isFeatured: _f, ...rest } = validPost();
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', { ...rest, imageUrl: '', videoUrl: '' });
    expect(post).toMatchObject({ author: 'G.O.A.T. Authentication Team', category: 'Industry News', readTime: '5 min read', isPublished: true, isFeatured: false, imageUrl: null, videoUrl: null });
    expect(Date.now() - Date.parse(post.publishDate)).toBeLessThan(60_000);
    const edited = await adminSend(t, 'PUT', `/api/admin/blog-posts/${post.id}`, validPost({ readTime: '' }));
    expect(edited).toMatchObject({ readTime: null, publishDate: post.publishDate, category: 'Authentication' });
    await clear();
  });
});

describe('drafts and scheduled posts', () => {
  it('never shows a draft or a future post to the public; admins see both', async () => {
    const live = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Live' }));
    const draft = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Secret draft', isPublished: false, isFeatured: true }));
    const future = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() }));

    const list = await publicList();
    expect(list.items.map((p) => p.title)).toEqual(['Live']);
    expect(list.featured).toBeNull();
    expect((await publicList('?q=secret')).total).toBe(0);
    for (const id of [draft.id, future.id]) {
      for (const cookie of [undefined, t.customer]) {
        const res = await t.app.inject({ url: `/api/blog-posts/${id}`, headers: cookie ? { cookie } : {} });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Blog post not found' });
      }
      const asAdmin = await t.app.inject({ url: `/api/blog-posts/${id}`, headers: { cookie: t.admin } });
      expect(asAdmin.statusCode).toBe(200);
    }
    expect((await t.app.inject({ url: `/api/blog-posts/${live.id}` })).json().title).toBe('Live');
    expect((await t.app.inject({ url: '/api/blog-posts/999999' })).statusCode).toBe(404);

    const adminList = (await t.app.inject({ url: '/api/admin/blog-posts', headers: { cookie: t.admin } })).json() as { title: string }[];
    // Newest first by publish date: the scheduled one, then the draft (written after Live).
    expect(adminList.map((p) => p.title)).toEqual(['Scheduled', 'Secret draft', 'Live']);

    // Publishing the draft makes it public (and featured).
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${draft.id}`, validPost({ title: 'Secret draft', isFeatured: true }));
    expect((await publicList('?q=SECRET')).items.map((p) => p.id)).toEqual([draft.id]);
    expect((await publicList()).featured?.id).toBe(draft.id);
    await clear();
  });
});

describe('public list', () => {
  it('sorts newest first by publish date, falling back to creation; filters tabs; counts; searches; pages', async () => {
    const db = t.database.db;
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    await db.insert(blogPosts).values([
      { title: 'Old news', excerpt: 'e', content: 'c', author: 'a', category: 'Company News', publishDate: at('2024-01-01'), createdAt: at('2024-01-01') },
      { title: 'Tips 100%', excerpt: 'keep_ink safe', content: 'c', author: 'a', category: 'Collection Tips', publishDate: at('2024-03-01'), isFeatured: true },
      { title: 'No date', excerpt: 'falls back to creation', content: 'c', author: 'a', category: 'Industry News', publishDate: null, createdAt: at('2024-02-01') },
      { title: 'Newest featured', excerpt: 'e', content: 'c', author: 'a', category: 'Authentication', publishDate: at('2024-04-01'), isFeatured: true },
      { title: 'Same day A', excerpt: 'e', content: 'c', author: 'a', category: 'Community', publishDate: at('2023-06-01') },
      { title: 'Same day B', excerpt: 'e', content: 'c', author: 'a', category: 'Community', publishDate: at('2023-06-01') },
    ]);
    const all = await publicList();
    expect(all.items.map((p) => p.title)).toEqual(['Newest featured', 'Tips 100%', 'No date', 'Old news', 'Same day B', 'Same day A']);
    expect(all.counts).toEqual({ all: 6, blog: 4, news: 2 });
    expect(all.featured?.id).toBe(all.items[0]!.id);

    const news = await publicList('?tab=news');
    expect(news.items.map((p) => p.title)).toEqual(['No date', 'Old news']);
    expect(news.total).toBe(2);
    expect((await publicList('?tab=blog')).total).toBe(4);

    // q: title or excerpt, case-insensitive; % and _ are literal.
    expect((await publicList('?q=NEWS')).items.map((p) => p.title)).toEqual(['Old news']);
    expect((await publicList('?q=creation')).items.map((p) => p.title)).toEqual(['No date']);
    expect((await publicList('?q=100%25')).items.map((p) => p.title)).toEqual(['Tips 100%']);
    expect((await publicList('?q=%25')).items.map((p) => p.title)).toEqual(['Tips 100%']);
    expect((await publicList('?q=_')).items.map((p) => p.title)).toEqual(['Tips 100%']);
    const searched = await publicList('?q=same&tab=news');
    expect(searched).toMatchObject({ total: 0, counts: { all: 2, blog: 2, news: 0 } });
    expect(searched.featured?.title).toBe('Newest featured');

    const page2 = await publicList('?pageSize=4&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: 6 });
    expect(page2.items.map((p) => p.title)).toEqual(['Same day B', 'Same day A']);
    for (const query of ['?page=0', '?pageSize=51', '?tab=video', '?q=' + 'q'.repeat(101)]) {
      const res = await t.app.inject({ url: `/api/blog-posts${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    await clear();
  });
});

describe('extract-video-thumbnail', () => {
  const thumb = (videoUrl: unknown) => t.app.inject({ method: 'POST', url: '/api/extract-video-thumbnail', headers: { cookie: t.admin }, payload: { videoUrl } });
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('derives the thumbnail of %s', async (url) => {
    const res = await thumb(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg' });
  });
  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'])('answers a Vimeo link (%s) with: upload a thumbnail', async (url) => {
    const res = await thumb(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: VIMEO_THUMBNAIL_MESSAGE, message: VIMEO_THUMBNAIL_MESSAGE });
    expect(VIMEO_THUMBNAIL_MESSAGE).toMatch(/Vimeo.*upload a thumbnail/);
  });
  it.each(['https://www.youtube.com/watch?v=short', 'https://youtube.evil.example/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/channel/UC123'])(
    'explains that %s has no derivable thumbnail',
    async (url) => {
      const res = await thumb(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: expect.stringContaining('Only YouTube links'), message: expect.stringContaining('upload an image instead') });
    },
  );
  it('refuses a value that is not a link', async () => {
    const res = await thumb('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.videoUrl).toBe('Must be a valid URL');
  });
});
