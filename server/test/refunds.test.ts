import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_FAULT_TEST_CARD, REFUND_REFUSED_TEST_CARD, TEST_CARDS } from '@shared/schemas/payment';
import { payments, refunds, submissions } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { type Athlete, bundlePayload, cardToken, payByCard, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, databaseOf, type TestApp } from './support/test-app';

/**
 * Refunds (decision 027): through the provider's own refund endpoint (the built-in sandbox), recorded,
 * never more than remains, never twice for one click or a lost answer, admins only, and shown to the
 * customer on the timeline, the invoice and the receipts.
 */
let t: TestApp;
let a: ShippingActors;
let base = '';
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  a = await actors(t.app, 'refunds');
});
afterAll(async () => {
  await t.close();
});

const db = () => databaseOf.get(t.app)!.db;
let keys = 0;
const newKey = () => `refund-key-${++keys}-${Math.random().toString(36).slice(2, 8)}`;

/** The refunds the provider itself made (its own record, not ours). */
async function providerRefunds(): Promise<{ id: string; amount: number; charge: string }[]> {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  const res = await fetch(`${base}/sandbox/clover/v1/refunds`, { headers: { apikey: publicKey } });
  return ((await res.json()) as { data: { id: string; amount: number; charge: string }[] }).data;
}

/** An approved $10 card charge made by this customer, attached to nothing yet. */
async function charge(card: string = TEST_CARDS.approved, cookie = a.customer, amount = 1000) {
  const reference = `QO-REFUND-${Math.random().toString(36).slice(2, 10)}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: { cookie },
    payload: {
      amount,
      currency: 'USD',
      cardToken: await cardToken(t.app, card),
      description: 'Quick Opinion',
      customerInfo: { name: 'Riley Refund', email: 'riley.refund@example.com', submissionId: reference },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const transactionId = res.json().transactionId as string;
  const [row] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
  return { paymentId: row!.id, transactionId };
}

/** As the admin unless another cookie is given; null: a visitor without any. */
const refund = (paymentId: number, body: object, cookie: string | null = a.admin) =>
  inject(t.app, cookie ?? undefined, 'POST', `/api/admin/payments/${paymentId}/refunds`, body);
const state = async (paymentId: number) => (await inject(t.app, a.admin, 'GET', `/api/admin/payments/${paymentId}/refunds`)).json();

const pdfText = async (cookie: string, url: string) => {
  const res = await inject(t.app, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return parsePdf(res.rawPayload).text;
};

/** A Bundle of these athletes paid by card at its price and submitted, as the /bundles checkout does. */
async function paidBundle(bundleType: string, athletes: Athlete[], amount: number) {
  const photos = await uploadImages(t.app, a.customer, athletes.length);
  const paid = await payByCard(t.app, a.customer, { amount, description: `Bundle ${bundleType}`, serviceType: 'bundle_loa', bundle: { bundleType, athletes }, reference: `BN-REFUND-${newKey()}` });
  expect(paid.statusCode, paid.body).toBe(200);
  const transactionId = paid.json().transactionId as string;
  const items = athletes.map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! }));
  const created = await postSubmission(t.app, a.customer, bundlePayload(bundleType, items, transactionId));
  expect(created.statusCode, created.body).toBe(201);
  return { sub: created.json() as { id: number; orderNumber: string }, transactionId };
}

/** A Quick Opinion paid with `card`, as the customer submits it. */
async function paidOrder(card: string) {
  const { paymentId, transactionId } = await charge(card);
  const up = await uploadImages(t.app, a.customer, 1);
  const created = await postSubmission(t.app, a.customer, {
    serviceType: 'quick_opinion',
    email: 'riley.refund@example.com',
    fullName: 'Riley Refund',
    items: [{ athlete: 'michael-jordan', description: 'Signed rookie card', imageUrls: up.urls }],
    agree: true,
    cloverTransactionId: transactionId,
  });
  expect(created.statusCode, created.body).toBe(201);
  const sub = created.json() as { id: number; orderNumber: string };
  return { paymentId, transactionId, sub };
}

describe('refunding an unattached payment', () => {
  it('refunds part, then the rest, through the provider; refuses more than remains, naming the field; e-mails the payer', async () => {
    const { paymentId, transactionId } = await charge();
    const before = (await providerRefunds()).length;
    expect(await state(paymentId)).toMatchObject({ amountCents: 1000, refundedCents: 0, refundableCents: 1000, blockedBy: null, testPayment: true });
    const unattached = async () => ((await inject(t.app, a.admin, 'GET', '/api/admin/payments/unattached')).json() as { id: number }[]).map((p) => p.id);
    expect(await unattached()).toContain(paymentId);

    const part = await refund(paymentId, { amountCents: 300, reason: 'Charged for an order never made', requestKey: newKey() });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().refund).toMatchObject({ amountCents: 300, status: 'succeeded', reason: 'Charged for an order never made', adminName: 'Morgan Reyes' });
    expect(part.json().state).toMatchObject({ refundedCents: 300, refundableCents: 700 });

    const over = await refund(paymentId, { amountCents: 800, reason: 'Too much', requestKey: newKey() });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.amountCents).toBe('Refund amount must be $7.00 or less (what remains of this payment)');

    // No amount: everything that remains.
    const rest = await refund(paymentId, { reason: 'The rest of it', requestKey: newKey() });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().state).toMatchObject({ refundedCents: 1000, refundableCents: 0 });
    expect((await state(paymentId)).blockedBy).toMatch(/nothing is left/i);
    // Refunded in full: no longer a charge to follow up.
    expect(await unattached()).not.toContain(paymentId);
    const nothing = await refund(paymentId, { amountCents: 100, reason: 'Once more', requestKey: newKey() });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors.amountCents).toMatch(/nothing is left/i);

    // The provider's own record: two refunds of this charge, $3 and $7.
    const made = (await providerRefunds()).slice(before).filter((r) => r.charge === transactionId);
    expect(made.map((r) => r.amount)).toEqual([300, 700]);
    const rows = await db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows.map((r) => [r.amountCents, r.status, r.mode])).toEqual([
      [300, 'succeeded', 'sandbox'],
      [700, 'succeeded', 'sandbox'],
    ]);
    expect(rows.every((r) => r.providerRefundId?.startsWith('rf_'))).toBe(true);

    const mails = (await sentMails(t)).filter((m) => m.includes('riley.refund@example.com') && m.includes('refunded'));
    expect(mails.some((m) => m.includes('We have refunded $3.00 of your $10.00 card payment'))).toBe(true);
    // The test payment said once, in the sentence: not 'test payment (… no money taken): no real money moved'.
    expect(mails.some((m) => m.replace(/\s+/g, ' ').includes('This was a test payment (built-in sandbox, no money taken). Your bank'))).toBe(true);
  });

  it('refunds once when the same click is sent twice, at once or later', async () => {
    const { paymentId, transactionId } = await charge();
    const requestKey = newKey();
    const body = { amountCents: 400, reason: 'Double-clicked refund', requestKey };
    const [one, two] = await Promise.all([refund(paymentId, body), refund(paymentId, body)]);
    // One makes the refund (201); the other is either the same refund (200, when the first had finished)
    // or told that it is under way (409): never a second refund. (Not sorted: [201, 200].sort() puts 200 first.)
    const codes = [one.statusCode, two.statusCode];
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect([200, 409]).toContain(codes.find((code) => code !== 201));
    const again = await refund(paymentId, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().state.refundedCents).toBe(400);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([400]);
  });

  it('refuses bad input with the field named, and an unknown payment with 404', async () => {
    const { paymentId } = await charge();
    const noReason = await refund(paymentId, { amountCents: 100, requestKey: newKey() });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBe('Reason is required');
    const cents = await refund(paymentId, { amountCents: 10.5, reason: 'Half a cent', requestKey: newKey() });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().errors.amountCents).toMatch(/two digits/);
    const negative = await refund(paymentId, { amountCents: -100, reason: 'Negative', requestKey: newKey() });
    expect(negative.json().errors.amountCents).toBe('Refund amount must be more than $0.00');
    expect((await refund(999999, { reason: 'No such payment', requestKey: newKey() })).statusCode).toBe(404);
    expect((await state(paymentId)).refundedCents).toBe(0);
  });

  it('refuses customers (403) and visitors (401), before anything is read or refunded', async () => {
    const { paymentId } = await charge();
    const body = { reason: 'I would like my money', requestKey: newKey() };
    expect((await refund(paymentId, body, a.customer)).statusCode).toBe(403);
    expect((await refund(paymentId, body, null)).statusCode).toBe(401);
    expect((await inject(t.app, a.customer, 'GET', `/api/admin/payments/${paymentId}/refunds`)).statusCode).toBe(403);
    expect((await inject(t.app, undefined, 'GET', `/api/admin/payments/${paymentId}/refunds`)).statusCode).toBe(401);
    expect((await state(paymentId)).refundedCents).toBe(0);
  });

  it('keeps a refund whose answer was lost pending, and settles it with the same key: one refund at the provider', async () => {
    const { paymentId, transactionId } = await charge(REFUND_FAULT_TEST_CARD);
    const first = await refund(paymentId, { reason: 'Refund with a lost answer', requestKey: newKey() });
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toMatch(/did not confirm the refund.*Nothing will be refunded twice/);
    const pending = await state(paymentId);
    // The unknown refund counts against what remains until its answer is known.
    expect(pending).toMatchObject({ refundedCents: 0, refundableCents: 0 });
    expect(pending.refunds[0].status).toBe('pending');

    // Another click (a new dialog) asks the provider about the pending refund first, with its key.
    const second = await refund(paymentId, { amountCents: 500, reason: 'Trying again', requestKey: newKey() });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/has now gone through/);
    expect(await state(paymentId)).toMatchObject({ refundedCents: 1000, refundableCents: 0 });
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([1000]);
  });
});

describe('asking the card processor again about a refund left pending', () => {
  const askAgain = (refundId: number | string, cookie: string | null = a.admin) => inject(t.app, cookie ?? undefined, 'POST', `/api/admin/refunds/${refundId}/retry`);
  /** Where a request asking the provider stands: just started (in flight), or one whose process died a lease ago. */
  const inFlightSince = (refundId: number, at: Date) => db().update(refunds).set({ inFlightSince: at }).where(eq(refunds.id, refundId));

  it('re-sends THAT refund with its own key once its in-flight time has run out: refunded once, at the provider too', async () => {
    const { paymentId, transactionId } = await charge(REFUND_FAULT_TEST_CARD);
    expect((await refund(paymentId, { reason: 'Refund with a lost answer', requestKey: newKey() })).statusCode).toBe(502);
    const pending = await state(paymentId);
    const refundId = pending.refunds[0].id as number;
    // Not in flight any more (the answer was lost): the admin is told to ask again, not to wait.
    expect(pending).toMatchObject({ refundableCents: 0, blockedBy: expect.stringMatching(/not confirmed.*Ask the processor again/) });
    expect(pending.refunds[0]).toMatchObject({ status: 'pending', amountCents: 1000, inFlightUntil: null });

    // While a request is out with the provider (or its process died less than a lease ago): 409, and when it can be asked.
    const leaseMs = t.app.services.chargeLeaseMs;
    const since = new Date();
    await inFlightSince(refundId, since);
    const waiting = await state(paymentId);
    expect(waiting.blockedBy).toMatch(/already under way/);
    expect(Date.parse(waiting.refunds[0].inFlightUntil)).toBe(since.getTime() + leaseMs);
    const early = await askAgain(refundId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/already under way/);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId)).toHaveLength(1);

    // Admins only, before anything is read or asked.
    expect((await askAgain(refundId, a.customer)).statusCode).toBe(403);
    expect((await askAgain(refundId, null)).statusCode).toBe(401);

    // The lease has run out: asked again with its key, the provider answers the refund it made.
    await inFlightSince(refundId, new Date(Date.now() - leaseMs - 1000));
    const asked = await askAgain(refundId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ outcome: 'refunded', refund: { id: refundId, status: 'succeeded', amountCents: 1000 }, state: { refundedCents: 1000, refundableCents: 0 } });
    expect(asked.json().message).toMatch(/confirmed the refund/);
    // Asked once more (a double click): the same answer, nothing asked of the provider.
    const again = await askAgain(refundId);
    expect(again.json()).toMatchObject({ outcome: 'refunded', state: { refundedCents: 1000 } });
    // One refund at the provider, one row of ours: never a new refund, never another amount.
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([1000]);
    const rows = await db().select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(rows.map((r) => [r.id, r.status, r.amountCents])).toEqual([[refundId, 'succeeded', 1000]]);
    const mails = (await sentMails(t)).filter((m) => m.includes('riley.refund@example.com') && m.includes('We have refunded $10.00 of your $10.00'));
    expect(mails.length).toBeGreaterThan(0);
  });

  it('answers a refused refund as refused without asking the provider; 404 for an unknown refund, 400 naming a bad id', async () => {
    const { paymentId, transactionId } = await charge(REFUND_REFUSED_TEST_CARD);
    expect((await refund(paymentId, { reason: 'Refused by the processor', requestKey: newKey() })).statusCode).toBe(502);
    const refundId = (await state(paymentId)).refunds[0].id as number;
    const asked = await askAgain(refundId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ outcome: 'refused', refund: { status: 'failed' }, state: { refundedCents: 0, refundableCents: 1000 } });
    expect(asked.json().message).toMatch(/refused the refund: charge_disputed/);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId)).toEqual([]);

    const unknown = await askAgain(999999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Refund not found');
    const bad = await askAgain('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toBe('Refund ID must be a whole number');
  });
});

describe("refunding a submission's payment", () => {
  it("refuses while the order stands; once rejected, refunds in full: status 'refunded', timeline, receipt", async () => {
    const { paymentId, sub } = await paidOrder(TEST_CARDS.approved);

    const early = await refund(paymentId, { reason: 'Not yet', requestKey: newKey() });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/rejected/);

    // The rejection itself is another part's (the lifecycle); here it is written as it would be.
    await db().update(submissions).set({ status: 'rejected' }).where(eq(submissions.id, sub.id));
    const done = await refund(paymentId, { reason: 'Photos unusable: order cancelled', requestKey: newKey() });
    expect(done.statusCode, done.body).toBe(201);

    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(details.paymentStatus).toBe('refunded');
    const entry = details.statusHistory.find((h: { kind: string }) => h.kind === 'refunded');
    expect(entry.value).toBe('$10.00 to VISA ending 4242, a test payment (built-in sandbox, no money taken)');
    // The admin's reason stays with the admins.
    expect(JSON.stringify(details)).not.toContain('Photos unusable');

    const receipt = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/receipt/pdf`);
    expect(receipt).toMatch(/Refunded \$10\.00 on \w+ \d+, \d{4}/);
    expect(receipt).toContain('Net paid: $0.00');
  });

  it('refunds part of a paid invoice: shown on the invoice, its receipt and the timeline, the status stays paid', async () => {
    const sub = await submitLoa(t.app, a.customer, ['tom-brady']);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    const issued = await issueInvoice(t.app, a.admin, sub.id, 2500, 1500);
    expect(issued.statusCode, issued.body).toBe(201);
    const paid = await inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: await cardToken(t.app, TEST_CARDS.approved) });
    expect(paid.statusCode, paid.body).toBe(200);
    const [bill] = await db().select().from(payments).where(eq(payments.transactionId, paid.json().invoice.payment.transactionId));
    const total = paid.json().invoice.totalCents as number;

    const res = await refund(bill!.id, { amountCents: 1500, reason: 'Insurance not needed after all', requestKey: newKey() });
    expect(res.statusCode, res.body).toBe(201);

    const shipping = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).json();
    expect(shipping.invoice.refunds).toEqual([{ amountCents: 1500, date: expect.any(String) }]);
    const invoicePdf = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/invoice/pdf`);
    expect(invoicePdf).toMatch(/Refunded \$15\.00 on \w+ \d+, \d{4}/);
    expect(invoicePdf).toContain(`Net paid: $${((total - 1500) / 100).toFixed(2)}`);
    const receiptPdf = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/invoice/receipt/pdf`);
    expect(receiptPdf).toContain(`Net paid: $${((total - 1500) / 100).toFixed(2)}`);
    // The packing slip shows the invoice it carries with the same refund.
    const slip = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(slip).toMatch(/Refunded \$15\.00 on \w+ \d+, \d{4}/);
    expect(slip).toContain(`Net paid: $${((total - 1500) / 100).toFixed(2)}`);

    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(details.statusHistory.some((h: { kind: string; value: string }) => h.kind === 'refunded' && h.value.startsWith('$15.00 to'))).toBe(true);
    expect(details.paymentStatus).toBe('paid');
    // The admin's list of invoices carries the refund beside "paid": the money that went back shows.
    const listed = (await inject(t.app, a.admin, 'GET', '/api/admin/invoices?status=paid&pageSize=100')).json();
    const row = listed.items.find((i: { orderNumber: string }) => i.orderNumber === sub.orderNumber);
    expect(row.refunds).toEqual([{ amountCents: 1500, date: expect.any(String) }]);
  });
});

describe('rejecting a paid submission', () => {
  const reject = async (id: number) => {
    const { version } = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${id}`)).json();
    return inject(t.app, a.admin, 'POST', `/api/admin/submissions/${id}/reject`, { kind: 'not_eligible', message: 'Photos unusable: order cancelled', version });
  };

  it('answers the rejection with its refund made in full', async () => {
    const { sub } = await paidOrder(TEST_CARDS.approved);
    const res = await reject(sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', paymentStatus: 'refunded', refund: { status: 'refunded', amountCents: 1000, refundedCents: 1000, message: null } });
  });

  it('tells the admin when the card processor refuses the refund: the rejection stands, the payment stays refundable', async () => {
    const { paymentId, transactionId, sub } = await paidOrder(REFUND_REFUSED_TEST_CARD);
    const res = await reject(sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', paymentStatus: 'paid', refund: { status: 'failed', amountCents: 1000, refundedCents: 0 } });
    expect(res.json().refund.message).toMatch(/refused the refund: The charge is disputed/);
    expect((await db().select().from(submissions).where(eq(submissions.id, sub.id)))[0]).toMatchObject({ status: 'rejected' });
    // Recorded failed, nothing refunded: the admin may retry from the payment (what remains is all of it).
    expect(await state(paymentId)).toMatchObject({ refundedCents: 0, refundableCents: 1000, blockedBy: null, refunds: [expect.objectContaining({ status: 'failed' })] });
    expect((await providerRefunds()).filter((r) => r.charge === transactionId)).toEqual([]);
  });

  it('tells the admin when the refund is not confirmed: it stays pending, and is never made twice', async () => {
    const { paymentId, transactionId, sub } = await paidOrder(REFUND_FAULT_TEST_CARD);
    const res = await reject(sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', paymentStatus: 'paid', refund: { status: 'pending', amountCents: 1000, refundedCents: 0 } });
    expect(res.json().refund.message).toMatch(/did not confirm the refund.*Nothing will be refunded twice/);
    expect((await state(paymentId)).refunds).toEqual([expect.objectContaining({ status: 'pending', amountCents: 1000 })]);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([1000]);
  });

  it('shows the refund and the net on the packing slip of a Bundle paid by card', async () => {
    const { sub } = await paidBundle('back-to-back', ['michael-jordan', 'tom-brady'], 23250);
    expect(await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`)).not.toContain('Refunded');

    expect((await reject(sub.id)).json().refund).toMatchObject({ status: 'refunded', refundedCents: 23250 });
    const slip = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(slip).toContain('Paid $232.50 by card ending 4242');
    expect(slip).toMatch(/Refunded \$232\.50 on \w+ \d+, \d{4}\./);
    expect(slip).toContain('Net paid: $0.00 ($232.50 paid, $232.50 refunded).');
  });

  it('answers no refund when nothing was paid by card', async () => {
    const sub = await submitLoa(t.app, a.customer, ['tom-brady']);
    const res = await reject(sub.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', refund: null });
  });
});

describe('a Bundle paid at submission with a failed item', () => {
  /** "The Goal" (a Gretzky puck and a Jordan ball) bought by card for $179.40, received and judged. */
  async function judgedGoal(outcomes: ('pass' | 'fail')[]) {
    const { sub, transactionId } = await paidBundle('the-goal', ['wayne-gretzky', 'michael-jordan'], 17940);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, outcomes);
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    return { sub, transactionId, paymentId: payment!.id };
  }

  it('costs no more than its items one by one: the invoice refunds what was paid beyond, once', async () => {
    const { sub, transactionId, paymentId } = await judgedGoal(['fail', 'pass']);
    const res = await issueInvoice(t.app, a.admin, sub.id);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    // $125.00 for the Jordan ball and the $50.00 fee for the puck: $175.00 of the $179.40 paid.
    expect(invoice.lines.map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      ['failed_item', 5000],
      ['item', 12500],
      ['prepaid', -17940],
      ['overpayment_refund', 440],
      ['return_shipping', 2500],
      ['insurance', 1500],
    ]);
    expect(invoice.lines[0].label).toBe('Item 1: Wayne Gretzky, did not pass (failed-item fee; The Goal discount is dropped: with this fee, the items one by one cost less than the bundle price of $179.40)');
    expect(invoice.totalCents).toBe(4000);

    // Refunded through the provider, recorded, on the timeline and e-mailed.
    expect(await state(paymentId)).toMatchObject({ refundedCents: 440, refunds: [expect.objectContaining({ status: 'succeeded', amountCents: 440 })] });
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([440]);
    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(JSON.stringify(details.history ?? details)).toContain('$4.40 to');
    // The test payment inside the entry's sentence, not in parentheses within parentheses.
    const entry = (details.statusHistory as { kind: string; value: string | null }[]).find((h) => h.kind === 'refunded');
    expect(entry?.value).toBe('$4.40 to VISA ending 4242, a test payment (built-in sandbox, no money taken)');
    const mails = (await sentMails(t)).join('\n');
    expect(mails).toContain('You paid $4.40 more at submission than the items cost: we are refunding it to your card');
    // The submission goes on: still paid, not refunded.
    expect((await db().select().from(submissions).where(eq(submissions.id, sub.id)))[0]).toMatchObject({ paymentStatus: 'paid', status: 'completed' });

    // A corrected invoice counts the refund made and refunds nothing again.
    const voided = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/invoice/void`, { reason: 'Wrong return shipping' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().prepaidRefundedCents).toBe(440);
    const again = await issueInvoice(t.app, a.admin, sub.id, 3000, 0);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().invoice.lines.slice(2).map((l: { kind: string; amountCents: number }) => [l.kind, l.amountCents])).toEqual([
      ['prepaid', -17940],
      ['prepaid_refunded', 440],
      ['return_shipping', 3000],
    ]);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId).map((r) => r.amount)).toEqual([440]);
  });

  it('keeps the bundle price where it is the lower, and refunds nothing when every item passed', async () => {
    const { sub, transactionId } = await judgedGoal(['pass', 'pass']);
    const res = await issueInvoice(t.app, a.admin, sub.id, 0, 0);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice).toMatchObject({ totalCents: 0, status: 'paid' });
    expect(res.json().invoice.lines.map((l: { kind: string }) => l.kind)).toEqual(['item', 'item', 'bundle_discount', 'prepaid']);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId)).toEqual([]);
    // The admin's refund route cannot claim an overpayment the invoice did not find: the charge of a
    // submission going on stays unrefundable, whatever the body says.
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    const forged = await refund(payment!.id, { amountCents: 100, reason: 'Claimed overpayment', requestKey: newKey(), overpayment: true });
    expect(forged.statusCode, forged.body).toBe(409);
    expect((await providerRefunds()).filter((r) => r.charge === transactionId)).toEqual([]);
  });
});
