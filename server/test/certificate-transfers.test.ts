import { createHash } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES } from '@shared/schemas/certificate-holders';
import { CERTIFICATE_MESSAGES } from '@shared/schemas/certificate';
import { certificateHolders, certificates, certificateTransfers, submissionItems, submissions } from '../src/db/schema';
import { issueCertificates } from '../src/modules/certificates/issue-certificates';
import { TRANSFER_CODES_PER_ADDRESS, TRANSFER_CODES_PER_NUMBER } from '../src/modules/certificates/holder-service';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { sentMails } from './support/loa-fixtures';

let t: TestApp;
let seller: { id: number; cookie: string };
let buyer: { id: number; cookie: string };
let stranger: { id: number; cookie: string };
let admin: string;

let addressCounter = 10;
/** A fresh address per request group, so one test's wrong codes never reach another's limit. */
const newAddress = () => `203.0.113.${addressCounter++}`;

async function account(n: string, lastName: string) {
  const { user, cookie } = await registerUser(t.app, n, { lastName, firstName: 'Robin', email: `${n}@example.com` });
  return { id: user.id, cookie };
}

/** A completed, passed order of `userId` (or a guest's), issued as the admin's review does: its numbers. */
async function issued(userId: number | null, items = 1, extra: Partial<typeof submissions.$inferInsert> = {}): Promise<string[]> {
  const seeded = await seedSubmission(
    t.database.db,
    { userId, status: 'completed', outcome: 'pass', fullName: 'Robin Muñoz', email: 'robin.guest@example.com', ...extra },
    Array.from({ length: items }, () => ({ athlete: 'tom-brady' })),
  );
  const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, seeded.id));
  const itemRows = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, seeded.id));
  return t.database.db.transaction((tx) => issueCertificates(tx, { row: row!, items: itemRows, admin: { id: null, firstName: 'Morgan', lastName: 'Reyes' } }));
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}), remoteAddress });
const myCertificates = (cookie?: string) => inject('GET', '/api/account/certificates', cookie);
const start = (number: string, cookie?: string) => inject('POST', `/api/account/certificates/${number}/transfer`, cookie);
const cancel = (number: string, cookie?: string) => inject('DELETE', `/api/account/certificates/${number}/transfer`, cookie);
const accept = (certificateNumber: string, code: string, cookie?: string, address = newAddress()) =>
  inject('POST', '/api/certificates/transfers/accept', cookie, { certificateNumber, code }, address);
const verify = (certificateNumber: string, lastName: string) =>
  t.app.inject({ url: `/api/certificates/verify?${new URLSearchParams({ certificateNumber, lastName }).toString()}`, remoteAddress: newAddress() });
const certificateOf = async (number: string) => (await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, number)))[0]!;
const chainOf = async (number: string) =>
  t.database.db
    .select()
    .from(certificateHolders)
    .where(eq(certificateHolders.certificateId, (await certificateOf(number)).id))
    .orderBy(asc(certificateHolders.since), asc(certificateHolders.id));

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  seller = await account('seller', 'Muñoz');
  buyer = await account('buyer', 'Keller');
  stranger = await account('stranger', 'Stone');
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('issue', () => {
  it("starts the chain of holders with the order's account, since the issue date", async () => {
    const [number] = await issued(seller.id);
    const chain = await chainOf(number!);
    expect(chain).toHaveLength(1);
    expect(chain[0]).toMatchObject({ userId: seller.id, email: 'seller@example.com', fullName: 'Robin Muñoz', lastName: 'Muñoz', via: 'issue', until: null });
    expect(chain[0]!.since.getTime()).toBe((await certificateOf(number!)).issueDate.getTime());
  });

  it("starts a guest order's chain with the name and e-mail given on the order", async () => {
    const [number] = await issued(null);
    expect(await chainOf(number!)).toMatchObject([{ userId: null, email: 'robin.guest@example.com', fullName: 'Robin Muñoz', lastName: 'Muñoz', via: 'issue' }]);
  });
});

describe('GET /api/account/certificates', () => {
  it('lists what the signed-in account holds, with its PDF, photo, lookups and flag, and nobody else\'s', async () => {
    const [number] = await issued(seller.id);
    await verify(number!, 'Muñoz');
    const res = await myCertificates(seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mine = (res.json() as { certificateNumber: string }[]).find((c) => c.certificateNumber === number);
    expect(mine).toMatchObject({
      certificateNumber: number,
      athlete: 'Tom Brady',
      itemType: 'jersey',
      status: 'valid',
      public: false,
      holders: 1,
      lastTransferredAt: null,
      lookups: 1,
      flagged: false,
      pdfUrl: `/api/certificates/${number}/pdf`,
      transferExpiresAt: null,
    });
    expect((mine as unknown as { photos: string[] }).photos[0]).toMatch(new RegExp(`^/api/certificates/${number}/photo\\?sig=`));
    const theirs = (await myCertificates(stranger.cookie)).json() as { certificateNumber: string }[];
    expect(theirs.map((c) => c.certificateNumber)).not.toContain(number);
  });

  it('refuses a visitor with 401', async () => {
    expect((await myCertificates()).statusCode).toBe(401);
  });
});

describe('transfer codes', () => {
  it('gives the holder a one-time code of 50 bits, kept only as its SHA-256, valid 30 days', async () => {
    const [number] = await issued(seller.id);
    const res = await start(number!, seller.cookie);
    expect(res.statusCode).toBe(200);
    const { code, expiresAt } = res.json() as { code: string; expiresAt: string };
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const [stored] = await t.database.db.select().from(certificateTransfers).where(eq(certificateTransfers.certificateId, (await certificateOf(number!)).id));
    expect(stored!.codeHash).toBe(createHash('sha256').update(code.replace('-', '')).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    // The list says a code is open, never the code.
    const listed = ((await myCertificates(seller.cookie)).json() as { certificateNumber: string; transferExpiresAt: string }[]).find((c) => c.certificateNumber === number);
    expect(listed!.transferExpiresAt).toBe(expiresAt);
    expect(JSON.stringify(listed)).not.toContain(code);
  });

  it("answers 404 to someone who does not hold the certificate, as to an unknown number", async () => {
    const [number] = await issued(seller.id);
    for (const res of [await start(number!, stranger.cookie), await start('GC-00000-00000', seller.cookie), await cancel(number!, stranger.cookie)]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await start(number!)).statusCode).toBe(401);
  });

  it('refuses to transfer a revoked certificate with 409', async () => {
    const [number] = await issued(seller.id);
    await t.database.db.update(certificates).set({ status: 'revoked', revokedAt: new Date() }).where(eq(certificates.certificateNumber, number!));
    const res = await start(number!, seller.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRANSFER_MESSAGES.revoked);
  });

  it('keeps one open code per certificate: starting again replaces it', async () => {
    const [number] = await issued(seller.id);
    const first = (await start(number!, seller.cookie)).json().code as string;
    const second = (await start(number!, seller.cookie)).json().code as string;
    const old = await accept(number!, first, buyer.cookie);
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(TRANSFER_MESSAGES.cancelled);
    expect((await accept(number!, second, buyer.cookie)).statusCode).toBe(200);
  });

  it('lets the holder cancel the open code; the buyer is then told it was cancelled', async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    expect((await cancel(number!, seller.cookie)).statusCode).toBe(204);
    expect((await cancel(number!, seller.cookie)).statusCode).toBe(404);
    const res = await accept(number!, code, buyer.cookie);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ message: TRANSFER_MESSAGES.cancelled, errors: { code: TRANSFER_MESSAGES.cancelled } });
    expect((await certificateOf(number!)).holderUserId).toBeNull();
  });

  it('refuses an expired code with 410', async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    await t.database.db.update(certificateTransfers).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(certificateTransfers.certificateId, (await certificateOf(number!)).id));
    const res = await accept(number!, code, buyer.cookie);
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(TRANSFER_MESSAGES.expired);
  });
});

describe('POST /api/certificates/transfers/accept', () => {
  it('makes the buyer the holder in one step: chain, last name, count, date, public choice, code spent, both e-mailed', async () => {
    const [number] = await issued(seller.id);
    await t.database.db.update(certificates).set({ public: true }).where(eq(certificates.certificateNumber, number!));
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    // Typed as people do: lower case, without the dash, with spaces.
    const res = await accept(number!.toLowerCase(), ` ${code.toLowerCase().replace('-', ' ')} `, buyer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ certificateNumber: number });

    const c = await certificateOf(number!);
    expect(c).toMatchObject({ holderUserId: buyer.id, userLastName: 'Keller', holders: 2, public: false });
    expect(Date.now() - c.lastTransferredAt!.getTime()).toBeLessThan(60_000);
    const chain = await chainOf(number!);
    expect(chain.map((l) => [l.via, l.userId, l.until === null])).toEqual([
      ['issue', seller.id, false],
      ['transfer', buyer.id, true],
    ]);
    expect(chain[1]).toMatchObject({ email: 'buyer@example.com', fullName: 'Robin Keller', lastName: 'Keller' });
    const [spent] = await t.database.db.select().from(certificateTransfers).where(eq(certificateTransfers.certificateId, c.id));
    expect(spent).toMatchObject({ spentBy: buyer.id, cancelledAt: null });

    const mails = await sentMails(t);
    expect(mails.some((m) => m.includes('To: seller@example.com') && m.includes(`Certificate ${number} transferred`))).toBe(true);
    expect(mails.some((m) => m.includes('To: buyer@example.com') && m.includes(`Certificate ${number} is now yours`))).toBe(true);

    // The same code again: spent.
    const again = await accept(number!, code, stranger.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TRANSFER_MESSAGES.spent);
  });

  it("moves My Certificates and the PDF to the buyer, and verification to the buyer's last name only", async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    const pdf = (cookie: string) => inject('GET', `/api/certificates/${number}/pdf`, cookie);
    expect((await pdf(seller.cookie)).statusCode).toBe(200);
    expect((await pdf(buyer.cookie)).statusCode).toBe(404);
    expect((await accept(number!, code, buyer.cookie)).statusCode).toBe(200);

    const numbers = async (cookie: string) => ((await myCertificates(cookie)).json() as { certificateNumber: string }[]).map((c) => c.certificateNumber);
    expect(await numbers(buyer.cookie)).toContain(number);
    expect(await numbers(seller.cookie)).not.toContain(number);
    const buyerPdf = await pdf(buyer.cookie);
    expect(buyerPdf.statusCode).toBe(200);
    expect(buyerPdf.headers['content-type']).toContain('application/pdf');
    expect((await pdf(seller.cookie)).statusCode).toBe(404);
    expect((await pdf(admin)).statusCode).toBe(200);

    const old = await verify(number!, 'Muñoz');
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ message: CERTIFICATE_MESSAGES.notFound });
    expect((await verify(number!, 'keller')).statusCode).toBe(200);
    // The seller can no longer hand it on.
    expect((await start(number!, seller.cookie)).statusCode).toBe(404);
    expect((await start(number!, buyer.cookie)).statusCode).toBe(200);
  });

  it("puts a received letter in the buyer's data export, and marks the sold one in the seller's", async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    expect((await accept(number!, code, buyer.cookie)).statusCode).toBe(200);
    type Exported = { certificateNumber: string; heldNow: boolean; submissionId: number | null; holders: number };
    const exported = async (cookie: string) => ((await inject('GET', '/api/account/export', cookie)).json() as { certificates: Exported[] }).certificates;
    const received = (await exported(buyer.cookie)).find((c) => c.certificateNumber === number);
    expect(received).toMatchObject({ heldNow: true, submissionId: null, holders: 2 });
    const sold = (await exported(seller.cookie)).find((c) => c.certificateNumber === number);
    expect(sold).toMatchObject({ heldNow: false, holders: 2 });
    expect(sold!.submissionId).not.toBeNull();
  });

  it('e-mails a revocation to the holder who bought the letter, not to the first customer', async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    expect((await accept(number!, code, buyer.cookie)).statusCode).toBe(200);
    const res = await inject('POST', `/api/admin/certificates/${number}/revoke`, admin, { reason: 'A clone of this number was reported' });
    expect(res.statusCode).toBe(200);
    const revoked = (await sentMails(t)).filter((m) => m.includes(`Certificate ${number} revoked`));
    expect(revoked).toHaveLength(1);
    expect(revoked[0]).toContain('To: buyer@example.com');
    expect(revoked[0]).toContain('/account/certificates');
  });

  it('refuses the holder entering their own code (409), a revoked certificate (409) and a visitor (401)', async () => {
    const [own, revoked] = await issued(seller.id, 2);
    const ownCode = (await start(own!, seller.cookie)).json().code as string;
    const res = await accept(own!, ownCode, seller.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TRANSFER_MESSAGES.alreadyHolder);

    const revokedCode = (await start(revoked!, seller.cookie)).json().code as string;
    await t.database.db.update(certificates).set({ status: 'revoked', revokedAt: new Date() }).where(eq(certificates.certificateNumber, revoked!));
    const late = await accept(revoked!, revokedCode, buyer.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(TRANSFER_MESSAGES.revoked);
    expect((await certificateOf(revoked!)).holderUserId).toBeNull();

    expect((await accept(own!, ownCode)).statusCode).toBe(401);
  });

  it.each([
    [{ code: 'ABCDE-FGHJK' }, 'certificateNumber'],
    [{ certificateNumber: 'GC-00000-00000' }, 'code'],
    [{ certificateNumber: 'GC-00000-00000', code: 'x'.repeat(41) }, 'code'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await inject('POST', '/api/certificates/transfers/accept', buyer.cookie, payload, newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('answers a wrong code and an unknown number alike with 400 on the code', async () => {
    const [number] = await issued(seller.id);
    await start(number!, seller.cookie);
    const address = newAddress();
    const wrong = await accept(number!, 'AAAAA-AAAAA', buyer.cookie, address);
    const unknown = await accept('GC-00000-00000', 'AAAAA-AAAAA', buyer.cookie, address);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TRANSFER_MESSAGES.wrongCode, errors: { code: TRANSFER_MESSAGES.wrongCode } });
    }
  });

  it(`limits wrong codes to ${TRANSFER_CODES_PER_ADDRESS.max} an hour per address, then 429 with Retry-After`, async () => {
    const address = newAddress();
    for (let i = 0; i < TRANSFER_CODES_PER_ADDRESS.max; i++) {
      // A different number each time: the per-number limit is not what this counts.
      const [number] = await issued(seller.id);
      expect((await accept(number!, 'AAAAA-AAAAA', buyer.cookie, address)).statusCode, `try ${i + 1}`).toBe(400);
    }
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    const res = await accept(number!, code, buyer.cookie, address);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toMatch(/^Too many wrong transfer codes\. Please try again in \d+ minutes?\.$/);
    // Nothing changed hands; another address still can.
    expect((await certificateOf(number!)).holderUserId).toBeNull();
    expect((await accept(number!, code, buyer.cookie, newAddress())).statusCode).toBe(200);
  });

  it(`limits wrong codes to ${TRANSFER_CODES_PER_NUMBER.max} an hour per number from every address`, async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    const perAddress = TRANSFER_CODES_PER_ADDRESS.max;
    for (let i = 0; i < TRANSFER_CODES_PER_NUMBER.max; i++) {
      const address = `192.0.2.${Math.floor(i / perAddress) + 1}`;
      expect((await accept(number!, 'AAAAA-AAAAA', stranger.cookie, address)).statusCode, `try ${i + 1}`).toBe(400);
    }
    // Locked for the hour, from any address, even with the right code: nothing is checked while locked.
    const locked = await accept(number!, code, buyer.cookie, newAddress());
    expect(locked.statusCode).toBe(429);
    expect((await certificateOf(number!)).holderUserId).toBeNull();
    // The lock holds the number only: the guesser's address is not charged for it, and other numbers still work.
    const [other] = await issued(seller.id);
    const otherCode = (await start(other!, seller.cookie)).json().code as string;
    expect((await accept(other!, otherCode, buyer.cookie, newAddress())).statusCode).toBe(200);
  });
});

describe('admin: the chain and its correction', () => {
  it('shows the chain (names, e-mails, dates, via) and the flag', async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    await accept(number!, code, buyer.cookie);
    const res = await inject('GET', `/api/admin/certificates/${number}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.flagged).toBe(false);
    expect(body.holderChain).toMatchObject([
      { fullName: 'Robin Muñoz', email: 'seller@example.com', via: 'issue', reason: null, recordedBy: null },
      { fullName: 'Robin Keller', email: 'buyer@example.com', via: 'transfer', until: null },
    ]);
    expect(body.holderChain[0].until).toBe(body.holderChain[1].since);
  });

  it('corrects the holder with a reason, recorded with the admin, and cancels any open code', async () => {
    const [number] = await issued(seller.id);
    const { code } = (await start(number!, seller.cookie)).json() as { code: string };
    const res = await inject('POST', `/api/admin/certificates/${number}/holders`, admin, { email: 'BUYER@example.com', reason: 'Sold at a show; the buyer sent the receipt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().holderChain.at(-1)).toMatchObject({ email: 'buyer@example.com', via: 'correction', reason: 'Sold at a show; the buyer sent the receipt', recordedBy: 'Morgan Reyes', until: null });
    expect(await certificateOf(number!)).toMatchObject({ holderUserId: buyer.id, userLastName: 'Keller', holders: 2, lastTransferredAt: null });
    expect((await accept(number!, code, stranger.cookie)).statusCode).toBe(410);
    expect((await verify(number!, 'Keller')).statusCode).toBe(200);

    // Undone: the seller again; the chain keeps every step, and the seller is not counted twice.
    const back = await inject('POST', `/api/admin/certificates/${number}/holders`, admin, { userId: seller.id, reason: 'The receipt was forged' });
    expect(back.statusCode).toBe(200);
    expect(back.json().holderChain.map((l: { via: string }) => l.via)).toEqual(['issue', 'correction', 'correction']);
    expect(await certificateOf(number!)).toMatchObject({ holderUserId: seller.id, userLastName: 'Muñoz', holders: 2 });
    const open = await t.database.db
      .select()
      .from(certificateHolders)
      .where(and(eq(certificateHolders.certificateId, (await certificateOf(number!)).id), isNull(certificateHolders.until)));
    expect(open).toHaveLength(1);
  });

  it("gives a guest order's certificate back to the order's e-mail without an account", async () => {
    const [number] = await issued(null);
    await inject('POST', `/api/admin/certificates/${number}/holders`, admin, { userId: buyer.id, reason: 'Recorded by mistake' });
    const res = await inject('POST', `/api/admin/certificates/${number}/holders`, admin, { email: 'robin.guest@example.com', fullName: 'Robin Muñoz', reason: 'Back to the customer' });
    expect(res.statusCode).toBe(200);
    expect(await certificateOf(number!)).toMatchObject({ holderUserId: null, userLastName: 'Muñoz' });
  });

  it.each([
    [{ email: 'nobody@example.com', reason: 'A reason given' }, 'email'],
    [{ userId: 999999, reason: 'A reason given' }, 'userId'],
    [{ email: 'buyer@example.com' }, 'reason'],
    [{ reason: 'A reason given' }, 'email'],
    [{ userId: 99999999999, reason: 'A reason given' }, 'userId'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const [number] = await issued(seller.id);
    const res = await inject('POST', `/api/admin/certificates/${number}/holders`, admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
    expect((await chainOf(number!)).map((l) => l.via)).toEqual(['issue']);
  });

  it('is for admins only, and 404 for an unknown number', async () => {
    const [number] = await issued(seller.id);
    const body = { userId: stranger.id, reason: 'Taking it over' };
    expect((await inject('POST', `/api/admin/certificates/${number}/holders`, stranger.cookie, body)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/certificates/${number}/holders`, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', '/api/admin/certificates/GC-00000-00000/holders', admin, body)).statusCode).toBe(404);
    expect((await certificateOf(number!)).holderUserId).toBeNull();
  });
});

describe("the seller's submission after a sale", () => {
  type Listed = { certificateNumber: string; transferredAt: string | null };
  const orderOf = async (number: string) =>
    (await t.database.db.select({ orderNumber: submissions.orderNumber }).from(submissions).where(eq(submissions.id, (await certificateOf(number)).submissionId!)))[0]!.orderNumber;
  const details = async (number: string, cookie: string) => {
    const res = await inject('GET', `/api/submissions/${await orderOf(number)}`, cookie);
    expect(res.statusCode).toBe(200);
    return (res.json() as { certificates: (Listed & { public: boolean })[] }).certificates.find((c) => c.certificateNumber === number)!;
  };
  const listed = async (number: string, cookie: string) => {
    const res = await inject('GET', '/api/submissions?pageSize=50', cookie);
    expect(res.statusCode).toBe(200);
    const order = await orderOf(number);
    const entry = (res.json() as { items: { orderNumber: string; certificates: Listed[]; certificateNumbers: string[] }[] }).items.find((s) => s.orderNumber === order)!;
    expect(entry.certificateNumbers).toContain(number);
    return entry.certificates.find((c) => c.certificateNumber === number)!;
  };
  const sell = async (number: string, from: string, to: string) => {
    const { code } = (await start(number, from)).json() as { code: string };
    expect((await accept(number, code, to)).statusCode).toBe(200);
  };

  it('says when the letter was transferred, and the letter stays out of reach', async () => {
    const [number] = await issued(seller.id);
    expect(await details(number!, seller.cookie)).toMatchObject({ transferredAt: null });
    expect(await listed(number!, seller.cookie)).toEqual({ certificateNumber: number, transferredAt: null });

    await sell(number!, seller.cookie, buyer.cookie);
    const soldAt = (await chainOf(number!))[0]!.until!.toISOString();
    expect(soldAt).toBe((await certificateOf(number!)).lastTransferredAt!.toISOString());
    expect(await details(number!, seller.cookie)).toMatchObject({ certificateNumber: number, transferredAt: soldAt });
    expect(await listed(number!, seller.cookie)).toEqual({ certificateNumber: number, transferredAt: soldAt });
    // The number stays in the seller's history; the letter itself is the buyer's.
    expect((await inject('GET', `/api/certificates/${number}/pdf`, seller.cookie)).statusCode).toBe(404);
    const held = ((await myCertificates(buyer.cookie)).json() as { certificateNumber: string; pdfUrl: string }[]).find((c) => c.certificateNumber === number);
    expect(held?.pdfUrl).toBe(`/api/certificates/${number}/pdf`);
    // The admin reads the same day beside the submission.
    const seeded = await certificateOf(number!);
    const adminView = await inject('GET', `/api/admin/submissions/${seeded.submissionId}`, admin);
    expect((adminView.json() as { certificates: Listed[] }).certificates).toMatchObject([{ certificateNumber: number, transferredAt: soldAt }]);

    // Sold on again by the buyer: the seller's day is still the day they sold it.
    await sell(number!, buyer.cookie, stranger.cookie);
    expect(await details(number!, seller.cookie)).toMatchObject({ transferredAt: soldAt });
    expect((await certificateOf(number!)).lastTransferredAt!.toISOString()).not.toBe(soldAt);
  });

  it('is held again, with nothing transferred, after a correction back to the seller', async () => {
    const [number] = await issued(seller.id);
    await sell(number!, seller.cookie, buyer.cookie);
    expect((await details(number!, seller.cookie)).transferredAt).not.toBeNull();
    const back = await inject('POST', `/api/admin/certificates/${number}/holders`, admin, { userId: seller.id, reason: 'The sale was reversed' });
    expect(back.statusCode).toBe(200);
    expect(await details(number!, seller.cookie)).toMatchObject({ transferredAt: null });
    expect((await inject('GET', `/api/certificates/${number}/pdf`, seller.cookie)).statusCode).toBe(200);
  });
});
