import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { CERTIFICATE_MESSAGES } from '@shared/schemas/certificate';
import { certificateLookups, certificates, submissionItems, submissionStatusHistory } from '../src/db/schema';
import { LOOKUP_LIMIT, NUMBER_LOOKUP_LIMIT, PAIR_LOOKUP_LIMIT } from '../src/modules/certificates/certificate-service';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { fullLoaPayload, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';

let t: TestApp;
let owner: string;
let customer: string;
let admin: string;
let orderNumber: string;
const VALID = makeCertificateNumber((n) => randomBytes(n));
const REVOKED = makeCertificateNumber((n) => randomBytes(n));
const FOR_ADMIN = makeCertificateNumber((n) => randomBytes(n));
let submissionId: number;

/** Another valid certificate of the submission, as the admin's review issues one; its number. */
async function issuedCertificate(): Promise<string> {
  const certificateNumber = makeCertificateNumber((n) => randomBytes(n));
  await t.database.db.insert(certificates).values({ certificateNumber, submissionId, userLastName: "O'Brien", item: 'Signed card', athlete: 'wayne-gretzky', imageUrl: null, authenticator: null });
  return certificateNumber;
}
const UNKNOWN = makeCertificateNumber((n) => randomBytes(n));

let addressCounter = 10;
/** A fresh address per test, so the per-address limit of one test does not reach another. */
const newAddress = () => `203.0.113.${addressCounter++}`;

const verify = (query: Record<string, string>, remoteAddress = '198.51.100.1') =>
  t.app.inject({ url: `/api/certificates/verify?${new URLSearchParams(query).toString()}`, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  owner = (await registerUser(t.app, 'holder', { lastName: 'Muñoz' })).cookie;
  customer = (await registerUser(t.app, 'other')).cookie;
  const up = await uploadImages(t.app, owner, 2);
  const created = await postSubmission(
    t.app,
    owner,
    fullLoaPayload(
      [
        { athlete: 'michael-jordan', imageUrl: up.urls[0]! },
        { athlete: 'tom-brady', imageUrl: up.urls[1]! },
      ],
      { fullName: 'Avery Muñoz' },
    ),
  );
  if (created.statusCode !== 201) throw new Error(created.body);
  submissionId = created.json().id as number;
  orderNumber = created.json().orderNumber as string;
  const items = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, submissionId));
  // Issued by the admin's review (decision 013); written directly here.
  await t.database.db.insert(certificates).values([
    { certificateNumber: VALID, submissionId, submissionItemId: items[0]!.id, userLastName: 'Muñoz', item: 'Signed Bulls jersey', athlete: 'michael-jordan', imageUrl: up.urls[0]!, authenticator: 'M. Reyes' },
    {
      certificateNumber: REVOKED,
      submissionId,
      submissionItemId: items[1]!.id,
      userLastName: 'Muñoz',
      item: 'Signed football',
      athlete: 'tom-brady',
      imageUrl: up.urls[1]!,
      authenticator: 'M. Reyes',
      status: 'revoked',
      revokedAt: new Date('2026-02-03T10:00:00Z'),
      revokedReason: 'A clone of this number was reported',
    },
    { certificateNumber: FOR_ADMIN, submissionId, userLastName: "O'Brien", item: 'Signed card', athlete: 'wayne-gretzky', imageUrl: null, authenticator: null },
  ]);
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/certificates/verify', () => {
  it('answers with the certificate when number and last name match, regardless of case, accents, spaces and dashes', async () => {
    const typed = ` ${VALID.toLowerCase().replace(/-/g, ' ')} `;
    const res = await verify({ certificateNumber: typed, lastName: '  munoz ' }, newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      certificateNumber: VALID,
      item: 'Signed Bulls jersey',
      athlete: 'michael-jordan',
      authenticator: 'M. Reyes',
      status: 'valid',
      revokedAt: null,
    });
    expect(new Date(body.issueDate).toString()).not.toBe('Invalid Date');
    expect(body.imageUrl).toMatch(new RegExp(`^/api/certificates/${VALID}/photo\\?sig=[A-Za-z0-9_-]{22}$`));
  });

  it('gives the same 404 for a wrong last name and for an unknown number', async () => {
    const address = newAddress();
    const wrongName = await verify({ certificateNumber: VALID, lastName: 'Stone' }, address);
    const unknown = await verify({ certificateNumber: UNKNOWN, lastName: 'Muñoz' }, address);
    const garbage = await verify({ certificateNumber: 'NOT-A-NUMBER', lastName: 'Muñoz' }, address);
    for (const res of [wrongName, unknown, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CERTIFICATE_MESSAGES.notFound });
    }
  });

  it('shows a revoked certificate as revoked, with the date', async () => {
    const res = await verify({ certificateNumber: REVOKED, lastName: 'MUÑOZ' }, newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ certificateNumber: REVOKED, status: 'revoked', revokedAt: '2026-02-03T10:00:00.000Z' });
    // The reason is for the admin and the holder, not for whoever verifies.
    expect(res.body).not.toContain('clone');
  });

  it.each([
    [{ lastName: 'Muñoz' }, 'certificateNumber', 'Certificate number is required'],
    [{ certificateNumber: 'GC-1', lastName: 'Muñoz' }, 'certificateNumber', 'Certificate number is required'],
    [{ certificateNumber: VALID }, 'lastName', 'Last name is required'],
    [{ certificateNumber: VALID, lastName: '   ' }, 'lastName', 'Last name is required'],
  ])('refuses %j with 400 naming the field', async (query, field, message) => {
    const res = await verify(query as Record<string, string>, newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it(`allows ${LOOKUP_LIMIT.max} lookups per address in ${LOOKUP_LIMIT.windowMs / 60000} minutes, then 429 with Retry-After, on every instance`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOOKUP_LIMIT.max; i++) {
      // Unknown numbers differ each time: the limit per number (below) is not what this counts.
      const res = await verify({ certificateNumber: i % 2 ? VALID : makeCertificateNumber((n) => randomBytes(n)), lastName: 'Muñoz' }, address);
      expect(res.statusCode, `lookup ${i + 1}`).not.toBe(429);
    }
    const logged = (await t.database.db.select().from(certificateLookups)).length;
    // A second server on the same database counts the same lookups.
    const sibling = await t.sibling();
    for (const app of [t.app, sibling]) {
      const res = await app.inject({ url: `/api/certificates/verify?certificateNumber=${VALID}&lastName=Mu%C3%B1oz`, remoteAddress: address });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: CERTIFICATE_MESSAGES.tooMany });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LOOKUP_LIMIT.lockMs / 1000);
    }
    // Refused lookups are not logged; another address is not held back.
    expect((await t.database.db.select().from(certificateLookups)).length).toBe(logged);
    expect((await verify({ certificateNumber: VALID, lastName: 'Munoz' }, newAddress())).statusCode).toBe(200);
  });

  it(`allows ${NUMBER_LOOKUP_LIMIT.max} lookups of one number that do not match, from any addresses, then 429 for that number only`, async () => {
    // Someone with many addresses trying name after name against a number read off a photo of a letter.
    const target = makeCertificateNumber((n) => randomBytes(n));
    await t.database.db.insert(certificates).values({ certificateNumber: target, userLastName: 'Okafor', item: 'Signed ball', athlete: 'tom-brady' });
    for (let i = 0; i < NUMBER_LOOKUP_LIMIT.max; i++) {
      expect((await verify({ certificateNumber: target, lastName: `Guess${i}` }, newAddress())).statusCode).toBe(404);
    }
    const refused = await verify({ certificateNumber: target, lastName: 'Okafor' }, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CERTIFICATE_MESSAGES.numberLocked });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(NUMBER_LOOKUP_LIMIT.lockMs / 1000);
    // Other numbers answer as before.
    expect((await verify({ certificateNumber: VALID, lastName: 'Munoz' }, newAddress())).statusCode).toBe(200);
  });

  it('never lets one address lock a number for everyone: its misses count against itself only', async () => {
    // The seller of a revoked letter trying to keep it from showing "Revoked" during a sale.
    const target = makeCertificateNumber((n) => randomBytes(n));
    await t.database.db.insert(certificates).values({ certificateNumber: target, userLastName: 'Lindqvist', item: 'Signed glove', athlete: 'tom-brady' });
    const seller = newAddress();
    const answers: number[] = [];
    for (let i = 0; i < NUMBER_LOOKUP_LIMIT.max + 5; i++) answers.push((await verify({ certificateNumber: target, lastName: `Guess${i}` }, seller)).statusCode);
    expect(answers.slice(0, PAIR_LOOKUP_LIMIT.max)).toEqual(Array(PAIR_LOOKUP_LIMIT.max).fill(404));
    expect(answers.slice(PAIR_LOOKUP_LIMIT.max).every((s) => s === 429)).toBe(true);
    const mine = await verify({ certificateNumber: target, lastName: 'Lindqvist' }, seller);
    expect(mine.json()).toEqual({ message: CERTIFICATE_MESSAGES.numberLockedForAddress });
    expect(Number(mine.headers['retry-after'])).toBeLessThanOrEqual(PAIR_LOOKUP_LIMIT.lockMs / 1000);
    // The genuine holder, elsewhere, still sees the letter; a second address of the seller cannot lock it either.
    expect((await verify({ certificateNumber: target, lastName: 'Lindqvist' }, newAddress())).statusCode).toBe(200);
    const second = newAddress();
    for (let i = 0; i < PAIR_LOOKUP_LIMIT.max + 3; i++) await verify({ certificateNumber: target, lastName: `Other${i}` }, second);
    expect((await verify({ certificateNumber: target, lastName: 'Lindqvist' }, newAddress())).statusCode).toBe(200);
  });

  it(`locks a number only after misses from at least three addresses (each counts ${PAIR_LOOKUP_LIMIT.max} at most, the number ${NUMBER_LOOKUP_LIMIT.max})`, () => {
    // With fixed windows one address can spend its allowance twice across an edge of the number's
    // window: two addresses then bring at most four allowances, which must not reach the number's limit.
    expect(4 * PAIR_LOOKUP_LIMIT.max).toBeLessThanOrEqual(NUMBER_LOOKUP_LIMIT.max);
    expect(PAIR_LOOKUP_LIMIT.windowMs).toBe(NUMBER_LOOKUP_LIMIT.windowMs);
  });

  it('counts concurrent lookups before answering: one address, and one number from many addresses, get no more than their limit', async () => {
    const address = newAddress();
    const fromOne = await Promise.all(
      Array.from({ length: LOOKUP_LIMIT.max + 10 }, () => verify({ certificateNumber: makeCertificateNumber((n) => randomBytes(n)), lastName: 'Stone' }, address)),
    );
    expect(fromOne.filter((r) => r.statusCode !== 429)).toHaveLength(LOOKUP_LIMIT.max);
    const target = makeCertificateNumber((n) => randomBytes(n));
    await t.database.db.insert(certificates).values({ certificateNumber: target, userLastName: 'Adeyemi', item: 'Signed cap', athlete: 'tom-brady' });
    const guesses = Array.from({ length: NUMBER_LOOKUP_LIMIT.max + 10 }, (_, i) => ({ lastName: `Guess${i}`, address: newAddress() }));
    const atOnce = await Promise.all(guesses.map((g) => verify({ certificateNumber: target, lastName: g.lastName }, g.address)));
    expect(atOnce.filter((r) => r.statusCode === 404)).toHaveLength(NUMBER_LOOKUP_LIMIT.max);
    expect(atOnce.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });

  it('keeps signing-in throttled on its own limits', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: 'boss', password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the lookup log', () => {
  it('records every answered lookup: the normalised number, the certificate, matched or not, and a hash of the address', async () => {
    const address = '192.0.2.77';
    await verify({ certificateNumber: VALID.toLowerCase(), lastName: 'munoz' }, address);
    await verify({ certificateNumber: VALID, lastName: 'Nobody' }, address);
    await verify({ certificateNumber: 'x'.repeat(64), lastName: 'Nobody' }, address);
    const rows = await t.database.db.select().from(certificateLookups).orderBy(certificateLookups.id);
    const mine = rows.slice(-3);
    const [cert] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, VALID));
    expect(mine.map((r) => [r.certificateNumber, r.certificateId, r.matched])).toEqual([
      [VALID, cert!.id, true],
      [VALID, cert!.id, false],
      ['X'.repeat(64), null, false],
    ]);
    expect(new Set(mine.map((r) => r.ipHash)).size).toBe(1);
    expect(mine[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    // The address itself is nowhere in the table.
    expect(JSON.stringify(rows)).not.toContain(address);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.1');
  });
});

describe('GET /api/certificates/:number/photo', () => {
  it('serves the item photo as a JPEG at the address verification gave, and 404 without its signature', async () => {
    const found = await verify({ certificateNumber: VALID, lastName: 'Muñoz' }, newAddress());
    const url = found.json().imageUrl as string;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    for (const bad of [
      `/api/certificates/${VALID}/photo`,
      `/api/certificates/${VALID}/photo?sig=`,
      `/api/certificates/${VALID}/photo?sig=${flipped}`,
      `/api/certificates/${REVOKED}/photo?sig=${sig}`,
    ]) {
      const r = await t.app.inject({ url: bad });
      expect(r.statusCode, bad).toBe(404);
    }
  });

  it('gives no photo address for a certificate without a photo', async () => {
    const res = await verify({ certificateNumber: FOR_ADMIN, lastName: 'obrien' }, newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toBeNull();
  });
});

describe('admin: GET /api/admin/certificates/:number and POST …/revoke', () => {
  const view = (cookie?: string, number = FOR_ADMIN) => t.app.inject({ url: `/api/admin/certificates/${number}`, headers: cookie ? { cookie } : {} });
  const revoke = (cookie: string | undefined, reason: string, number = FOR_ADMIN) =>
    t.app.inject({ method: 'POST', url: `/api/admin/certificates/${number}/revoke`, headers: cookie ? { cookie } : {}, payload: { reason } });

  it('is refused to visitors (401) and customers (403)', async () => {
    expect((await view()).statusCode).toBe(401);
    expect((await view(customer)).statusCode).toBe(403);
    expect((await view(owner)).statusCode).toBe(403);
    expect((await revoke(undefined, 'Cloned number reported')).statusCode).toBe(401);
    expect((await revoke(owner, 'Cloned number reported')).statusCode).toBe(403);
  });

  it('shows how often, how successfully and from how many places a number was looked up', async () => {
    const [a, b, c] = ['192.0.2.1', '192.0.2.2', '192.0.2.3'];
    await verify({ certificateNumber: FOR_ADMIN, lastName: "O'Brien" }, a);
    await verify({ certificateNumber: FOR_ADMIN, lastName: 'obrien' }, a);
    await verify({ certificateNumber: FOR_ADMIN, lastName: 'Brien' }, b);
    await verify({ certificateNumber: FOR_ADMIN, lastName: 'O Brien' }, c);
    const res = await view(admin, FOR_ADMIN.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ certificateNumber: FOR_ADMIN, orderNumber, userLastName: "O'Brien", status: 'valid', revokedReason: null, revokedBy: null });
    expect(typeof body.submissionId).toBe('number');
    // One more lookup from the photo test above (another place, matched).
    expect(body.lookups).toMatchObject({ total: 5, matched: 4, places: 4 });
    expect(body.lookups.recent).toHaveLength(5);
    expect(body.lookups.recent[0]).toMatchObject({ matched: true });
    expect(body.lookups.recent[1]).toMatchObject({ matched: false });
    expect(body.lookups.lastAt).toBe(body.lookups.recent[0].date);
    // Visitors are numbered in the list's order (newest first), never shown as a piece of a hash.
    expect(body.lookups.recent.map((r: { place: string }) => r.place)).toEqual(['Visitor 1', 'Visitor 2', 'Visitor 3', 'Visitor 3', 'Visitor 4']);
    expect(body.lookups.recent[2].place).toBe(body.lookups.recent[3].place);
    expect(body.lookups.recent[1].place).not.toBe(body.lookups.recent[2].place);
    expect(res.body).not.toContain('192.0.2.');
  });

  it('404 for an unknown number', async () => {
    expect((await view(admin, UNKNOWN)).statusCode).toBe(404);
    expect((await revoke(admin, 'Cloned number reported', UNKNOWN)).statusCode).toBe(404);
  });

  it('revokes with a reason (never deleting), writes it on the submission history, and refuses a second time with 409', async () => {
    expect((await revoke(admin, 'no')).statusCode).toBe(400);
    const res = await revoke(admin, 'A cloned copy of this letter was reported');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      certificateNumber: FOR_ADMIN,
      status: 'revoked',
      revokedReason: 'A cloned copy of this letter was reported',
    });
    expect(res.json().revokedBy).toEqual(expect.any(String));
    expect(res.json().revokedAt).toEqual(expect.any(String));

    const again = await revoke(admin, 'Second attempt at revoking');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already revoked/);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, FOR_ADMIN));
    expect(row).toMatchObject({ status: 'revoked', revokedReason: 'A cloned copy of this letter was reported' });

    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.kind, 'certificate_revoked'));
    expect(history).toHaveLength(1);
    // The reason is the customer's note, not an internal one as well: the admin reads it once, as shown to the customer.
    expect(history[0]).toMatchObject({ toValue: FOR_ADMIN, fromValue: null, notes: null, visibleToCustomer: true, toStatus: 'pending' });
    expect(history[0]!.customerNote).toContain(`Certificate ${FOR_ADMIN}`);

    // Verification now says revoked; the customer's timeline says why.
    const verified = await verify({ certificateNumber: FOR_ADMIN, lastName: "O'Brien" }, newAddress());
    expect(verified.json()).toMatchObject({ status: 'revoked', revokedAt: res.json().revokedAt });
    const details = await t.app.inject({ url: `/api/submissions/${orderNumber}`, headers: { cookie: owner } });
    expect(details.statusCode).toBe(200);
    const entry = (details.json().statusHistory as { kind: string; value: string | null; note?: string }[]).find((h) => h.kind === 'certificate_revoked');
    expect(entry).toMatchObject({ value: FOR_ADMIN });
    expect(entry?.note).toContain('A cloned copy of this letter was reported');

    // The holder is e-mailed, with the reason and what verification now shows.
    const mail = (await sentMails(t)).find((m) => m.includes(`Certificate ${FOR_ADMIN} revoked`));
    expect(mail).toBeDefined();
    expect(mail).toContain('Reason: A cloned copy of this letter was reported');
    expect(mail).toContain('Certificate verification now shows it as revoked.');
  });

  it('ends the timeline note with one full stop when the reason already has one', async () => {
    const number = await issuedCertificate();
    const res = await revoke(admin, 'The hologram was reported altered.', number);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.toValue, number));
    expect(entry!.customerNote).toContain('was revoked: The hologram was reported altered. Verification now shows it as revoked.');
  });
});
