import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { eq } from 'drizzle-orm';
import { certificates, submissionItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';

let t: TestApp;
const number = () => makeCertificateNumber((n) => randomBytes(n));

beforeAll(async () => {
  // Counted afresh on every request here; the cache has its own test below.
  t = await createTestApp({ POPULATION_CACHE_MS: '0' });
  const db = t.database.db;
  // Two jerseys and a ball of Jordan: the submission passed, the ball failed on its own.
  const passed = await seedSubmission(
    db,
    { fullName: 'Avery Secretname', email: 'secret-holder@example.com', outcome: 'pass', outcomeAt: new Date('2026-03-01T10:00:00Z') },
    [{ athlete: 'michael-jordan', itemType: 'jersey' }, { athlete: 'michael-jordan', itemType: 'jersey' }, { athlete: 'michael-jordan', itemType: 'basketball' }],
  );
  await db.update(submissionItems).set({ outcome: 'fail' }).where(eq(submissionItems.id, passed.itemIds[2]!));
  await db.insert(certificates).values([
    { certificateNumber: number(), submissionId: passed.id, submissionItemId: passed.itemIds[0]!, userLastName: 'Secretname', item: 'Signed jersey', athlete: 'michael-jordan', issueDate: new Date('2026-03-02T10:00:00Z') },
    { certificateNumber: number(), submissionId: passed.id, submissionItemId: passed.itemIds[1]!, userLastName: 'Secretname', item: 'Signed jersey', athlete: 'michael-jordan', status: 'revoked', revokedAt: new Date() },
  ]);
  // A submission still waiting for its verdict is not counted as examined.
  await seedSubmission(db, {}, [{ athlete: 'tom-brady', itemType: 'football' }]);
  // The demo content's showcase: a demonstration letter on its seeded submission, never counted.
  const demo = await seedSubmission(db, { outcome: 'pass', outcomeAt: new Date() }, [{ athlete: 'wayne-gretzky', itemType: 'hockey-puck' }]);
  await db.insert(certificates).values({ certificateNumber: number(), submissionId: demo.id, submissionItemId: demo.itemIds[0]!, userLastName: 'Demo', item: 'Puck', athlete: 'wayne-gretzky', demo: true });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/population', () => {
  it('counts certificates and examined items per athlete and item type, with totals', async () => {
    const res = await t.app.inject({ url: '/api/population' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toEqual([
      { athlete: 'michael-jordan', itemType: 'basketball', issued: 0, valid: 0, revoked: 0, examined: 1, failed: 1, latest: '2026-03-01T10:00:00.000Z' },
      { athlete: 'michael-jordan', itemType: 'jersey', issued: 2, valid: 1, revoked: 1, examined: 2, failed: 0, latest: expect.any(String) },
    ]);
    expect(body.totals).toMatchObject({ issued: 2, valid: 1, revoked: 1, examined: 3, failed: 1 });
  });

  it('names no holder, no e-mail and no certificate number', async () => {
    const res = await t.app.inject({ url: '/api/population' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/Secretname|secret-holder|GC-/);
  });

  it('is served from memory within the cache period', async () => {
    const cached = await createTestApp({ POPULATION_CACHE_MS: '600000' });
    try {
      const res = await cached.app.inject({ url: '/api/population' });
      expect(res.statusCode).toBe(200);
      const first = res.json();
      await cached.database.db.insert(certificates).values({ certificateNumber: number(), userLastName: 'X', item: 'Card', athlete: 'tom-brady' });
      const second = (await cached.app.inject({ url: '/api/population' })).json();
      expect(second).toEqual(first);
    } finally {
      await cached.close();
    }
  });
});

describe('GET /api/population after a write, cache on', () => {
  // Kept for ten minutes: only the write's own drop can make the report move within a test.
  let cached: TestApp;
  let admin: string;
  beforeAll(async () => {
    cached = await createTestApp({ ...ADMIN_ENV, POPULATION_CACHE_MS: '600000' });
    admin = await signIn(cached.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await cached.close();
  });
  const report = async () => {
    const res = await cached.app.inject({ url: '/api/population' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { rows: unknown[]; totals: { issued: number; valid: number; revoked: number; examined: number; failed: number }; generatedAt: string };
  };
  const save = (id: number, payload: object) => cached.app.inject({ method: 'PUT', url: `/api/admin/submissions/${id}`, headers: { cookie: admin }, payload });

  it('counts a letter issued, a revocation and a failed examination on the next request', async () => {
    const passed = await seedSubmission(cached.database.db, {}, [{ athlete: 'tom-brady', itemType: 'football' }]);
    const failed = await seedSubmission(cached.database.db, {}, [{ athlete: 'wayne-gretzky', itemType: 'hockey-stick' }]);
    const before = await report();
    // Served from memory: the same count, not a second one.
    expect((await report()).generatedAt).toBe(before.generatedAt);
    expect(before.totals).toMatchObject({ issued: 0, valid: 0, revoked: 0, examined: 0, failed: 0 });

    const issue = await save(passed.id, { status: 'completed', notes: '', outcome: 'pass', version: 1 });
    expect(issue.statusCode, issue.body).toBe(200);
    const [letter] = issue.json().certificates as { certificateNumber: string }[];
    expect((await report()).totals).toMatchObject({ issued: 1, valid: 1, revoked: 0, examined: 1, failed: 0 });
    // The letter (which names "Tom Brady") and its examined item (tom-brady) are one row.
    expect((await report()).rows).toEqual([expect.objectContaining({ athlete: 'tom-brady', itemType: 'football', issued: 1, examined: 1 })]);

    const revoke = await cached.app.inject({ method: 'POST', url: `/api/admin/certificates/${letter!.certificateNumber}/revoke`, headers: { cookie: admin }, payload: { reason: 'Clone reported by a buyer' } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await report()).totals).toMatchObject({ issued: 1, valid: 0, revoked: 1, examined: 1, failed: 0 });

    const fail = await save(failed.id, { status: 'completed', notes: '', outcome: 'fail', version: 1 });
    expect(fail.statusCode, fail.body).toBe(200);
    expect((await report()).totals).toMatchObject({ issued: 1, valid: 0, revoked: 1, examined: 2, failed: 1 });

    // One item judged while the other still waits: counted as examined already.
    const pair = await seedSubmission(cached.database.db, {}, [{ athlete: 'tom-brady', itemType: 'helmet' }, { athlete: 'tom-brady', itemType: 'football' }]);
    const one = await save(pair.id, { status: 'processing', notes: '', itemOutcomes: [{ itemId: pair.itemIds[0], outcome: 'fail' }], version: 1 });
    expect(one.statusCode, one.body).toBe(200);
    expect((await report()).totals).toMatchObject({ issued: 1, valid: 0, revoked: 1, examined: 3, failed: 2 });
  });

  it('keeps its count over a save that changes nothing it counts', async () => {
    const s = await seedSubmission(cached.database.db);
    const before = await report();
    const notes = await save(s.id, { status: 'processing', notes: 'Hologram checked', version: 1 });
    expect(notes.statusCode, notes.body).toBe(200);
    expect((await report()).generatedAt).toBe(before.generatedAt);
  });
});
