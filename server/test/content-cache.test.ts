import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSend, createContentApp, uploadPhoto, validItem, validPost, type ContentTestApp } from './support/content-fixtures';

// The public lists are kept in memory (decision 017): a long TTL here, so that only the drop on
// every admin write can explain a fresh answer.
let t: ContentTestApp;
let image: string;

beforeAll(async () => {
  t = await createContentApp({ PUBLIC_LIST_CACHE_MS: '60000' });
  image = await uploadPhoto(t.app, t.admin);
});
afterAll(() => t.close());

const titles = async (url: string) => {
  const body = (await t.app.inject({ url })).json() as { title: string }[] | { items: { title: string }[] };
  return (Array.isArray(body) ? body : body.items).map((x) => x.title);
};

describe('cached public lists', () => {
  it('show an admin save of a collection item on the very next request (create, update, hide, delete)', async () => {
    expect(await titles('/api/collection')).toEqual([]);
    const item = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'Cached one' }));
    expect(await titles('/api/collection')).toEqual(['Cached one']);
    await adminSend(t, 'PUT', `/api/collection/${item.id}`, validItem(image, { title: 'Renamed' }));
    expect(await titles('/api/collection')).toEqual(['Renamed']);
    await adminSend(t, 'PUT', `/api/collection/${item.id}`, validItem(image, { title: 'Renamed', isVisible: false }));
    expect(await titles('/api/collection')).toEqual([]);
    // An admin still sees the hidden item (never cached).
    const admin = (await t.app.inject({ url: '/api/collection', headers: { cookie: t.admin } })).json() as { title: string }[];
    expect(admin.map((x) => x.title)).toEqual(['Renamed']);
    await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
    expect(await titles('/api/collection')).toEqual([]);
  });

  it('show an admin save of a blog post on the very next request (publish, edit, unpublish, delete)', async () => {
    expect(await titles('/api/blog-posts')).toEqual([]);
    const post = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ title: 'Cached post' }));
    expect(await titles('/api/blog-posts')).toEqual(['Cached post']);
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${post.id}`, validPost({ title: 'Edited post' }));
    expect(await titles('/api/blog-posts')).toEqual(['Edited post']);
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${post.id}`, validPost({ title: 'Edited post', isPublished: false }));
    expect(await titles('/api/blog-posts')).toEqual([]);
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${post.id}`, validPost({ title: 'Edited post', isPublished: true }));
    expect(await titles('/api/blog-posts')).toEqual(['Edited post']);
    await adminSend(t, 'DELETE', `/api/admin/blog-posts/${post.id}`);
    expect(await titles('/api/blog-posts')).toEqual([]);
  });
});
