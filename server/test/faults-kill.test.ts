import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/pglite';
import { fullLoaPayload, testJpeg } from './support/loa-fixtures';
import { imagesMultipart, killStartedServers, siteClient, startServer } from './support/server-process';
import { createPostgresDatabase, dbKind } from './support/test-database';

/**
 * kill -9 of the server in the middle of a burst of Full LOA submissions, then a restart on the same
 * DATA_DIR (or the same PostgreSQL database): every submission answered 201 is there with its items and
 * its 'created' history entry, and no submission exists without them.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-fault-kill-'));
let dropDatabase: (() => Promise<void>) | undefined;

afterAll(async () => {
  await killStartedServers();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const ITEMS_PER_SUBMISSION = 2;
const WORKERS = 8;
const KILL_AFTER_CREATED = 24;

// Whatever is half-written: a submission whose item count or 'created' entry is not what it should be.
const INCOMPLETE_SQL = `
  select s.order_number from submissions s
  where s.quantity <> (select count(*) from submission_items i where i.submission_id = s.id)
     or 1 <> (select count(*) from submission_status_history h where h.submission_id = s.id and h.kind = 'created')`;
const FOUND_SQL = `select order_number from submissions where order_number = any($1::text[])`;

interface Rows {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

describe('kill -9 in the middle of a burst of Full LOA submissions', () => {
  it(`loses no acknowledged submission and leaves none half-written (${dbKind})`, async () => {
    let databaseUrl: string | undefined;
    if (dbKind === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    const first = await startServer({ dataDir, databaseUrl });
    const client = siteClient(first.base);
    const upload = imagesMultipart(await testJpeg(), ITEMS_PER_SUBMISSION);
    const up = await client.request('/api/upload-images', { method: 'POST', headers: { 'content-type': upload.contentType }, body: new Uint8Array(upload.body) });
    expect(up.status).toBe(200);
    const urls = ((await up.json()) as { imageUrls: string[] }).imageUrls;
    // The same items again and again on purpose: confirmDuplicate answers "Submit again?" in advance.
    const payload = { ...fullLoaPayload(urls.map((imageUrl, n) => ({ athlete: n % 2 ? 'tom-brady' : 'michael-jordan', imageUrl }))), confirmDuplicate: true };

    const acknowledged: string[] = [];
    const otherAnswers: number[] = [];
    let failedInFlight = 0;
    let killed = false;
    let killedAt = 0;
    const worker = async () => {
      while (!killed) {
        try {
          const res = await client.postJson('/api/submissions', payload, 10_000);
          if (res.status === 201) {
            acknowledged.push(((await res.json()) as { orderNumber: string }).orderNumber);
            if (acknowledged.length >= KILL_AFTER_CREATED && !killed) {
              killed = true;
              killedAt = Date.now();
              first.child.kill('SIGKILL');
            }
          } else {
            otherAnswers.push(res.status);
          }
        } catch {
          // The connection died with the process: this submission's outcome is unknown.
          failedInFlight++;
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect(await first.exited()).toBeNull(); // killed by the signal
    expect(otherAnswers).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_CREATED);

    // Restart on the same folder / database: it opens, migrates (nothing to do) and answers.
    const restartStarted = Date.now();
    const second = await startServer({ dataDir, databaseUrl });
    const restartMs = Date.now() - restartStarted;
    // A submission made after the restart works too.
    const again = siteClient(second.base);
    const reup = await again.request('/api/upload-images', { method: 'POST', headers: { 'content-type': upload.contentType }, body: new Uint8Array(upload.body) });
    expect(reup.status).toBe(200);
    const reurls = ((await reup.json()) as { imageUrls: string[] }).imageUrls;
    const after = await again.postJson('/api/submissions', fullLoaPayload(reurls.map((imageUrl) => ({ athlete: 'wayne-gretzky', imageUrl }))));
    expect(after.status).toBe(201);

    const check = async (db: Rows) => {
      const found = (await db.query(FOUND_SQL, [acknowledged])).rows.map((r) => r.order_number);
      expect(new Set(found)).toEqual(new Set(acknowledged));
      expect((await db.query(INCOMPLETE_SQL)).rows).toEqual([]);
      const total = Number((await db.query('select count(*)::int as n from submissions')).rows[0]!.n);
      // Those in flight at the kill may or may not have been committed, but only whole.
      expect(total).toBeGreaterThanOrEqual(acknowledged.length + 1);
      expect(total).toBeLessThanOrEqual(acknowledged.length + 1 + failedInFlight);
      return total;
    };

    let total: number;
    if (databaseUrl) {
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        total = await check(db);
      } finally {
        await db.end();
      }
      second.child.kill('SIGTERM');
      expect(await second.exited()).toBe(0);
    } else {
      // The folder is locked while the server runs: stop it cleanly, then read it directly.
      second.child.kill('SIGTERM');
      expect(await second.exited()).toBe(0);
      const handle = await openPglite(dataDir);
      try {
        const pgLite = (handle as unknown as { db: { $client: Rows } }).db.$client;
        total = await check(pgLite);
      } finally {
        await handle.close();
      }
    }
    console.info(
      `[faults-kill ${dbKind}] ${acknowledged.length} acknowledged, ${failedInFlight} cut by the kill, ${total} in the database after restart; ` +
        `restart to healthy ${restartMs} ms (killed ${restartStarted - killedAt} ms earlier)`,
    );
  });
});
