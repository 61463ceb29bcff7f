import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { certificates } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { listenToInvalidations } from './support/invalidation-listener';
import { createTestApp, redisBackend, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * The population report is counted once per POPULATION_CACHE_MS in each process; with Redis, a write
 * that changes its counts is told to the others over the invalidation bus (decision 040), which count
 * afresh. Two apps share one database and one Redis, the report kept for ten minutes: every wait below
 * is bounded by a few seconds, so only the message can make it pass.
 */
const number = () => makeCertificateNumber((n) => randomBytes(n));
const CACHED = { POPULATION_CACHE_MS: '600000' };

describe.skipIf(!redisBackend)('population report across processes (Redis)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;
  let listener: Redis;
  const heard: string[] = [];
  const totals = async (app: FastifyInstance) => {
    const res = await app.inject({ url: '/api/population' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().totals as { issued: number; valid: number; revoked: number; examined: number; failed: number };
  };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, ...CACHED });
    a = t.app;
    b = await t.sibling();
    admin = await signIn(a, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    listener = await listenToInvalidations(t.prefix, heard);
  });
  afterAll(async () => {
    listener?.disconnect();
    await t?.close();
  });

  it('shows a revocation made through one process in the report another serves', async () => {
    const s = await seedSubmission(t.database.db, { outcome: 'pass', outcomeAt: new Date(), status: 'completed' }, [{ athlete: 'tom-brady', itemType: 'football' }]);
    const n = number();
    await t.database.db.insert(certificates).values({ certificateNumber: n, submissionId: s.id, submissionItemId: s.itemIds[0]!, userLastName: 'Stone', item: 'Signed ball', athlete: 'Tom Brady' });
    expect(await totals(b)).toMatchObject({ issued: 1, valid: 1, revoked: 0 });
    // B keeps its count: a change written behind its back is not seen.
    await t.database.db.update(certificates).set({ athlete: 'Changed behind its back' }).where(eq(certificates.certificateNumber, n));
    await t.database.db.insert(certificates).values({ certificateNumber: number(), userLastName: 'Stone', item: 'Card', athlete: 'Tom Brady' });
    expect(await totals(b)).toMatchObject({ issued: 1, valid: 1, revoked: 0 });

    const revoke = await a.inject({ method: 'POST', url: `/api/admin/certificates/${n}/revoke`, payload: { reason: 'Clone reported by a buyer' }, headers: { cookie: admin } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    // A told the others before answering; B counts afresh once the message reaches it.
    expect(await waitFor(async () => (await totals(b)).revoked === 1)).toBe(true);
    expect(await totals(b)).toMatchObject({ issued: 2, valid: 1, revoked: 1 });
    // The message names the report's cache, and nothing else.
    expect(await waitFor(() => heard.some((m) => JSON.parse(m).name === 'population'))).toBe(true);
    expect(JSON.parse(heard.find((m) => JSON.parse(m).name === 'population')!)).toMatchObject({ name: 'population', key: null });
  });

  it('shows a letter issued through one process in the report another serves', async () => {
    const s = await seedSubmission(t.database.db, {}, [{ athlete: 'wayne-gretzky', itemType: 'hockey-stick' }]);
    const before = await totals(b);
    const done = await a.inject({ method: 'PUT', url: `/api/admin/submissions/${s.id}`, payload: { status: 'completed', notes: '', outcome: 'pass', version: 1 }, headers: { cookie: admin } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await waitFor(async () => (await totals(b)).issued === before.issued + 1)).toBe(true);
    expect(await totals(b)).toMatchObject({ valid: before.valid + 1, examined: before.examined + 1 });
  });
});
