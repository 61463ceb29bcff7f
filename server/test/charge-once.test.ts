import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleQuote } from '@shared/pricing';
import { CHARGE_MESSAGES, FAULT_TEST_CARDS, TEST_CARDS } from '@shared/schemas/payment';
import { invoices, payments, submissions, submissionStatusHistory } from '../src/db/schema';
import { ALREADY_ATTACHED } from '../src/modules/submissions/charge-check';
import { complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { bundlePayload, cardToken, contact, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { startPayingApp, type PayingApp } from './support/provider-app';
import type { TestApp } from './support/test-app';

/**
 * The one charge engine (payments/charge-once.ts, docs/decisions/026-one-charge-engine.md): a Quick
 * Opinion, a Bundle and an invoice go through the same fault cards and answer alike: the same status
 * code per outcome, the payment mode recorded, and never a second charge at the provider.
 */
let p: PayingApp;
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => ({ t, a } = p = await startPayingApp('engine')));
afterAll(() => p.close());

/** One way to pay, by flow: each call is a new try of the SAME order with a new card token. */
type Flow = { name: string; pay: (card: string) => Promise<{ statusCode: number; json: () => { message?: string } }>; reference: () => string };

let orders = 0;
function quickOpinion(): Flow {
  const reference = `QO-ENGINE-${++orders}`;
  return {
    name: 'Quick Opinion',
    reference: () => reference,
    pay: async (card) =>
      inject(t.app, a.customer, 'POST', '/api/process-clover-payment', {
        amount: 1000,
        currency: 'USD',
        cardToken: await cardToken(t.app, card),
        serviceType: 'quick_opinion',
        quantity: 1,
        customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: reference },
      }),
  };
}
function bundle(): Flow {
  const reference = `BN-ENGINE-${++orders}`;
  const order = { bundleType: 'back-to-back' as const, athletes: ['michael-jordan' as const, 'michael-jordan' as const] };
  return {
    name: 'Bundle',
    reference: () => reference,
    pay: async (card) =>
      inject(t.app, a.customer, 'POST', '/api/process-clover-payment', {
        amount: bundleQuote(order).totalCents,
        currency: 'USD',
        cardToken: await cardToken(t.app, card),
        serviceType: 'bundle_loa',
        quantity: 2,
        bundle: order,
        customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: reference },
      }),
  };
}
async function invoice(): Promise<Flow> {
  const sub = await submitLoa(t.app, a.customer);
  await receive(t.app, a.admin, sub.id);
  await complete(t.app, a.admin, sub.id, ['pass']);
  const issued = await issueInvoice(t.app, a.admin, sub.id);
  if (issued.statusCode !== 201) throw new Error(issued.body);
  const invoiceNumber = (issued.json() as { invoice: { invoiceNumber: string } }).invoice.invoiceNumber;
  return {
    name: 'invoice',
    reference: () => invoiceNumber,
    pay: async (card) => inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: await cardToken(t.app, card) }),
  };
}
const flows = async () => [quickOpinion(), bundle(), await invoice()];
const attemptsOf = (flow: Flow) => t.database.db.select().from(payments).where(eq(payments.orderReference, flow.reference()));

describe('one charge engine for every card payment', () => {
  it('answers an approved card 200 and records the payment mode', async () => {
    for (const flow of await flows()) {
      const res = await flow.pay(TEST_CARDS.approved);
      expect(res.statusCode, `${flow.name}: ${JSON.stringify(res.json())}`).toBe(200);
      const [row] = await attemptsOf(flow);
      expect(row, flow.name).toMatchObject({ status: 'approved', mode: 'sandbox', cardLast4: '4242', cardBrand: 'VISA' });
    }
  });

  it('answers a declined card 402 with the card message, and a new card may follow', async () => {
    for (const flow of await flows()) {
      const declined = await flow.pay(TEST_CARDS.declined);
      expect(declined.statusCode, flow.name).toBe(402);
      expect(declined.json().message, flow.name).toBe('Your card was declined.');
      const next = await flow.pay(TEST_CARDS.approved);
      expect(next.statusCode, flow.name).toBe(200);
    }
  });

  it('charges once when the provider charges and then answers 500 (the retry reuses the key)', async () => {
    for (const flow of await flows()) {
      const before = (await p.providerCharges()).length;
      const res = await flow.pay(FAULT_TEST_CARDS.errorAfterCharge);
      expect(res.statusCode, flow.name).toBe(200);
      expect((await p.providerCharges()).length - before, flow.name).toBe(1);
    }
  });

  it('answers an unknown outcome 502 everywhere, keeps the attempt, and a retry never charges twice', async () => {
    for (const flow of await flows()) {
      const before = (await p.providerCharges()).length;
      const first = await flow.pay(FAULT_TEST_CARDS.slowAfterCharge);
      expect(first.statusCode, flow.name).toBe(502);
      expect(first.json().message, flow.name).toBe(CHARGE_MESSAGES.unconfirmed);
      const [kept] = await attemptsOf(flow);
      expect(kept, flow.name).toMatchObject({ status: 'pending', inFlightSince: null, mode: 'sandbox' });
      // The provider stays slow for this key until its late answer has gone out.
      expect(await p.providerAnswered()).toBe(true);
      // A retry with ANOTHER card still gets the first charge back: same key, no second charge.
      const retry = await flow.pay(TEST_CARDS.approved);
      expect(retry.statusCode, flow.name).toBe(200);
      expect((await p.providerCharges()).length - before, `${flow.name}: one charge in all`).toBe(1);
      const rows = await attemptsOf(flow);
      expect(rows.filter((r) => r.status === 'approved'), flow.name).toHaveLength(1);
      // Paid: paying again takes nothing more.
      const again = await flow.pay(TEST_CARDS.approved);
      expect([200, 409], flow.name).toContain(again.statusCode);
      expect((await p.providerCharges()).length - before, flow.name).toBe(1);
    }
  });

  it('charges once when two requests of the same order race (double click, two tabs)', async () => {
    for (const flow of await flows()) {
      const before = (await p.providerCharges()).length;
      const answers = await Promise.all([flow.pay(TEST_CARDS.approved), flow.pay(TEST_CARDS.approved)]);
      const codes = answers.map((r) => r.statusCode).sort();
      // One paid; the other either got that same charge back or was told a payment is in progress.
      expect(codes[0], flow.name).toBe(200);
      expect([200, 409], flow.name).toContain(codes[1]);
      expect((await p.providerCharges()).length - before, flow.name).toBe(1);
    }
  });
});

/**
 * Settled once (docs/attack-catalogue.md rows 180-181): two requests that both find the same charge
 * approved, racing. A Quick Opinion's or Bundle's charge is settled by the submission it pays for
 * (attached in the submission's transaction); an invoice's by marking the invoice paid.
 */
describe('an approved charge is settled once when two requests race', () => {
  async function submitWith(flow: 'quick_opinion' | 'bundle_loa', transactionId: string) {
    const up = await uploadImages(t.app, a.customer, 2);
    const [first = '', second = ''] = up.urls;
    return postSubmission(
      t.app,
      a.customer,
      flow === 'quick_opinion'
        ? { serviceType: 'quick_opinion', ...contact, items: [{ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: [first] }], agree: true, cloverTransactionId: transactionId }
        : bundlePayload('back-to-back', [{ athlete: 'michael-jordan', imageUrl: first }, { athlete: 'michael-jordan', imageUrl: second }], transactionId),
    );
  }

  it('creates one submission, one timeline, one confirmation e-mail from one Quick Opinion or Bundle charge', async () => {
    for (const [flow, kind] of [[quickOpinion(), 'quick_opinion'], [bundle(), 'bundle_loa']] as const) {
      const paid = await flow.pay(TEST_CARDS.approved);
      expect(paid.statusCode, flow.name).toBe(200);
      const { transactionId } = paid.json() as { transactionId: string };
      const mailsBefore = (await sentMails(t)).length;
      const answers = await Promise.all([submitWith(kind, transactionId), submitWith(kind, transactionId)]);
      // One is created; the other is told the payment is already used, and nothing of it is kept.
      expect(answers.map((r) => r.statusCode).sort(), `${flow.name}: ${answers.map((r) => r.body).join(' | ')}`).toEqual([201, 402]);
      expect(answers.find((r) => r.statusCode === 402)?.json().message, flow.name).toBe(ALREADY_ATTACHED);
      const created = await t.database.db.select().from(submissions).where(eq(submissions.transactionId, transactionId));
      expect(created, flow.name).toHaveLength(1);
      const [one] = created;
      const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, one?.id ?? 0));
      expect(history.filter((h) => h.kind === 'created'), flow.name).toHaveLength(1);
      const [charge] = await attemptsOf(flow);
      expect(charge?.submissionId, flow.name).toBe(one?.id);
      // One confirmation: the loser's e-mail went with its rolled-back transaction (decision 028).
      const mails = (await sentMails(t)).slice(mailsBefore);
      expect(mails, flow.name).toHaveLength(1);
      expect(mails[0], flow.name).toContain(one?.orderNumber);
    }
  });

  it('marks an invoice paid once, with one timeline entry, when two payments find its charge approved', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
    const [bill] = await t.database.db.select().from(invoices).where(eq(invoices.submissionId, sub.id));
    if (!bill) throw new Error('no invoice');
    // The provider approved the charge and the process stopped before settling it (a crash in between):
    // the next payments find it approved and settle it, never charge again.
    const [charge] = await t.database.db
      .insert(payments)
      .values({
        provider: 'clover',
        mode: 'sandbox',
        status: 'approved',
        orderReference: bill.invoiceNumber,
        sessionId: 'crashed-session',
        serviceType: 'full_loa',
        amountCents: bill.totalCents,
        currency: bill.currency,
        transactionId: `CRASHED-${bill.invoiceNumber}`,
        cardLast4: '4242',
        cardBrand: 'VISA',
        invoiceId: bill.id,
      })
      .returning();
    const before = (await p.providerCharges()).length;
    // Both tokens first, so the two requests leave in the same tick.
    const tokens = [await cardToken(t.app, TEST_CARDS.approved), await cardToken(t.app, TEST_CARDS.approved)];
    const answers = await Promise.all(tokens.map((token) => inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: token })));
    // Each either settles that charge (200) or finds the invoice paid already (409).
    const codes = answers.map((r) => r.statusCode).sort();
    expect([[200, 200], [200, 409]], answers.map((r) => r.body).join(' | ')).toContainEqual(codes);
    expect((await p.providerCharges()).length).toBe(before);
    const [paid] = await t.database.db.select().from(invoices).where(eq(invoices.id, bill.id));
    expect(paid).toMatchObject({ status: 'paid', paymentId: charge?.id });
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, sub.id));
    expect(history.filter((h) => h.kind === 'invoice_paid')).toHaveLength(1);
  });
});
