import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { PUBLIC_CERTIFICATE_NOT_FOUND } from '@shared/schemas/certificate';
import { certificateLookups, certificates, shipments, submissionItems } from '../src/db/schema';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';

/**
 * Public certificates (decision 040): the holder's choice, the public data, badge and page, open to
 * other sites on those answers only, and served from memory.
 */

const number = () => makeCertificateNumber((n) => randomBytes(n));
const [PUBLIC, PRIVATE, REVOKED, DEMO, TRANSFERRED, NO_INTAKE, UNKNOWN] = Array.from({ length: 7 }, number) as [string, string, string, string, string, string, string];
const OWNER_EMAIL = 'collectorpublic-owner@example.com';

let t: TestApp;
let owner: string;
let buyer: string;
let stranger: string;
let admin: string;
let clientDir: string;
const TRANSFERRED_AT = new Date('2026-09-02T11:00:00Z');

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const setPublic = (certificateNumber: string, value: unknown, cookie?: string) =>
  t.app.inject({ method: 'PUT', url: `/api/account/certificates/${certificateNumber}`, payload: { public: value }, headers: cookie ? { cookie } : {} });

async function submission(cookie: string, images: string[]) {
  const created = await postSubmission(t.app, cookie, fullLoaPayload(images.map((imageUrl) => ({ athlete: 'michael-jordan' as const, imageUrl, itemType: 'jersey' })), { fullName: 'Avery Muñoz', email: OWNER_EMAIL }));
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = created.json().id as number;
  const items = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(submissionItems.position);
  return { id, items };
}

beforeAll(async () => {
  // A built page to start from: the hook only rewrites its head.
  t = await createTestApp({ ...ADMIN_ENV });
  clientDir = path.join(t.dataDir, 'client');
  fs.mkdirSync(clientDir, { recursive: true });
  const shell = '<!doctype html><html><head><title>G.O.A.T.</title><meta name="description" content="Site"></head><body><div id="root"></div></body></html>';
  for (const f of ['index.html', 'app-shell.html']) fs.writeFileSync(path.join(clientDir, f), shell);

  const reg = await registerUser(t.app, 'powner', { lastName: 'Muñoz', firstName: 'Avery' });
  owner = reg.cookie;
  const buyerReg = await registerUser(t.app, 'pbuyer', { lastName: 'Okafor' });
  buyer = buyerReg.cookie;
  stranger = (await registerUser(t.app, 'pstranger')).cookie;
  const up = await uploadImages(t.app, owner, 3);
  const a = await submission(owner, [up.urls[0]!, up.urls[0]!, up.urls[0]!, up.urls[0]!, up.urls[0]!]);
  const b = await submission(owner, [up.urls[2]!]);
  // The admin's intake photo of the first parcel.
  await t.database.db.insert(shipments).values({ submissionId: a.id, direction: 'inbound', receivedAt: new Date(), condition: 'Sealed', intakeImageUrls: [up.urls[1]!] });
  const base = { submissionId: a.id, userLastName: 'Muñoz', item: 'Signed Bulls jersey', athlete: 'Michael Jordan', imageUrl: up.urls[0]!, authenticator: 'M. Reyes' };
  await t.database.db.insert(certificates).values([
    { ...base, certificateNumber: PUBLIC, submissionItemId: a.items[0]!.id, public: true, holders: 2, lastTransferredAt: TRANSFERRED_AT },
    { ...base, certificateNumber: PRIVATE, submissionItemId: a.items[1]!.id },
    { ...base, certificateNumber: REVOKED, submissionItemId: a.items[2]!.id, public: true, status: 'revoked', revokedAt: new Date('2026-02-03T10:00:00Z'), revokedReason: 'A clone was reported' },
    { ...base, certificateNumber: DEMO, submissionItemId: a.items[3]!.id, public: true, demo: true },
    { ...base, certificateNumber: TRANSFERRED, submissionItemId: a.items[4]!.id, holderUserId: buyerReg.user.id, userLastName: 'Okafor', holders: 2 },
    { ...base, certificateNumber: NO_INTAKE, submissionId: b.id, submissionItemId: b.items[0]!.id, imageUrl: up.urls[2]!, public: true, flaggedAt: new Date() },
  ]);
  const [row] = await t.database.db.select({ id: certificates.id }).from(certificates).where(eq(certificates.certificateNumber, PUBLIC));
  await t.database.db.insert(certificateLookups).values([1, 2, 3].map((n) => ({ certificateNumber: PUBLIC, certificateId: row!.id, matched: n !== 2, ipHash: `h${n}` })));
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t?.close();
});

/** Nothing of the holder's: names (first, last, full) and e-mail, in any answer. */
function expectNoPersonalData(text: string) {
  for (const secret of ['Muñoz', 'Munoz', 'Okafor', 'Avery', OWNER_EMAIL, 'collector']) expect(text).not.toContain(secret);
}

describe('PUT /api/account/certificates/:number', () => {
  it('lets the holder make a certificate public and private again; anyone else gets the 404 of an unknown number', async () => {
    expect((await setPublic(PRIVATE, true)).statusCode).toBe(401);
    const unknown = await setPublic(UNKNOWN, true, stranger);
    const notTheirs = await setPublic(PRIVATE, true, stranger);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.body).toBe(unknown.body);
    expect((await get(`/api/certificates/${PRIVATE}/public`)).statusCode).toBe(404);

    const shown = await setPublic(PRIVATE.toLowerCase(), true, owner);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ certificateNumber: PRIVATE, public: true });
    expect((await get(`/api/certificates/${PRIVATE}/public`)).statusCode).toBe(200);
    expect((await setPublic(PRIVATE, false, owner)).json()).toEqual({ certificateNumber: PRIVATE, public: false });
    expect((await get(`/api/certificates/${PRIVATE}/public`)).statusCode).toBe(404);
  });

  it('after a transfer only the new holder decides, not the account that submitted it', async () => {
    expect((await setPublic(TRANSFERRED, true, owner)).statusCode).toBe(404);
    expect((await setPublic(TRANSFERRED, true, buyer)).statusCode).toBe(200);
    expect((await setPublic(TRANSFERRED, false, buyer)).statusCode).toBe(200);
  });

  it('answers a missing or wrong choice with a 400 naming the field', async () => {
    for (const value of [undefined, 'yes', 1]) {
      const res = await setPublic(PRIVATE, value, owner);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['public']);
    }
  });
});

describe('GET /api/certificates/:number/public', () => {
  it('answers the contract for a public certificate: photos from intake, counts, never a name or e-mail', async () => {
    const res = await get(`/api/certificates/${PUBLIC.toLowerCase()}/public`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({
      certificateNumber: PUBLIC,
      item: 'Signed Bulls jersey',
      athlete: 'Michael Jordan',
      itemType: 'jersey',
      issueDate: expect.any(String),
      status: 'valid',
      revokedAt: null,
      photos: [`http://localhost:3000/api/certificates/${PUBLIC}/photos/0`],
      holders: 2,
      lastTransferredAt: TRANSFERRED_AT.toISOString(),
      lookups: 3,
      flagged: false,
    });
    expectNoPersonalData(res.body);
    // The photo is the intake photo, served large, to anyone.
    const photo = await get(`/api/certificates/${PUBLIC}/photos/0`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await get(`/api/certificates/${PUBLIC}/photos/1`)).statusCode).toBe(404);
  });

  it("shows the customer's own photo without intake photos, revoked and demonstration status, and the flag", async () => {
    const own = (await get(`/api/certificates/${NO_INTAKE}/public`)).json();
    expect(own).toMatchObject({ photos: [`http://localhost:3000/api/certificates/${NO_INTAKE}/photos/0`], flagged: true, lookups: 0, holders: 1, lastTransferredAt: null });
    expect((await get(`/api/certificates/${NO_INTAKE}/photos/0`)).statusCode).toBe(200);
    expect((await get(`/api/certificates/${REVOKED}/public`)).json()).toMatchObject({ status: 'revoked', revokedAt: '2026-02-03T10:00:00.000Z' });
    expect((await get(`/api/certificates/${REVOKED}/public`)).body).not.toContain('clone');
    expect((await get(`/api/certificates/${DEMO}/public`)).json()).toMatchObject({ status: 'demonstration' });
  });

  it('answers a private, unknown and malformed number with the same 404, photos included', async () => {
    const answers = await Promise.all([PRIVATE, UNKNOWN, 'NOT-A-NUMBER', 'GC-00000-00000'].map((n) => get(`/api/certificates/${n}/public`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: PUBLIC_CERTIFICATE_NOT_FOUND });
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect((await get(`/api/certificates/${PRIVATE}/photos/0`)).statusCode).toBe(404);
    expect((await get(`/api/certificates/${PRIVATE}/badge.svg`)).body).toBe((await get(`/api/certificates/${UNKNOWN}/badge.svg`)).body);
  });
});

describe('GET /api/certificates/:number/badge.svg', () => {
  it('draws the status of a public certificate, embeddable anywhere, cached briefly', async () => {
    const res = await get(`/api/certificates/${PUBLIC}/badge.svg`, { origin: 'https://marketplace.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('G.O.A.T. verified');
    expect(res.body).toContain('>Valid<');
    expect((await get(`/api/certificates/${REVOKED}/badge.svg`)).body).toContain('>Revoked<');
    expect((await get(`/api/certificates/${DEMO}/badge.svg`)).body).toContain('>Demonstration<');
    expect((await get(`/api/certificates/${NO_INTAKE}/badge.svg`)).body).toContain('check photos');
    const hidden = await get(`/api/certificates/${PRIVATE}/badge.svg`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(hidden.body).toContain('not public');
    expect(hidden.body).not.toContain(PRIVATE);
    expectNoPersonalData(res.body);
  });
});

describe('open to other sites: the three public answers only', () => {
  const ORIGIN = { origin: 'https://marketplace.example' };

  it('answers verify, public and badge to any origin, never with credentials', async () => {
    const urls = [
      `/api/certificates/verify?certificateNumber=${PUBLIC}&lastName=Mu%C3%B1oz`,
      `/api/certificates/${PUBLIC}/public`,
      `/api/certificates/${PUBLIC}/badge.svg`,
    ];
    for (const url of urls) {
      const res = await get(url, ORIGIN);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['access-control-allow-origin'], url).toBe('*');
      expect(res.headers['access-control-allow-credentials'], url).toBeUndefined();
    }
  });

  it('gives no other route an Access-Control-Allow-Origin', async () => {
    const urls = ['/api/showcase', '/api/auth/session', '/api/account/settings', `/api/certificates/${PUBLIC}/photos/0`, '/api/health', `/certificates/${PUBLIC}`];
    for (const url of urls) {
      const res = await get(url, { ...ORIGIN, cookie: owner });
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const put = await t.app.inject({ method: 'PUT', url: `/api/account/certificates/${PUBLIC}`, payload: { public: false }, headers: { ...ORIGIN, cookie: owner } });
    expect(put.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get(`/api/certificates/${PUBLIC}/public`)).statusCode).toBe(200);
  });
});

describe('verification answers the chain in numbers, never a name', () => {
  it('adds holders, lastTransferredAt and flagged to a matched lookup', async () => {
    const res = await get(`/api/certificates/verify?certificateNumber=${PUBLIC}&lastName=Mu%C3%B1oz`);
    expect(res.json()).toMatchObject({ holders: 2, lastTransferredAt: TRANSFERRED_AT.toISOString(), flagged: false });
    const flagged = await get(`/api/certificates/verify?certificateNumber=${NO_INTAKE}&lastName=Mu%C3%B1oz`);
    expect(flagged.json()).toMatchObject({ holders: 1, lastTransferredAt: null, flagged: true });
    expect(Object.keys(res.json())).not.toContain('userLastName');
  });
});

describe('the page /certificates/:number', () => {
  it('carries the Open Graph card of a public certificate; a private or unknown number gets one generic head', async () => {
    const app = await createPageApp({ PUBLIC_URL: 'http://goat.example' });
    const res = await app.inject({ url: `/certificates/${PUBLIC}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Signed Bulls jersey, signed by Michael Jordan">');
    expect(res.body).toContain(`<meta property="og:image" content="http://goat.example/api/certificates/${PUBLIC}/photos/0">`);
    expect(res.body).toContain(`<meta property="og:url" content="http://goat.example/certificates/${PUBLIC}">`);
    expect(res.body).toMatch(/<meta property="og:description" content="[^"]*Valid certificate of authenticity/);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expectNoPersonalData(res.body);
    const revoked = await app.inject({ url: `/certificates/${REVOKED}` });
    expect(revoked.body).toMatch(/<meta property="og:description" content="[^"]*Revoked on/);
    const hidden = await app.inject({ url: `/certificates/${PRIVATE}` });
    const unknown = await app.inject({ url: `/certificates/${UNKNOWN}` });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toBe(unknown.body);
    expect(hidden.body).not.toContain('og:');
  });
});

describe('the letter', () => {
  it("carries a QR code to the certificate's page", async () => {
    const res = await get(`/api/certificates/${PUBLIC}/pdf`, { cookie: owner });
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain(`/URI (http://localhost:3000/certificates/${PUBLIC})`);
    expect(parsePdf(res.rawPayload).text).toContain('SCAN TO VERIFY');
  });
});

describe('served from memory', () => {
  it('keeps the public answer and badge without asking the database, and drops them on a visibility change or revocation', async () => {
    const cached = await createPageApp({ PUBLIC_LIST_CACHE_MS: '1000' });
    const read = async (n: string) => (await cached.inject({ url: `/api/certificates/${n}/public` })).json();
    expect((await read(NO_INTAKE)).item).toBe('Signed Bulls jersey');
    // A change written straight into the database is not seen: the answer is kept.
    await t.database.db.update(certificates).set({ item: 'Changed behind its back' }).where(eq(certificates.certificateNumber, NO_INTAKE));
    expect((await read(NO_INTAKE)).item).toBe('Signed Bulls jersey');
    // The holder hiding it through this process: gone at once.
    const csrf = { cookie: owner };
    expect((await cached.inject({ method: 'PUT', url: `/api/account/certificates/${NO_INTAKE}`, payload: { public: false }, headers: csrf })).statusCode).toBe(200);
    expect((await cached.inject({ url: `/api/certificates/${NO_INTAKE}/public` })).statusCode).toBe(404);
    await cached.inject({ method: 'PUT', url: `/api/account/certificates/${NO_INTAKE}`, payload: { public: true }, headers: csrf });
    expect((await read(NO_INTAKE)).item).toBe('Changed behind its back');
    // A revocation: the badge says so on the next request.
    expect((await cached.inject({ url: `/api/certificates/${NO_INTAKE}/badge.svg` })).body).toContain('check photos');
    const revoke = await cached.inject({ method: 'POST', url: `/api/admin/certificates/${NO_INTAKE}/revoke`, payload: { reason: 'Clone reported by a buyer' }, headers: { cookie: admin } });
    expect(revoke.statusCode).toBe(200);
    expect((await cached.inject({ url: `/api/certificates/${NO_INTAKE}/badge.svg` })).body).toContain('>Revoked<');
  });
});

describe('served from memory, across a transfer', () => {
  it("hides the seller's public certificate from the next request once a buyer accepts it", async () => {
    const cached = await createPageApp({ PUBLIC_LIST_CACHE_MS: '1000' });
    const send = (method: 'PUT' | 'POST', url: string, cookie: string, payload: object = {}) => cached.inject({ method, url, payload, headers: { cookie } });
    expect((await send('PUT', `/api/account/certificates/${PRIVATE}`, owner, { public: true })).statusCode).toBe(200);
    expect((await cached.inject({ url: `/api/certificates/${PRIVATE}/public` })).statusCode).toBe(200);
    const started = await send('POST', `/api/account/certificates/${PRIVATE}/transfer`, owner);
    expect(started.statusCode, started.body).toBe(200);
    const accepted = await send('POST', '/api/certificates/transfers/accept', stranger, { certificateNumber: PRIVATE, code: started.json().code });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The new holder decides again: private, at once in this process.
    expect((await cached.inject({ url: `/api/certificates/${PRIVATE}/public` })).statusCode).toBe(404);
  });
});

describe('replayed before the pipeline', () => {
  /** What a client sees of an answer, but for the two headers that differ on every answer. */
  async function fetched(url: string, headers: Record<string, string> = {}) {
    const res = await fetch(url, { headers });
    const seen = Object.fromEntries([...res.headers].filter(([name]) => name !== 'date' && name !== 'x-request-id'));
    return { status: res.status, headers: seen, id: res.headers.get('x-request-id'), body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }

  it('answers the same bytes again without the pipeline, until a write drops what they were made from', async () => {
    const cached = await createPageApp({ PUBLIC_LIST_CACHE_MS: '1000' });
    const base = await cached.listen({ port: 0, host: '127.0.0.1' });
    const n = number();
    await t.database.db.insert(certificates).values({ certificateNumber: n, userLastName: 'Stone', item: 'Signed game puck', athlete: 'Wayne Gretzky', public: true });
    for (const path of [`/api/certificates/${n}/badge.svg`, `/api/certificates/${n}/public`, '/api/showcase']) {
      const before = cached.answerReplay.stats();
      const first = await fetched(base + path);
      const again = await fetched(base + path);
      expect(first.status).toBe(200);
      // The second answer is the first one's bytes and headers (CORS, security, caching), with an id of its own.
      expect(again).toEqual({ ...first, id: again.id });
      expect(again.id).not.toBe(first.id);
      expect(cached.answerReplay.stats()).toEqual({ kept: before.kept + 1, replayed: before.replayed + 1 });
    }
    // Another Accept-Encoding is another answer: the pipeline's first, kept beside.
    const compressed = await fetched(`${base}/api/certificates/${n}/badge.svg`, { 'accept-encoding': 'br' });
    expect(compressed.body).toBe((await fetched(`${base}/api/certificates/${n}/badge.svg`)).body);
    // What is not a 200 is never kept: the "not public" badge goes through the pipeline each time.
    const kept = cached.answerReplay.stats().kept;
    expect((await fetched(`${base}/api/certificates/${UNKNOWN}/badge.svg`)).status).toBe(404);
    expect((await fetched(`${base}/api/certificates/${UNKNOWN}/badge.svg`)).status).toBe(404);
    expect(cached.answerReplay.stats().kept).toBe(kept);
    // A revocation through this process: the next request says so, the replayed answer is gone.
    const revoke = await cached.inject({ method: 'POST', url: `/api/admin/certificates/${n}/revoke`, payload: { reason: 'Clone reported by a buyer' }, headers: { cookie: admin } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(Buffer.from((await fetched(`${base}/api/certificates/${n}/badge.svg`)).body, 'base64').toString()).toContain('>Revoked<');
    expect(JSON.parse(Buffer.from((await fetched(`${base}/api/certificates/${n}/public`)).body, 'base64').toString()).status).toBe('revoked');
  });

  it('keeps nothing when the lists are not kept', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await fetched(`${base}/api/certificates/${PUBLIC}/badge.svg`);
    await fetched(`${base}/api/certificates/${PUBLIC}/badge.svg`);
    expect(t.app.answerReplay.stats()).toEqual({ kept: 0, replayed: 0 });
  });
});

/** Another app on the same database, serving the fake build (for the page) with the given settings. */
const pageApps: Awaited<ReturnType<TestApp['sibling']>>[] = [];
async function createPageApp(env: Record<string, string> = {}) {
  const { buildApp } = await import('../src/app');
  const { loadEnv } = await import('../src/config/env');
  const { GENEROUS_LIMITS } = await import('./support/generous-limits');
  const app = await buildApp({
    env: loadEnv({ ...ADMIN_ENV, DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false', PUBLIC_LIST_CACHE_MS: '0', ...GENEROUS_LIMITS, ...env }),
    database: t.database,
    logger: false,
    clientDir,
  });
  pageApps.push(app);
  return app;
}
afterAll(async () => {
  for (const app of pageApps) await app.close();
});

describe('the API description', () => {
  it('describes the public answers with examples, for other sites to call', async () => {
    const res = await get('/api/docs/openapi.json', { cookie: admin });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string; parameters?: { example?: unknown; examples?: unknown }[]; responses: Record<string, { content?: Record<string, { schema?: { examples?: unknown[] }; example?: unknown; examples?: unknown }> }> }>>;
    const publicData = paths['/api/certificates/{certificateNumber}/public']!.get!;
    expect(publicData.description).toContain('CORS');
    expect(JSON.stringify(publicData.responses['200'])).toContain('GC-7K3QD-9XW24');
    expect(paths['/api/certificates/{certificateNumber}/badge.svg']!.get!.description).toContain('<img');
    expect(paths['/api/certificates/verify']!.get!.description).toContain('CORS');
  });
});
