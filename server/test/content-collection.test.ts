import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSend, callers, createContentApp, uploadPhoto, validItem, type ContentTestApp } from './support/content-fixtures';

let t: ContentTestApp;
let image: string;

beforeAll(async () => {
  t = await createContentApp();
  image = await uploadPhoto(t.app, t.admin);
});
afterAll(() => t.close());

const list = async (cookie?: string) => (await t.app.inject({ url: '/api/collection', headers: cookie ? { cookie } : {} })).json() as { id: number; title: string; isVisible: boolean; imageSizes: { width: number; url: string }[] }[];

describe('collection permissions', () => {
  it('lets only admins create, update and delete (401 signed out, 403 for a customer)', async () => {
    const existing = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'Guarded' }));
    for (const [who, cookie] of Object.entries(callers(t))) {
      if (who === 'admin') continue;
      const status = who === 'visitor' ? 401 : 403;
      const headers = cookie ? { cookie } : {};
      expect((await t.app.inject({ method: 'POST', url: '/api/collection', headers, payload: validItem(image) })).statusCode, who).toBe(status);
      expect((await t.app.inject({ method: 'PUT', url: `/api/collection/${existing.id}`, headers, payload: validItem(image) })).statusCode, who).toBe(status);
      const del = await t.app.inject({ method: 'DELETE', url: `/api/collection/${existing.id}`, headers });
      expect(del.statusCode, who).toBe(status);
      expect(del.json().message).toBeTruthy();
    }
    const created = await t.app.inject({ method: 'POST', url: '/api/collection', headers: { cookie: t.admin }, payload: validItem(image, { title: 'By admin' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'By admin', athlete: 'Michael Jordan', isVisible: true, imageUrl: image });
    const updated = await adminSend(t, 'PUT', `/api/collection/${created.json().id}`, validItem(image, { title: 'Renamed', description: undefined }));
    expect(updated).toMatchObject({ title: 'Renamed', description: null });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/collection/${created.json().id}`, headers: { cookie: t.admin } });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    await adminSend(t, 'DELETE', `/api/collection/${existing.id}`);
  });

  it('answers 404 with a message for an unknown id', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/collection/999999', headers: { cookie: t.admin }, ...(method === 'PUT' ? { payload: validItem(image) } : {}) });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().message).toBe('Collection item not found');
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/collection/abc', headers: { cookie: t.admin } })).statusCode).toBe(400);
  });
});

describe('collection validation', () => {
  const bad: [string, unknown][] = [
    ['title', ''],
    ['title', 'x'.repeat(201)],
    ['athlete', ''],
    ['athlete', 7],
    ['category', 'Sock'],
    ['rarity', 'Mythic'],
    ['year', 'y'.repeat(21)],
    ['description', 'd'.repeat(2001)],
    ['imageUrl', 'https://elsewhere.example/x.jpg'],
    ['imageUrl', undefined],
    ['displayOrder', 1.5],
    ['displayOrder', -1],
    ['isVisible', 'yes'],
  ];
  it.each(bad)('refuses a bad %s (400 naming it)', async (field, value) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/collection', headers: { cookie: t.admin }, payload: validItem(image, { [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain(field);
    // The message is the field's own, in words (never its key).
    expect(res.json().message).toBe(res.json().errors[field]);
  });

  it('gives the product messages for a missing image and an upload that does not exist', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/collection', headers: { cookie: t.admin }, payload: validItem(image, { imageUrl: undefined }) });
    expect(missing.json().errors.imageUrl).toBe('Image Required: Please upload an image before creating the item');
    const ghost = await t.app.inject({
      method: 'POST',
      url: '/api/collection',
      headers: { cookie: t.admin },
      payload: validItem('/uploads/00000000-0000-4000-8000-000000000000.jpg'),
    });
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().errors.imageUrl).toMatch(/not found/);
  });
});

describe('collection list', () => {
  it('orders by displayOrder then id, and shows hidden items to admins only', async () => {
    const before = (await list(t.admin)).length;
    const c = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'C', displayOrder: 5 }));
    const a = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'A', displayOrder: 1 }));
    const b = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'B', displayOrder: 5 }));
    const hidden = await adminSend(t, 'POST', '/api/collection', validItem(image, { title: 'Hidden', displayOrder: 0, isVisible: false }));
    expect(before).toBe(0);

    const publicTitles = (await list()).map((i) => i.title);
    expect(publicTitles).toEqual(['A', 'C', 'B']);
    expect((await list(t.customer)).map((i) => i.title)).toEqual(['A', 'C', 'B']);
    const adminItems = await list(t.admin);
    expect(adminItems.map((i) => [i.title, i.isVisible])).toEqual([['Hidden', false], ['A', true], ['C', true], ['B', true]]);
    expect(adminItems[1]!.imageSizes.map((s) => s.width)).toEqual([400, 800]);
    const res = await t.app.inject({ url: '/api/collection' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    for (const item of [a, b, c, hidden]) await adminSend(t, 'DELETE', `/api/collection/${item.id}`);
  });
});
