import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { eq } from 'drizzle-orm';
import { certificates, submissionItems } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';
import { seedSubmission } from './support/admin-fixtures';

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
