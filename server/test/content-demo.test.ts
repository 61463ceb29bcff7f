import { afterEach, describe, expect, it } from 'vitest';
import { blogPosts, collectionItems, siteFlags } from '../src/db/schema';
import { dbKind } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const counts = async (app: TestApp) => ({
  items: (await app.database.db.select().from(collectionItems)).length,
  posts: (await app.database.db.select().from(blogPosts)).length,
});

describe.runIf(dbKind === 'pglite')('demo content on the embedded database', () => {
  it('fills an empty install once: items, posts (one featured, one video, one draft) and their own pictures', async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 6, posts: 5 });
    const items = (await t.app.inject({ url: '/api/collection' })).json() as { imageUrl: string; imageSizes: { url: string }[] }[];
    expect(items).toHaveLength(6);
    const picture = await t.app.inject({ url: items[0]!.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const card = await t.app.inject({ url: items[0]!.imageSizes[0]!.url });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.length).toBeLessThan(picture.rawPayload.length);

    const list = (await t.app.inject({ url: '/api/blog-posts' })).json();
    expect(list.total).toBe(4);
    expect(list.featured).not.toBeNull();
    expect(list.items.some((p: { videoUrl: string | null }) => p.videoUrl?.includes('youtube.com'))).toBe(true);
    expect(list.counts.news).toBeGreaterThan(0);
    expect(list.counts.blog).toBeGreaterThan(0);

    // A restart adds nothing; deleting everything does not bring the demo back.
    await (await t.sibling({ SEED_DEMO: 'true' })).ready();
    expect(await counts(t)).toEqual({ items: 6, posts: 5 });
    await t.database.db.delete(collectionItems);
    await t.database.db.delete(blogPosts);
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });

  it('stays empty with SEED_DEMO=false (and later starts still may seed nothing once content exists)', async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
    expect(await t.database.db.select().from(siteFlags)).toEqual([]);
  });

  it('never touches a database that already has content', async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
    await t.database.db.insert(blogPosts).values({ title: 'Mine', excerpt: 'e', content: 'c', author: 'a', category: 'Community' });
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 1 });
    // The offer is recorded: emptying the blog later does not bring the demo in either.
    await t.database.db.delete(blogPosts);
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });
});

describe.runIf(dbKind === 'postgres')('demo content with DATABASE_URL (PostgreSQL)', () => {
  it('is never added, even with SEED_DEMO=true', async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });
});

describe('SEED_DEMO', () => {
  it('defaults to true and accepts only true or false', async () => {
    const { loadEnv } = await import('../src/config/env');
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO: must be true or false/);
  });
});
