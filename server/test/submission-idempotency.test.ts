import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE } from '@shared/schemas/submission';
import { submissions } from '../src/db/schema';
import { cookieOf, fullLoaPayload, payByCard, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * One order per intent: POST /api/submissions with the form's Idempotency-Key answers a repeat from the
 * same browser session (a double click, a retry after a lost answer) with the order already placed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENTS_MODE: 'sandbox' });
  // The card sandbox is reached over HTTP, so this app listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
const newKey = () => `form-attempt-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** A Full LOA of one Jordan item, with its photo uploaded by this browser; the browser's cookie too. */
async function fullLoa(cookie?: string) {
  const photos = await uploadImages(t.app, cookie, 1);
  return { cookie: photos.cookie, payload: fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: photos.urls[0]! }]) };
}
const rowsOf = (orderNumbers: string[]) => Promise.all(orderNumbers.map((n) => t.database.db.select().from(submissions).where(eq(submissions.orderNumber, n))));
const confirmationsOf = async (orderNumber: string) => (await sentMails(t)).filter((m) => m.includes(`order ${orderNumber}`) && m.includes('received')).length;

describe('POST /api/submissions with an Idempotency-Key', () => {
  it('answers a repeat with the order the first one placed: one order, one e-mail', async () => {
    const { cookie, payload } = await fullLoa();
    const key = newKey();
    const first = await postSubmission(t.app, cookie, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postSubmission(t.app, cookie, payload, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, orderNumber: first.json().orderNumber, confirmationEmailSent: false });
    expect(await confirmationsOf(first.json().orderNumber)).toBe(1);
  });

  it('places one order for two clicks sent at the same moment', async () => {
    const { cookie, payload } = await fullLoa();
    const key = newKey();
    const before = (await t.database.db.select({ id: submissions.id }).from(submissions)).length;
    const [a, b] = await Promise.all([postSubmission(t.app, cookie, payload, key), postSubmission(t.app, cookie, payload, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().orderNumber).toBe(b.json().orderNumber);
    expect((await t.database.db.select({ id: submissions.id }).from(submissions)).length).toBe(before + 1);
  });

  it('places a new order for a new key, and keeps keys to their own browser session', async () => {
    const { cookie, payload } = await fullLoa();
    const key = newKey();
    const first = (await postSubmission(t.app, cookie, payload, key)).json();
    const second = (await postSubmission(t.app, cookie, payload, newKey())).json();
    expect(second.orderNumber).not.toBe(first.orderNumber);
    // Someone else sending the same key gets an order of their own, never the first browser's.
    const other = await registerUser(t.app, 'idem2');
    const theirs = await fullLoa(other.cookie);
    const res = await postSubmission(t.app, theirs.cookie, theirs.payload, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orderNumber).not.toBe(first.orderNumber);
    expect((await rowsOf([first.orderNumber, second.orderNumber, res.json().orderNumber])).map((r) => r.length)).toEqual([1, 1, 1]);
  });

  it('answers a repeat of a card-paid Quick Opinion with its order, not a refusal of the charge used', async () => {
    const photos = await uploadImages(t.app, undefined, 1);
    const reference = `QO-20261128-${String(1000 + keys++)}`;
    const paid = await payByCard(t.app, photos.cookie, { amount: 1000, reference });
    expect(paid.statusCode, paid.body).toBe(200);
    const cookie = cookieOf(paid, photos.cookie);
    const payload = {
      serviceType: 'quick_opinion',
      email: 'avery@example.com',
      fullName: 'Avery Stone',
      items: [{ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: photos.urls }],
      agree: true,
      cloverTransactionId: paid.json().transactionId,
    };
    const first = await postSubmission(t.app, cookie, payload, reference);
    expect(first.statusCode, first.body).toBe(201);
    const again = await postSubmission(t.app, cookie, payload, reference);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().orderNumber).toBe(first.json().orderNumber);
    // Without the key, the same charge is refused as before: it paid for one order.
    expect((await postSubmission(t.app, cookie, payload)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses a malformed key naming the header, and places nothing', async () => {
    const { cookie, payload } = await fullLoa();
    const before = (await t.database.db.select({ id: submissions.id }).from(submissions)).length;
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon-key']) {
      const res = await postSubmission(t.app, cookie, payload, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors).toEqual({ 'idempotency-key': IDEMPOTENCY_KEY_MESSAGE });
    }
    expect((await t.database.db.select({ id: submissions.id }).from(submissions)).length).toBe(before);
  });
});
