import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, submissions } from '../src/db/schema';
import { cookieOf, fullLoaPayload, payByCard, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, sessionCookie, validRegistration, type TestApp } from './support/test-app';

/**
 * "Submit again?": the same items from the same customer (account, or else browser session) within
 * ten minutes are refused with 409 naming the earlier order, until the body says confirmDuplicate; the
 * card checkouts ask POST /api/submissions/duplicate-check before they charge.
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
const count = async (table: typeof submissions | typeof payments) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** A Full LOA of one Jordan item described as given, with a photo this browser uploaded. */
async function fullLoa(cookie?: string, notes?: string) {
  const photos = await uploadImages(t.app, cookie, 1);
  return { cookie: photos.cookie, payload: fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: photos.urls[0]!, ...(notes ? { notes } : {}) }]) };
}

/** POST /api/submissions as a form sends it the first time: without an answer to "Submit again?". */
const postSubmission = (cookie: string | undefined, payload: object, idempotencyKey: string) =>
  t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': idempotencyKey }, payload });

const checkDuplicate = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/submissions/duplicate-check', headers: cookie ? { cookie } : {}, payload });

describe('the same items sent again within ten minutes', () => {
  it('answers 409 naming the earlier order, creates nothing, and places it once confirmed', async () => {
    const { cookie, payload } = await fullLoa();
    const first = await postSubmission(cookie, payload, newKey());
    expect(first.statusCode, first.body).toBe(201);
    const orderNumber = first.json().orderNumber as string;

    // Filled in again, with a new photo of the same item and a new key (a new form).
    const again = await fullLoa(cookie);
    const before = await count(submissions);
    const refused = await postSubmission(again.cookie, again.payload, newKey());
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      message: `You sent these items less than a minute ago (order ${orderNumber}). Submit again?`,
      duplicateOf: { orderNumber, minutesAgo: 0 },
    });
    expect(await count(submissions)).toBe(before);

    const confirmed = await postSubmission(again.cookie, { ...again.payload, confirmDuplicate: true }, newKey());
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().orderNumber).not.toBe(orderNumber);
  });

  it('counts case, spacing and the order of the items as the same; another description as different', async () => {
    const { cookie, payload } = await fullLoa(undefined, 'Signed rookie card, blue ink');
    expect((await postSubmission(cookie, payload, newKey())).statusCode).toBe(201);
    const shouted = await fullLoa(cookie, '  SIGNED rookie   card, blue ink ');
    expect((await postSubmission(shouted.cookie, shouted.payload, newKey())).statusCode).toBe(409);
    const other = await fullLoa(cookie, 'Signed rookie card, black ink');
    expect((await postSubmission(other.cookie, other.payload, newKey())).statusCode).toBe(201);
  });

  it('asks nothing of another browser, but follows a signed-in account across its sessions', async () => {
    const visitor = await fullLoa(undefined, 'Signed game ball, panel four');
    expect((await postSubmission(visitor.cookie, visitor.payload, newKey())).statusCode).toBe(201);
    const stranger = await fullLoa(undefined, 'Signed game ball, panel four');
    expect((await postSubmission(stranger.cookie, stranger.payload, newKey())).statusCode).toBe(201);

    const { cookie } = await registerUser(t.app, 'dup1');
    const mine = await fullLoa(cookie, 'Signed helmet, left side');
    expect((await postSubmission(mine.cookie, mine.payload, newKey())).statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail: validRegistration('dup1').username, password: validRegistration('dup1').password } });
    expect(login.statusCode, login.body).toBe(200);
    const elsewhere = await fullLoa(sessionCookie(login), 'Signed helmet, left side');
    expect((await postSubmission(elsewhere.cookie, elsewhere.payload, newKey())).statusCode).toBe(409);
  });

  it('asks nothing once ten minutes have passed', async () => {
    const { cookie, payload } = await fullLoa(undefined, 'Signed poster, bottom corner');
    const first = await postSubmission(cookie, payload, newKey());
    expect(first.statusCode).toBe(201);
    await t.database.db
      .update(submissions)
      .set({ submissionDate: new Date(Date.now() - 10 * 60_000 - 1000) })
      .where(eq(submissions.orderNumber, first.json().orderNumber));
    const again = await fullLoa(cookie, 'Signed poster, bottom corner');
    expect((await postSubmission(again.cookie, again.payload, newKey())).statusCode).toBe(201);
  });
});

describe('a card-paid repeat', () => {
  const quickOpinion = (urls: string[], transactionId: string, extra: object = {}) => ({
    serviceType: 'quick_opinion',
    email: 'avery@example.com',
    fullName: 'Avery Stone',
    items: [{ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: urls }],
    agree: true,
    cloverTransactionId: transactionId,
    ...extra,
  });
  const checked = { serviceType: 'quick_opinion', items: [{ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey' }] };

  it('is found by the check before any charge, and a charge made anyway stays free until confirmed', async () => {
    const photos = await uploadImages(t.app, undefined, 1);
    // Nothing sent yet: the check answers no earlier order.
    const none = await checkDuplicate(photos.cookie, checked);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ duplicateOf: null });

    const reference = `QO-20261128-${String(2000 + keys++)}`;
    const paid = await payByCard(t.app, photos.cookie, { amount: 1000, reference });
    expect(paid.statusCode, paid.body).toBe(200);
    const cookie = cookieOf(paid, photos.cookie);
    const first = await postSubmission(cookie, quickOpinion(photos.urls, paid.json().transactionId), reference);
    expect(first.statusCode, first.body).toBe(201);
    const orderNumber = first.json().orderNumber as string;

    // The checkout asks before the card form charges: the answer names the order, and nothing is charged.
    const chargesBefore = await count(payments);
    const found = await checkDuplicate(cookie, checked);
    expect(found.json()).toEqual({ duplicateOf: { orderNumber, minutesAgo: 0 } });
    expect(await count(payments)).toBe(chargesBefore);

    // A client that charged without asking: 409, and the charge is attached to nothing yet.
    const secondReference = `QO-20261128-${String(2000 + keys++)}`;
    const paidAgain = await payByCard(t.app, cookie, { amount: 1000, reference: secondReference });
    const transactionId = paidAgain.json().transactionId as string;
    const refused = await postSubmission(cookie, quickOpinion(photos.urls, transactionId), secondReference);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().duplicateOf).toEqual({ orderNumber, minutesAgo: 0 });
    const [charge] = await t.database.db.select().from(payments).where(eq(payments.transactionId, transactionId));
    expect(charge?.submissionId).toBeNull();

    const confirmed = await postSubmission(cookie, quickOpinion(photos.urls, transactionId, { confirmDuplicate: true }), secondReference);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().cloverTransactionId).toBe(transactionId);
  });

  it('tells one browser nothing of another browser\'s orders, and names a bad field', async () => {
    const other = await uploadImages(t.app, undefined, 1);
    const res = await checkDuplicate(other.cookie, checked);
    expect(res.json()).toEqual({ duplicateOf: null });
    const bad = await checkDuplicate(other.cookie, { serviceType: 'quick_opinion', items: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ items: 'At least one item is required' });
  });
});
