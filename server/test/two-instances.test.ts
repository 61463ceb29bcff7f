import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE } from '../src/modules/auth/throttle';
import { fullLoaPayload, testJpeg } from './support/loa-fixtures';
import { imagesMultipart, killStartedServers, type ServerProcess, siteClient, startServer } from './support/server-process';
import { createEmptyPostgresDatabase, dbKind } from './support/test-database';

/**
 * Issue 16, more than one machine: two server processes on different ports against one PostgreSQL
 * (the embedded database is one process only). Nothing lives in a process: a session made on one
 * works on the other, a sign-in limit counts across both, and what one stores the other serves. The
 * uploads folder is shared as a deployment shares a volume (docs/deploy.md).
 */
describe.skipIf(dbKind !== 'postgres')('two server processes on one PostgreSQL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-two-'));
  const env = { SESSION_SECRET: 'two-instances-share-this-secret-0123456789' };
  let a: ServerProcess;
  let b: ServerProcess;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const database = await createEmptyPostgresDatabase();
    drop = database.drop;
    // Started together: the migrations' advisory lock makes one wait for the other.
    [a, b] = await Promise.all([
      startServer({ dataDir, databaseUrl: database.url, env }),
      startServer({ dataDir, databaseUrl: database.url, env }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await killStartedServers();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a session made on one instance signed in on the other, and ends it on both', async () => {
    const onA = siteClient(a.base);
    const reg = await onA.postJson('/api/auth/register', {
      username: 'roaming',
      email: 'roaming@example.com',
      password: 'secret-pass',
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

  it('counts failed sign-ins across both instances', async () => {
    const login = (base: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ usernameOrEmail: 'roaming', password }),
      });
    for (let i = 0; i < THROTTLE.maxPerAccount; i++) expect((await login(i % 2 ? b.base : a.base, 'wrong-pass')).status).toBe(401);
    // Locked on both, even for the right password.
    expect((await login(a.base, 'secret-pass')).status).toBe(429);
    expect((await login(b.base, 'secret-pass')).status).toBe(429);
  });

  it('shows a submission made through one instance on the other', async () => {
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
    // Its photo, uploaded through A, is served by B from the shared uploads volume.
    const photo = await fetch(`${b.base}${imageUrls[0]}`, { headers: { cookie: onA.cookie! } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
  });
});
