import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleQuote } from '@shared/pricing';
import { CHARGE_MESSAGES, FAULT_TEST_CARDS, TEST_CARDS } from '@shared/schemas/payment';
import { payments } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { cardToken } from './support/loa-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

/**
 * The one charge engine (payments/charge-once.ts, docs/decisions/026-one-charge-engine.md): a Quick
 * Opinion, a Bundle and an invoice go through the same fault cards and answer alike: the same status
 * code per outcome, the payment mode recorded, and never a second charge at the provider.
 */
let t: TestApp;
let a: ShippingActors;
let base = '';
beforeAll(async () => {
  // A short provider timeout, so the slow card's answer comes after the server gave up.
  t = await createTestApp({ ...ADMIN_ENV, CLOVER_TIMEOUT_MS: '400' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  a = await actors(t.app, 'engine');
});
afterAll(async () => {
  // The slow card leaves a request to the built-in sandbox (this very server) whose client gave up.
  t.app.server.closeAllConnections();
  await t.close();
});

async function providerCharges(): Promise<{ amount: number; answered: boolean }[]> {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  return ((await (await fetch(`${base}/sandbox/clover/v1/charges`, { headers: { apikey: publicKey } })).json()) as { data: { amount: number; answered: boolean }[] }).data;
}
const providerAnswered = () => waitFor(async () => (await providerCharges()).every((c) => c.answered));

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
      const before = (await providerCharges()).length;
      const res = await flow.pay(FAULT_TEST_CARDS.errorAfterCharge);
      expect(res.statusCode, flow.name).toBe(200);
      expect((await providerCharges()).length - before, flow.name).toBe(1);
    }
  });

  it('answers an unknown outcome 502 everywhere, keeps the attempt, and a retry never charges twice', async () => {
    for (const flow of await flows()) {
      const before = (await providerCharges()).length;
      const first = await flow.pay(FAULT_TEST_CARDS.slowAfterCharge);
      expect(first.statusCode, flow.name).toBe(502);
      expect(first.json().message, flow.name).toBe(CHARGE_MESSAGES.unconfirmed);
      const [kept] = await attemptsOf(flow);
      expect(kept, flow.name).toMatchObject({ status: 'pending', inFlightSince: null, mode: 'sandbox' });
      // The provider stays slow for this key until its late answer has gone out.
      expect(await providerAnswered()).toBe(true);
      // A retry with ANOTHER card still gets the first charge back: same key, no second charge.
      const retry = await flow.pay(TEST_CARDS.approved);
      expect(retry.statusCode, flow.name).toBe(200);
      expect((await providerCharges()).length - before, `${flow.name}: one charge in all`).toBe(1);
      const rows = await attemptsOf(flow);
      expect(rows.filter((r) => r.status === 'approved'), flow.name).toHaveLength(1);
      // Paid: paying again takes nothing more.
      const again = await flow.pay(TEST_CARDS.approved);
      expect([200, 409], flow.name).toContain(again.statusCode);
      expect((await providerCharges()).length - before, flow.name).toBe(1);
    }
  });

  it('charges once when two requests of the same order race (double click, two tabs)', async () => {
    for (const flow of await flows()) {
      const before = (await providerCharges()).length;
      const answers = await Promise.all([flow.pay(TEST_CARDS.approved), flow.pay(TEST_CARDS.approved)]);
      const codes = answers.map((r) => r.statusCode).sort();
      // One paid; the other either got that same charge back or was told a payment is in progress.
      expect(codes[0], flow.name).toBe(200);
      expect([200, 409], flow.name).toContain(codes[1]);
      expect((await providerCharges()).length - before, flow.name).toBe(1);
    }
  });
});
