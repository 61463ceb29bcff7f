import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_UPDATE_MESSAGES, REJECT_MESSAGES } from '@shared/schemas/admin';
import { submissions, submissionStatusHistory } from '../src/db/schema';
import { change, markRefunded } from '../src/modules/submissions/record/change';
import { sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let customer: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'http://goat.test' });
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  const c = await registerUser(t.app, 'rejects', { lastName: 'Lindqvist', email: 'lindqvist@example.com' });
  customer = { id: c.user.id, cookie: c.cookie };
});
afterAll(async () => {
  await t.close();
});

const reject = (id: number | string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/submissions/${id}/reject`, headers: { cookie }, payload });
const rowOf = async (id: number) => (await t.database.db.select().from(submissions).where(eq(submissions.id, id)))[0]!;
// Inside a transaction, read through it: the embedded database has one connection.
const rowIn = async (tx: Parameters<Parameters<TestApp['database']['db']['transaction']>[0]>[0], id: number) =>
  (await tx.select().from(submissions).where(eq(submissions.id, id)))[0]!;
const REASON = 'The parcel never reached our facility: the carrier returned it to you.';

describe('POST /api/admin/submissions/:id/reject', () => {
  const pdfTextOf = async (orderNumber: string) => {
    const pdf = await t.app.inject({ url: `/api/submissions/${orderNumber}/pdf`, headers: { cookie: customer.cookie } });
    expect(pdf.statusCode).toBe(200);
    return parsePdf(pdf.rawPayload).text.replace(/\s+/g, ' ');
  };

  // Each kind in the customer's terms, and whether the items were examined (shared/rejection.ts).
  const KINDS = [
    { kind: 'not_received', items: 2, says: 'Rejected — your items never reached us. Your items were not examined.' },
    { kind: 'not_eligible', items: 1, says: 'Rejected — not eligible for authentication. Your item was not examined.' },
    { kind: 'duplicate_order', items: 2, says: 'Rejected — duplicate order. Your items were not examined.' },
    { kind: 'could_not_authenticate', items: 1, says: 'Rejected — we could not authenticate your item. Your item was examined.' },
  ] as const;

  for (const { kind, items, says } of KINDS) {
    it(`rejects as ${kind}: the customer's page, timeline, e-mail and PDF say "${says}"`, async () => {
      const s = await seedSubmission(t.database.db, { userId: customer.id, email: 'lindqvist@example.com' }, Array.from({ length: items }, () => ({})));
      const res = await reject(s.id, { kind, version: 1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', rejectionKind: kind, rejectionReason: null, version: 2 });

      const mine = await t.app.inject({ url: `/api/submissions/${s.orderNumber}`, headers: { cookie: customer.cookie } });
      expect(mine.json()).toMatchObject({ status: 'rejected', rejectionKind: kind, rejectionReason: null });
      expect(mine.json().statusHistory.at(-1)).toMatchObject({ kind: 'status', fromStatus: 'pending', status: 'rejected', note: says });

      const mail = (await sentMail(t, (raw) => raw.includes(s.orderNumber) && raw.includes('Rejected'))) ?? '';
      expect(mail).toContain(says);
      // A duplicate, a parcel never received or an ineligible item was never examined: never "could not authenticate".
      if (kind !== 'could_not_authenticate') expect(mail).not.toMatch(/could not authenticate/i);
      const pdf = await pdfTextOf(s.orderNumber);
      expect(pdf).toContain(says);
      if (kind !== 'could_not_authenticate') expect(pdf).not.toMatch(/could not authenticate/i);
    });
  }

  it('carries the optional message, which the customer reads after the kind\'s words', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id, email: 'lindqvist@example.com' });
    const res = await reject(s.id, { kind: 'not_received', message: `  ${REASON}  `, version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionKind: 'not_received', rejectionReason: REASON, version: 2 });
    const status = res.json().history.filter((h: { kind: string }) => h.kind === 'status');
    const note = `Rejected — your item never reached us. Your item was not examined.\n${REASON}`;
    expect(status).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'rejected', customerNote: note, visibleToCustomer: true, changedBy: 'Morgan Reyes' })]);

    const mine = await t.app.inject({ url: `/api/submissions/${s.orderNumber}`, headers: { cookie: customer.cookie } });
    expect(mine.json()).toMatchObject({ status: 'rejected', rejectionReason: REASON });
    expect(mine.json().statusHistory.at(-1)).toMatchObject({ kind: 'status', status: 'rejected', note });

    const mail = (await sentMail(t, (raw) => raw.includes(s.orderNumber) && raw.includes('Rejected'))) ?? '';
    expect(mail).toContain('Rejected — your item never reached us. Your item was not examined.');
    expect(mail).toContain(`Message from our authenticators: ${REASON}`);
    expect(await pdfTextOf(s.orderNumber)).toContain(`Message from our authenticators: ${REASON}`);
  });

  it('a submission rejected before kinds were recorded reads in neutral words, with its reason', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id, status: 'rejected', rejectionReason: REASON });
    const mine = (await t.app.inject({ url: `/api/submissions/${s.orderNumber}`, headers: { cookie: customer.cookie } })).json();
    expect(mine).toMatchObject({ status: 'rejected', rejectionKind: null, rejectionReason: REASON });
    const pdf = await pdfTextOf(s.orderNumber);
    expect(pdf).toContain(`Rejected. Message from our authenticators: ${REASON}`);
    expect(pdf).not.toMatch(/examined/);
  });

  it('refuses a missing or unknown kind, or a message that is not text or too long, with 400 naming the field; changes nothing', async () => {
    const s = await seedSubmission(t.database.db);
    for (const [payload, field] of [
      [{ version: 1 }, 'kind'],
      [{ kind: 'lost_in_the_mail', version: 1 }, 'kind'],
      [{ kind: '', version: 1 }, 'kind'],
      [{ kind: 42, version: 1 }, 'kind'],
      // The old body (a reason alone) is refused: the kind says why.
      [{ reason: REASON, version: 1 }, 'kind'],
      [{ kind: 'duplicate_order', message: 42, version: 1 }, 'message'],
      [{ kind: 'duplicate_order', message: 'x'.repeat(2001), version: 1 }, 'message'],
    ] as const) {
      const res = await reject(s.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const noVersion = await reject(s.id, { kind: 'duplicate_order' });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(noVersion.json().errors)).toEqual(['version']);
    expect((await reject('abc', { kind: 'duplicate_order', version: 1 })).statusCode).toBe(400);
    expect(await rowOf(s.id)).toMatchObject({ status: 'pending', version: 1, rejectionKind: null, rejectionReason: null });
  });

  it('refuses a completed or already rejected submission (409) and a stale copy (409)', async () => {
    const s = await seedSubmission(t.database.db, { status: 'completed', outcome: 'pass' });
    const done = await reject(s.id, { kind: 'not_received', message: REASON, version: 1 });
    expect(done.statusCode).toBe(409);
    expect(done.json()).toEqual({ message: REJECT_MESSAGES.notRejectable, errors: { status: REJECT_MESSAGES.notRejectable } });

    const p = await seedSubmission(t.database.db, { status: 'processing' });
    expect((await reject(p.id, { kind: 'not_received', message: REASON, version: 7 })).json().message).toBe(ADMIN_UPDATE_MESSAGES.staleVersion);
    expect((await reject(p.id, { kind: 'not_received', message: REASON, version: 1 })).statusCode).toBe(200);
    expect((await reject(p.id, { kind: 'not_received', message: REASON, version: 2 })).statusCode).toBe(409);
    expect((await t.app.inject({ url: `/api/admin/submissions/${p.id}`, headers: { cookie: admin } })).json().history.filter((h: { kind: string }) => h.kind === 'status')).toHaveLength(1);
  });

  it('is the admin\'s only: a customer gets 403, a visitor 401, an unknown id 404', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id });
    expect((await reject(s.id, { kind: 'not_received', message: REASON, version: 1 }, customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/submissions/${s.id}/reject`, payload: { kind: 'not_received', message: REASON, version: 1 } })).statusCode).toBe(401);
    expect((await reject(999999, { kind: 'not_received', message: REASON, version: 1 })).statusCode).toBe(404);
    expect(await rowOf(s.id)).toMatchObject({ status: 'pending', version: 1 });
  });

  it('a rejected submission moves no more: the update dialog cannot reopen it', async () => {
    const s = await seedSubmission(t.database.db);
    expect((await reject(s.id, { kind: 'not_received', message: REASON, version: 1 })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/submissions/${s.id}`, headers: { cookie: admin }, payload: { status: 'pending', notes: '', version: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ status: ADMIN_UPDATE_MESSAGES.notAllowed });
    expect((await rowOf(s.id)).status).toBe('rejected');
  });
});

describe('lifecycle module', () => {
  it('markRefunded moves paid -> refunded with the version and an entry the customer sees', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id, serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover' });
    const refunded = await t.database.db.transaction(async (tx) => markRefunded(tx, await rowIn(tx, s.id), { id: customer.id }));
    expect(refunded).toMatchObject({ paymentStatus: 'refunded', version: 2 });
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, s.id));
    expect(history.filter((h) => h.kind !== 'created')).toEqual([expect.objectContaining({ kind: 'payment', fromValue: 'paid', toValue: 'refunded', visibleToCustomer: true })]);
    const mine = (await t.app.inject({ url: `/api/submissions/${s.orderNumber}`, headers: { cookie: customer.cookie } })).json();
    expect(mine).toMatchObject({ paymentStatus: 'refunded' });
    expect(mine.statusHistory.at(-1)).toMatchObject({ kind: 'payment', value: 'refunded' });
  });

  it('refuses a move the table does not have, writing nothing', async () => {
    const s = await seedSubmission(t.database.db);
    // Not paid: nothing to refund.
    await expect(t.database.db.transaction(async (tx) => markRefunded(tx, await rowIn(tx, s.id), { id: customer.id }))).rejects.toMatchObject({ statusCode: 409 });
    // A customer cannot move a status; nobody leaves 'rejected'.
    await expect(t.database.db.transaction(async (tx) => change(tx, await rowIn(tx, s.id), { status: 'completed', by: 'customer', actorId: customer.id, verdictsComplete: true }))).rejects.toMatchObject({ statusCode: 409 });
    // Rejecting needs its kind, even with a note.
    await expect(
      t.database.db.transaction(async (tx) => change(tx, await rowIn(tx, s.id), { status: 'rejected', by: 'admin', actorId: null, customerNote: 'Rejected.' })),
    ).rejects.toMatchObject({ statusCode: 400, errors: { kind: expect.any(String) } });
    // Completing needs every verdict.
    await expect(t.database.db.transaction(async (tx) => change(tx, await rowIn(tx, s.id), { status: 'completed', by: 'admin', actorId: null }))).rejects.toMatchObject({ statusCode: 400 });
    expect(await rowOf(s.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending_invoice', version: 1 });
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, s.id));
    expect(history.map((h) => h.kind)).toEqual(['created']);
  });

  it('a stale row is refused (409): two writers from one read, exactly one wins', async () => {
    const s = await seedSubmission(t.database.db, { paymentStatus: 'paid', paymentMethod: 'clover' });
    const read = await rowOf(s.id);
    await t.database.db.transaction((tx) => markRefunded(tx, read, { id: customer.id }));
    await expect(t.database.db.transaction((tx) => change(tx, read, { status: 'processing', by: 'admin', actorId: null }))).rejects.toMatchObject({ statusCode: 409 });
    expect(await rowOf(s.id)).toMatchObject({ status: 'pending', paymentStatus: 'refunded', version: 2 });
  });
});
