import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/auth/throttle';
import { fullLoaPayload, testJpeg } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { imagesMultipart, killStartedServers, type ServerProcess, siteClient, startServer } from './support/server-process';
import { type LocalS3, startLocalS3 } from './support/s3-server';
import { createPostgresDatabase, dbKind } from './support/test-database';
import { dropRedisKeys } from './support/test-app';

/**
 * More than one machine (decision 018): two server processes on different ports against one PostgreSQL
 * (the embedded database is one process only). Nothing lives in a process: a session made on one
 * works on the other, a sign-in limit counts across both, and what one stores the other serves.
 * Twice: as a deployment on the database alone (the uploads folder shared as a volume, docs/deploy.md),
 * and with nothing shared but services: sessions and limits in Redis, uploads in an S3-compatible
 * bucket, each process on its own DATA_DIR (CI machines run Redis; without one that half is skipped).
 */
const setups = [
  { name: 'sharing PostgreSQL and an uploads volume', redis: false },
  { name: 'sharing PostgreSQL, Redis and an S3 bucket, each on its own disk', redis: true },
];

describe.each(setups)('two server processes $name', ({ redis }) => {
  const skip = dbKind !== 'postgres' || (redis && !process.env.TEST_REDIS_URL);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'goat-two-')));
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: LocalS3 | undefined;
  let drop: (() => Promise<void>) | undefined;
  const prefix = `goat-two-${path.basename(dirs[0]!).slice(-6)}:`;

  beforeAll(async () => {
    if (skip) return;
    const database = await createPostgresDatabase();
    drop = database.drop;
    let env: Record<string, string> = { SESSION_SECRET: 'two-instances-share-this-secret-0123456789' };
    if (redis) {
      s3 = await startLocalS3();
      env = { ...env, ...s3.env, REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: prefix };
    }
    // Started together: the migrations' advisory lock makes one wait for the other.
    [a, b] = await Promise.all([
      startServer({ dataDir: dirs[0]!, databaseUrl: database.url, env }),
      startServer({ dataDir: redis ? dirs[1]! : dirs[0]!, databaseUrl: database.url, env }),
    ]);
  });
  afterAll(async () => {
    await killStartedServers();
    await drop?.();
    await s3?.close();
    if (redis && !skip) await dropRedisKeys(process.env.TEST_REDIS_URL!, prefix);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)('keeps a session made on one instance signed in on the other, and ends it on both', async () => {
    const onA = siteClient(a.base);
    const reg = await onA.postJson('/api/auth/register', {
      username: 'roaming',
      email: 'roaming@example.com',
      password: 'harbor-lantern-47',
      firstName: 'Rae',
      lastName: 'Moss',
    });
    expect(reg.status).toBe(201);
    const me = await fetch(`${b.base}/api/auth/me`, { headers: { cookie: onA.cookie! } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe('roaming');
    expect((await fetch(`${b.base}/api/auth/logout`, { method: 'POST', headers: { cookie: onA.cookie!, origin: b.base } })).status).toBeLessThan(300);
    expect((await fetch(`${a.base}/api/auth/me`, { headers: { cookie: onA.cookie! } })).status).toBe(401);
  });

  it.skipIf(skip)('counts failed sign-ins across both instances', async () => {
    const login = (base: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ usernameOrEmail: 'roaming', password }),
      });
    for (let i = 0; i < THROTTLE.maxPerPair; i++) expect((await login(i % 2 ? b.base : a.base, 'wrong-pass')).status).toBe(401);
    // Locked on both, even for the right password.
    expect((await login(a.base, 'harbor-lantern-47')).status).toBe(429);
    expect((await login(b.base, 'harbor-lantern-47')).status).toBe(429);
  });

  it.skipIf(skip)('shows a submission made through one instance on the other', async () => {
    const onA = siteClient(a.base);
    const upload = imagesMultipart(await testJpeg(), 1);
    const up = await onA.request('/api/upload-images', { method: 'POST', headers: { 'content-type': upload.contentType }, body: new Uint8Array(upload.body) });
    expect(up.status).toBe(200);
    const { imageUrls } = (await up.json()) as { imageUrls: string[] };
    const created = await onA.postJson('/api/submissions', fullLoaPayload([{ athlete: 'tom-brady', imageUrl: imageUrls[0]! }]));
    expect(created.status).toBe(201);
    const { orderNumber } = (await created.json()) as { orderNumber: string };
    // The same browser session, now answered by the other instance.
    const seen = await fetch(`${b.base}/api/submissions/${orderNumber}`, { headers: { cookie: onA.cookie! } });
    expect(seen.status).toBe(200);
    expect(((await seen.json()) as { orderNumber: string; items: unknown[] }).items).toHaveLength(1);
    // Its photo, uploaded through A, is served by B (from the shared volume, or from the bucket).
    const photo = await fetch(`${b.base}${imageUrls[0]}`, { headers: { cookie: onA.cookie! } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    // So is its PDF, with the photo in it.
    const pdf = await fetch(`${b.base}/api/submissions/${orderNumber}/pdf`, { headers: { cookie: onA.cookie! } });
    expect(pdf.status).toBe(200);
    expect(parsePdf(Buffer.from(await pdf.arrayBuffer())).imageCount).toBe(1);
    if (redis) {
      // Nothing of it on either disk: the photo is in the bucket, the sessions in Redis.
      expect((await s3!.keys()).filter((k) => k.startsWith('images/'))).toHaveLength(1);
      for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'uploads', 'images'))).toBe(false);
    }
  });
});
