import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSend, createContentApp, uploadPhoto, validItem, validPost, type ContentTestApp } from './support/content-fixtures';

let t: ContentTestApp;
beforeAll(async () => {
  t = await createContentApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const sized = (url: string, width: number) => url.replace('/uploads/', `/uploads/w${width}/`);

describe('uploaded images used by public content', () => {
  it('stay private until a visible item shows them, and become private again when it is hidden', async () => {
    const image = await uploadPhoto(t.app, t.admin);
    expect((await get(image)).statusCode).toBe(404);
    expect((await get(sized(image, 400))).statusCode).toBe(404);
    expect((await get(image, t.admin)).headers['cache-control']).toBe('private, max-age=86400');

    const item = await adminSend(t, 'POST', '/api/collection', validItem(image));
    const original = await get(image);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('public, max-age=86400');
    expect(item.imageSizes).toEqual([
      { width: 400, url: sized(image, 400) },
      { width: 800, url: sized(image, 800) },
    ]);

    await adminSend(t, 'PUT', `/api/collection/${item.id}`, validItem(image, { isVisible: false }));
    expect((await get(image)).statusCode).toBe(404);
    expect((await get(image, t.customer)).statusCode).toBe(404);
    expect((await get(sized(image, 800), t.admin)).statusCode).toBe(200);
    await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
  });

  it('serves smaller re-encoded renditions, made once and cached for long', async () => {
    const image = await uploadPhoto(t.app, t.admin);
    const item = await adminSend(t, 'POST', '/api/collection', validItem(image));
    const full = await get(image);
    const small = await get(sized(image, 400));
    const medium = await get(sized(image, 800));
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(small.rawPayload.length).toBeLessThan(medium.rawPayload.length);
    expect(medium.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
    const sharp = (await import('sharp')).default;
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(800);
    // The second request reads the stored copy: the same bytes.
    expect((await get(sized(image, 400))).rawPayload.equals(small.rawPayload)).toBe(true);
    for (const width of [300, 1600, 4000]) expect((await get(sized(image, width))).statusCode).toBe(404);
    expect((await get('/uploads/w400/../../etc/passwd')).statusCode).toBe(404);
    await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
  });

  it('become public through a published post only, never a draft', async () => {
    const image = await uploadPhoto(t.app, t.admin);
    const draft = await adminSend(t, 'POST', '/api/admin/blog-posts', validPost({ imageUrl: image, isPublished: false }));
    expect((await get(image)).statusCode).toBe(404);
    expect(draft.imageSizes.map((s: { width: number }) => s.width)).toEqual([400, 800]);
    await adminSend(t, 'PUT', `/api/admin/blog-posts/${draft.id}`, validPost({ imageUrl: image }));
    expect((await get(image)).statusCode).toBe(200);
    expect((await get(sized(image, 400))).statusCode).toBe(200);
  });

  it('leave other uploads private (a customer photo stays with its uploader)', async () => {
    const mine = await uploadPhoto(t.app, t.customer);
    expect((await get(mine, t.customer)).statusCode).toBe(200);
    expect((await get(mine)).statusCode).toBe(404);
    expect((await get(sized(mine, 400))).statusCode).toBe(404);
    expect((await get(sized(mine, 400), t.customer)).headers['cache-control']).toBe('private, max-age=86400');
  });
});

describe('/media', () => {
  it('answers 404 for media that does not exist, and refuses odd names', async () => {
    for (const url of ['/media/demo-nothing.jpg', '/media/w400/demo-nothing.jpg', '/media/..%2Fsecret.jpg', '/media/x.svg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
