import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ADMIN_ENV, signIn } from './admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './test-app';

/** Collection and blog tests (decision 014): an app with an admin and a customer, and a photo-sized upload. */
export interface ContentTestApp extends TestApp {
  admin: string;
  customer: string;
}

export async function createContentApp(env: Record<string, string> = {}, clientDir?: string): Promise<ContentTestApp> {
  const t = await createTestApp({ ...ADMIN_ENV, ...env }, clientDir);
  const admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  const { cookie: customer } = await registerUser(t.app, 'content');
  return Object.assign(t, { admin, customer });
}

/** The three callers every write route is tried with: signed out, a customer (403), an admin. */
export const callers = (t: ContentTestApp) => ({ visitor: undefined, customer: t.customer, admin: t.admin });

let photo: Buffer | null = null;
/** A 2000×1500 photo with noise (compresses like a real one), uploaded from `cookie`'s session. */
export async function uploadPhoto(app: FastifyInstance, cookie: string): Promise<string> {
  photo ??= await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const boundary = '----goatcontent';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url: '/api/upload-images', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie }, payload });
  if (res.statusCode !== 200) throw new Error(`upload failed ${res.statusCode}: ${res.body}`);
  return (res.json().imageUrls as string[])[0]!;
}

export const validItem = (imageUrl: string, extra: Record<string, unknown> = {}) => ({
  title: 'Signed Home Jersey',
  description: 'Signed across the number',
  athlete: 'Michael Jordan',
  category: 'Jersey',
  year: '1996',
  rarity: 'Legendary',
  imageUrl,
  displayOrder: 1,
  isVisible: true,
  ...extra,
});

export const validPost = (extra: Record<string, unknown> = {}) => ({
  title: 'How we read a signature',
  excerpt: 'Letter forms, slant and pressure.',
  content: 'Line one.\nLine two.',
  author: 'Morgan Reyes',
  category: 'Authentication',
  readTime: '4 min read',
  isFeatured: false,
  isPublished: true,
  ...extra,
});

/** An admin write; throws unless it answers `expected`. */
export async function adminSend(t: ContentTestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, expected = method === 'POST' ? 201 : method === 'PUT' ? 200 : 204) {
  const res = await t.app.inject({ method, url, headers: { cookie: t.admin }, ...(payload ? { payload } : {}) });
  if (res.statusCode !== expected) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return method === 'DELETE' ? null : res.json();
}
