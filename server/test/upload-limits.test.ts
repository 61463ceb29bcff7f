import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems, uploads } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';
import { multipart } from './support/multipart';

// Small quotas so that a few tiny photos reach them; the real figures are in docs/decisions/022.
const LIMITS = {
  UPLOAD_SESSION_FILES_PER_HOUR: '3',
  UPLOAD_ADDRESS_FILES_PER_HOUR: '5',
  UPLOAD_SESSION_BYTES_PER_DAY: '1000000',
  UPLOAD_ADDRESS_BYTES_PER_DAY: '1000000',
  UPLOAD_DECODE_WAITING: '1',
};

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
});


function upload(from: string, cookie: string | undefined, files: { name: string; data: Buffer; type?: string }[], app = t.app) {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: '/api/upload-images',
    remoteAddress: from,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === 'goat_sid');
  return c ? `goat_sid=${c.value}` : undefined;
};

describe('upload quotas', () => {
  it('refuses the files over the hourly quota of one session with 429, Retry-After and a plain message', async () => {
    const first = await upload('10.1.0.1', undefined, [{ name: 'a.jpg', data: jpeg }]);
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first)!;
    // Same session from another address: the session's own count (3 an hour here) still applies.
    expect((await upload('10.1.0.2', cookie, [{ name: 'b.jpg', data: jpeg }, { name: 'c.jpg', data: jpeg }])).statusCode).toBe(200);
    const over = await upload('10.1.0.3', cookie, [{ name: 'd.jpg', data: jpeg }]);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(over.json().message).toMatch(/too many photos/i);
    expect(over.json().message).toMatch(/try again/i);
  });

  it('counts every session of one address: a new cookie does not reset the quota', async () => {
    const from = '10.2.0.1';
    let accepted = 0;
    let refused = 0;
    for (let n = 0; n < 7; n++) {
      const res = await upload(from, undefined, [{ name: `x${n}.jpg`, data: jpeg }]);
      if (res.statusCode === 200) accepted++;
      else if (res.statusCode === 429) refused++;
    }
    expect(accepted).toBe(5);
    expect(refused).toBe(2);
  });

  it('counts before it decides: 12 concurrent uploads of one session get only what the quota leaves', async () => {
    const first = await upload('10.3.0.1', undefined, [{ name: 'first.jpg', data: jpeg }]);
    const cookie = cookieOf(first)!;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => upload(`10.3.0.${n + 2}`, cookie, [{ name: `c${n}.jpg`, data: jpeg }])));
    // The first upload took one of the three.
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(2);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
  });

  it('limits the bytes of a day per address', async () => {
    const app = await t.sibling({ UPLOAD_ADDRESS_BYTES_PER_DAY: String(jpeg.length * 2 + 10), UPLOAD_ADDRESS_FILES_PER_HOUR: '100' });
    const from = '10.4.0.1';
    expect((await upload(from, undefined, [{ name: 'a.jpg', data: jpeg }], app)).statusCode).toBe(200);
    expect((await upload(from, undefined, [{ name: 'b.jpg', data: jpeg }], app)).statusCode).toBe(200);
    const over = await upload(from, undefined, [{ name: 'c.jpg', data: jpeg }], app);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    expect(over.json().message).toMatch(/too many photos/i);
    // Another address is not affected.
    expect((await upload('10.4.0.2', undefined, [{ name: 'd.jpg', data: jpeg }], app)).statusCode).toBe(200);
  });
});

/** A grey PNG of width × height pixels, all zero: deflates to almost nothing, decodes to width × height bytes. */
function bombPng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = zlib.deflateSync(Buffer.alloc((width + 1) * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', raw), chunk('IEND', Buffer.alloc(0))]);
}

describe('pixel limit', () => {
  it('refuses a photo over 50 megapixels before decoding it, naming the file', async () => {
    const bomb = bombPng(8000, 8000);
    expect(bomb.length).toBeLessThan(200_000);
    const res = await upload('10.5.0.1', undefined, [{ name: 'bomb.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This photo, "bomb.png", is too large (8000 × 8000 pixels, 64 megapixels). Please upload one under 50 megapixels.');
  });
});

describe('decode queue', () => {
  it('answers 503 with Retry-After when the queue is full, and takes the photo again once it has room', async () => {
    const queue = t.app.decodeQueue;
    let release!: () => void;
    const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    // One upload waits its turn (UPLOAD_DECODE_WAITING=1)…
    const waiting = upload('10.6.0.1', undefined, [{ name: 'wait.jpg', data: jpeg }]);
    await waitFor(() => queue.waiting === 1);
    // …the next one finds the queue full.
    const full = await upload('10.6.0.2', undefined, [{ name: 'full.jpg', data: jpeg }]);
    expect(full.statusCode).toBe(503);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
    expect(full.json().message).toMatch(/busy.*try again/i);
    release();
    await held;
    expect((await waiting).statusCode).toBe(200);
    expect((await upload('10.6.0.2', undefined, [{ name: 'again.jpg', data: jpeg }])).statusCode).toBe(200);
  });
});

/** Every file under the local storage folder. */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'uploads');
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, f)).filter((f) => fs.statSync(f).isFile());
}

describe('location data', () => {
  it('keeps no GPS position in anything stored or served, and keeps the photo upright', async () => {
    const gps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#654321' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'PhoneCo' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 44/1 54/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 59/1 8/1' },
      })
      .toBuffer();
    // The test photo does carry a position (the GPS IFD's tag, 0x8825, little-endian) and a rotation.
    const source = await sharp(gps).metadata();
    expect(source.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(source.orientation).toBe(6);
    const before = new Set(storedFiles());
    const res = await upload('10.7.0.1', undefined, [{ name: 'phone.jpg', data: gps }]);
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res)!;
    const url = res.json().imageUrls[0] as string;
    const rendition = await t.app.inject({ url: url.replace('/uploads/', '/uploads/w400/'), headers: { cookie } });
    expect(rendition.statusCode).toBe(200);
    const served = await t.app.inject({ url, headers: { cookie } });
    const stored = storedFiles().filter((f) => !before.has(f));
    // The original, the display copy and the rendition.
    expect(stored.length).toBe(3);
    for (const bytes of [...stored.map((f) => fs.readFileSync(f)), served.rawPayload, rendition.rawPayload]) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      // Orientation 6 applied: the 64 × 48 photo stands 48 wide.
      expect(meta.width! < meta.height!).toBe(true);
    }
  });
});

describe('unused uploads', () => {
  it('removes, after a day, the uploads nothing uses (rows, originals, copies, renditions), and keeps the rest', async () => {
    const res = await upload('10.8.0.1', undefined, [{ name: 'unused.jpg', data: jpeg }, { name: 'used.jpg', data: jpeg }]);
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res)!;
    const [unusedUrl, usedUrl] = res.json().imageUrls as string[];
    expect((await t.app.inject({ url: unusedUrl!.replace('/uploads/', '/uploads/w400/'), headers: { cookie } })).statusCode).toBe(200);
    await t.database.db.insert(collectionItems).values({ title: 'Signed ball', athlete: 'A. Player', category: 'Baseball', imageUrl: usedUrl! });
    const idOf = (u: string) => /\/uploads\/([0-9a-f-]{36})\./.exec(u)![1]!;
    const filesOf = (u: string) => storedFiles().filter((f) => path.basename(f).startsWith(idOf(u)));
    expect(filesOf(unusedUrl!).length).toBe(3);

    const sweep = t.app.unusedUploads;
    // Under a day old: kept.
    await sweep.removeUnused(new Date(Date.now() + 23 * 3600_000));
    expect(filesOf(unusedUrl!).length).toBe(3);
    // A day later: the unused one is gone, files and row; the used one stays.
    const removed = await sweep.removeUnused(new Date(Date.now() + 25 * 3600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(filesOf(unusedUrl!)).toEqual([]);
    expect(filesOf(usedUrl!).length).toBe(2);
    const rows = await t.database.db.select({ id: uploads.id }).from(uploads);
    expect(rows.map((r) => r.id)).not.toContain(idOf(unusedUrl!));
    expect(rows.map((r) => r.id)).toContain(idOf(usedUrl!));
    expect((await t.app.inject({ url: unusedUrl!, headers: { cookie } })).statusCode).toBe(404);
  });
});
