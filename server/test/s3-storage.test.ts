import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/storage/s3-storage';
import { contact, fullLoaPayload, postSubmission, testJpeg, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { type LocalS3, startLocalS3 } from './support/s3-server';
import { createTestApp, type TestApp } from './support/test-app';
import { dbKind } from './support/test-database';

const text = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
};

/**
 * Decision 018: uploads in object storage (S3_BUCKET) against a local S3-compatible server the test
 * starts. Nothing here depends on the database kind, so it runs once, with the embedded one.
 */
describe.skipIf(dbKind !== 'pglite')('S3-compatible storage', () => {
  let s3: LocalS3;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-s3-files-'));
  const local = (name: string, bytes: Buffer) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, bytes);
    return file;
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  describe('the adapter', () => {
    const storage = () =>
      createS3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        keyPrefix: 'adapter/',
      });

    it('stores a file under its key, moves it off the local disk, serves it back whole and removes it', async () => {
      const store = storage();
      const bytes = await testJpeg();
      const file = local('a.jpg', bytes);
      await store.putFile('images/abc-123.jpg', file);
      expect(fs.existsSync(file)).toBe(false);
      expect(await s3.keys()).toContain('adapter/images/abc-123.jpg');
      const found = await store.get('images/abc-123.jpg');
      expect(found?.size).toBe(bytes.length);
      expect((await text(found!.stream)).equals(bytes)).toBe(true);
      await store.remove('images/abc-123.jpg');
      expect(await store.get('images/abc-123.jpg')).toBeNull();
      expect(await s3.keys()).not.toContain('adapter/images/abc-123.jpg');
      store.destroy();
    });

    it('answers null for a missing object and for a key not of its own shape, and refuses to store one', async () => {
      const store = storage();
      expect(await store.get('images/never-stored.jpg')).toBeNull();
      expect(await store.get('../secrets/x.jpg')).toBeNull();
      expect(await store.get('images/../../etc.jpg')).toBeNull();
      await expect(store.putFile('../escape.jpg', local('b.jpg', Buffer.from('x')))).rejects.toThrow(/unsafe storage key/);
      store.destroy();
    });

    it('streams a large file through without holding it (a 30 MB object, read back byte for byte)', async () => {
      const store = storage();
      const big = Buffer.alloc(30 * 1024 * 1024, 7);
      big.write('end', big.length - 3);
      await store.putFile('images/big-one.png', local('big.png', big));
      const found = await store.get('images/big-one.png');
      expect(found?.size).toBe(big.length);
      const back = await text(found!.stream);
      expect(back.subarray(-3).toString()).toBe('end');
      await store.remove('images/big-one.png');
      store.destroy();
    });

    it('fails loudly (not as a missing file) when the bucket does not exist', async () => {
      const store = createS3Storage({
        bucket: 'no-such-bucket',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      await expect(store.putFile('images/x-1.jpg', local('c.jpg', Buffer.from('x')))).rejects.toThrow();
      store.destroy();
    });
  });

  describe('the site with S3_BUCKET set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...s3.env, S3_KEY_PREFIX: 'site/' });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => t.close());

    it('keeps uploads in the bucket, none on the local disk, and serves them and their PDF from there', async () => {
      const { urls, cookie } = await uploadImages(t.app, undefined, 2);
      const keys = await s3.keys();
      for (const url of urls) {
        const name = url.split('/').pop()!;
        expect(keys.some((k) => k.startsWith('site/images/') && k.endsWith(name))).toBe(true);
      }
      // Nothing kept locally: the uploads folder (if any) holds no file.
      const uploadsDir = path.join(t.dataDir, 'uploads');
      const localFiles = fs.existsSync(uploadsDir) ? (fs.readdirSync(uploadsDir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(uploadsDir, f)).isFile()) : [];
      expect(localFiles).toEqual([]);
      expect(fs.readdirSync(path.join(t.dataDir, 'tmp')).filter((f) => !f.startsWith('.'))).toEqual([]);

      const image = await t.app.inject({ url: urls[0]!, headers: { cookie } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);

      const created = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: urls[0]! }, { athlete: 'michael-jordan', imageUrl: urls[1]! }], { ...contact }));
      expect(created.statusCode).toBe(201);
      const pdf = await t.app.inject({ url: `/api/submissions/${created.json().orderNumber}/pdf`, headers: { cookie } });
      expect(pdf.statusCode).toBe(200);
      expect(parsePdf(pdf.rawPayload).imageCount).toBe(2);
    });

    it('removes from the bucket, a day later, the uploads no submission uses, and keeps the used ones', async () => {
      const { urls, cookie } = await uploadImages(t.app, undefined, 2);
      const created = await postSubmission(t.app, cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: urls[0]! }], { ...contact }));
      expect(created.statusCode).toBe(201);
      const idOf = (url: string) => url.split('/').pop()!.split('.')[0]!;
      const keysOf = async (url: string) => (await s3.keys()).filter((k) => k.includes(idOf(url)));
      expect((await keysOf(urls[1]!)).length).toBe(2);
      await t.app.unusedUploads.removeUnused(new Date(Date.now() + 25 * 3600_000));
      expect(await keysOf(urls[1]!)).toEqual([]);
      expect((await keysOf(urls[0]!)).length).toBe(2);
    });

    it('answers 404 for an image the bucket does not hold', async () => {
      const res = await t.app.inject({ url: '/uploads/00000000-0000-4000-8000-000000000000.jpg' });
      expect(res.statusCode).toBe(404);
    });
  });
});
