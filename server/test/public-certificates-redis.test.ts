import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { certificates } from '../src/db/schema';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { validPost } from './support/content-fixtures';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { listenToInvalidations } from './support/invalidation-listener';
import { createTestApp, redisBackend, registerUser, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * Public certificates (decision 040) are served from each process's memory for 30 s; with Redis, a
 * write through one process is told to the others, which drop the same entry. Two apps share one
 * database and one Redis, caches on: what app A changes, app B answers on its next request. Every
 * wait below is bounded by a few seconds, far under the 30 s a cache would otherwise keep an answer,
 * so only the message can make it pass.
 */
const number = () => makeCertificateNumber((n) => randomBytes(n));
// Caches on, the lists' kept for a minute: longer than any wait here.
const CACHED = { PUBLIC_LIST_CACHE_MS: '60000' };

describe.skipIf(!redisBackend)('public certificates across processes (Redis)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: string;
  let holder: { id: number; cookie: string };
  let listener: Redis;
  const heard: string[] = [];

  async function publicCertificate(holderUserId: number | null = holder.id) {
    const certificateNumber = number();
    await t.database.db.insert(certificates).values({ certificateNumber, holderUserId, userLastName: 'Stone', item: 'Signed Bulls jersey', athlete: 'Michael Jordan', public: true });
    return certificateNumber;
  }
  const badge = async (app: FastifyInstance, n: string) => (await app.inject({ url: `/api/certificates/${n}/badge.svg` })).body;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, ...CACHED });
    a = t.app;
    b = await t.sibling();
    admin = await signIn(a, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const reg = await registerUser(a, 'r_holder');
    holder = { id: reg.user.id, cookie: reg.cookie };
    // What goes over the wire, on the channel under this deployment's key prefix.
    listener = await listenToInvalidations(t.prefix, heard);
  });
  afterAll(async () => {
    listener?.disconnect();
    await t?.close();
  });

  it('shows a revocation made through one process on the next request to another', async () => {
    const n = await publicCertificate();
    expect(await badge(b, n)).toContain('>Valid<');
    // B keeps its answer: a change written behind its back is not seen.
    await t.database.db.update(certificates).set({ item: 'Changed behind its back' }).where(eq(certificates.certificateNumber, n));
    expect((await b.inject({ url: `/api/certificates/${n}/public` })).json().item).toBe('Signed Bulls jersey');
    const revoke = await a.inject({ method: 'POST', url: `/api/admin/certificates/${n}/revoke`, payload: { reason: 'Clone reported by a buyer' }, headers: { cookie: admin } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    // A told the others before answering; B drops the entry when the message reaches it.
    expect(await waitFor(async () => (await badge(b, n)).includes('>Revoked<'))).toBe(true);
    expect((await b.inject({ url: `/api/certificates/${n}/public` })).json()).toMatchObject({ status: 'revoked', item: 'Changed behind its back' });
    // The message names the cache and the number, nothing of the holder's.
    await waitFor(() => heard.some((m) => m.includes(n)));
    const message = JSON.parse(heard.find((m) => m.includes(n))!);
    expect(message).toMatchObject({ name: 'public-certificates', key: n });
    expect(Object.keys(message).sort()).toEqual(['from', 'key', 'name']);
  });

  it('answers 404 on another process once the holder hides it, or a buyer takes it over (private again)', async () => {
    const hidden = await publicCertificate();
    const sold = await publicCertificate();
    for (const n of [hidden, sold]) expect((await b.inject({ url: `/api/certificates/${n}/public` })).statusCode).toBe(200);
    const hide = await a.inject({ method: 'PUT', url: `/api/account/certificates/${hidden}`, payload: { public: false }, headers: { cookie: holder.cookie } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await waitFor(async () => (await b.inject({ url: `/api/certificates/${hidden}/public` })).statusCode === 404)).toBe(true);
    expect((await b.inject({ url: `/api/certificates/${hidden}/badge.svg` })).statusCode).toBe(404);

    const started = await a.inject({ method: 'POST', url: `/api/account/certificates/${sold}/transfer`, headers: { cookie: holder.cookie } });
    expect(started.statusCode, started.body).toBe(200);
    const { cookie: buyer } = await registerUser(a, 'r_buyer', { lastName: 'Okafor' });
    const accepted = await a.inject({ method: 'POST', url: '/api/certificates/transfers/accept', payload: { certificateNumber: sold, code: started.json().code }, headers: { cookie: buyer } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await waitFor(async () => (await b.inject({ url: `/api/certificates/${sold}/public` })).statusCode === 404)).toBe(true);
  });

  it('does not tell the others of a visibility change that changed nothing (someone else’s number)', async () => {
    const n = await publicCertificate();
    const { cookie: stranger } = await registerUser(a, 'r_strange');
    const before = heard.length;
    expect((await a.inject({ method: 'PUT', url: `/api/account/certificates/${n}`, payload: { public: false }, headers: { cookie: stranger } })).statusCode).toBe(404);
    // A message that was sent would be heard before this one, sent after it on the same connection.
    await a.redis!.publish(`${t.prefix}invalidate`, 'marker');
    await waitFor(() => heard.includes('marker'));
    expect(heard.slice(before)).toEqual(['marker']);
  });

  it('shows a blog post published through one process in the list another serves', async () => {
    const list = async () => (await b.inject({ url: '/api/blog-posts' })).json() as { items: { title: string }[] };
    const before = await list();
    expect(before.items.map((p) => p.title)).not.toContain('Across processes');
    const created = await a.inject({ method: 'POST', url: '/api/admin/blog-posts', payload: validPost({ title: 'Across processes' }), headers: { cookie: admin } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await waitFor(async () => (await list()).items.some((p) => p.title === 'Across processes'))).toBe(true);
  });

  describe('when the subscriber loses Redis', () => {
    let proxy: TcpProxy;
    let cut: TestApp;
    beforeAll(async () => {
      const url = new URL(redisBackend!);
      proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
      cut = await createTestApp({ ...CACHED, REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
    });
    afterAll(async () => {
      await proxy?.restore();
      await cut?.close();
      await proxy?.close();
    });

    it('drops everything it kept once it hears again, since it may have missed a revocation', async () => {
      const n = number();
      await cut.database.db.insert(certificates).values({ certificateNumber: n, userLastName: 'Stone', item: 'Signed ball', athlete: 'Tom Brady', public: true });
      expect(await badge(cut.app, n)).toContain('>Valid<');
      await proxy.cut();
      // Revoked by another process meanwhile: its message cannot reach this one.
      await cut.database.db.update(certificates).set({ status: 'revoked', revokedAt: new Date() }).where(eq(certificates.certificateNumber, n));
      expect(await badge(cut.app, n)).toContain('>Valid<');
      await proxy.restore();
      expect(await waitFor(async () => (await badge(cut.app, n)).includes('>Revoked<'), { intervalMs: 100 })).toBe(true);
    });
  });
});
