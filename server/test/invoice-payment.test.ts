import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { FAULT_TEST_CARDS, TEST_CARDS } from '@shared/schemas/payment';
import { payments, submissionStatusHistory, submissions } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { cardToken, sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { waitFor } from './support/wait';

let t: TestApp;
let a: ShippingActors;
let base = '';
beforeAll(async () => {
  // A short provider timeout, so the slow card's answer comes after the client gave up.
  t = await createTestApp({ ...ADMIN_ENV, CLOVER_TIMEOUT_MS: '400' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  a = await actors(t.app, 'payer');
});
afterAll(async () => {
  // The slow card leaves a request to the built-in sandbox (this very server) whose client gave up;
  // its socket would hold close() open. Production's SIGTERM path bounds this with a forced exit.
  t.app.server.closeAllConnections();
  await t.close();
});

/** A Full LOA received, passed and invoiced at $165.00. */
async function invoiced(cookie = a.customer) {
  const sub = await submitLoa(t.app, cookie);
  await receive(t.app, a.admin, sub.id);
  await complete(t.app, a.admin, sub.id, ['pass']);
  const res = await issueInvoice(t.app, a.admin, sub.id);
  if (res.statusCode !== 201) throw new Error(res.body);
  return sub;
}

const pay = async (orderNumber: string, card: string, cookie: string | undefined = a.customer, extra: object = {}) =>
  inject(t.app, cookie, 'POST', `/api/submissions/${orderNumber}/invoice/pay`, { cardToken: await cardToken(t.app, card), ...extra });

/**
 * The charges the provider itself took for this amount (its own record, not ours); `answered` is false
 * while the provider holds a slow card's answer back.
 */
async function providerCharges(): Promise<{ id: string; amount: number; answered: boolean }[]> {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  const res = await fetch(`${base}/sandbox/clover/v1/charges`, { headers: { apikey: publicKey } });
  return ((await res.json()) as { data: { id: string; amount: number; answered: boolean }[] }).data;
}
/** Waits until the provider has sent every answer it held back; false if it has not within 5 s. */
const providerAnswered = () => waitFor(async () => (await providerCharges()).every((c) => c.answered));
const chargesFor = async (invoiceNumber: string) => (await t.database.db.select().from(payments).where(eq(payments.orderReference, invoiceNumber)));

describe('paying an invoice by card', () => {
  it('charges the stored total once, marks everything paid, e-mails and offers the receipt', async () => {
    const sub = await invoiced();
    const before = (await providerCharges()).length;
    const res = await pay(sub.orderNumber, TEST_CARDS.approved, a.customer, { amount: 1, amountCents: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json();
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 16500, payment: { cardLast4: '4242', testPayment: true, mode: 'sandbox' } });
    const taken = (await providerCharges()).slice(before);
    expect(taken.map((c) => c.amount)).toEqual([16500]);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentMode: 'sandbox', cardLast4: '4242' });
    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(details.statusHistory.find((h: { kind: string }) => h.kind === 'invoice_paid')?.value).toMatch(/\$165\.00 paid by card.*4242.*Test payment/);
    expect(await sentMail(t, (raw) => raw.includes('Receipt for invoice') && raw.includes(sub.orderNumber))).toBeDefined();

    const receipt = await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/receipt/pdf`);
    expect(receipt.statusCode).toBe(200);
    const text = parsePdf(receipt.rawPayload).text;
    expect(text).toContain('TEST PAYMENT - NO MONEY TAKEN');
    expect(text).toContain('$165.00');
    const pdf = parsePdf((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/pdf`)).rawPayload).text;
    expect(pdf).toContain(invoice.invoiceNumber);
    expect(pdf).toContain('Return shipping');
  });

  it('never takes a second payment: a paid invoice answers 409', async () => {
    const sub = await invoiced();
    expect((await pay(sub.orderNumber, TEST_CARDS.approved)).statusCode).toBe(200);
    const before = (await providerCharges()).length;
    const again = await pay(sub.orderNumber, TEST_CARDS.approved);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPaid);
    expect((await providerCharges()).length).toBe(before);
  });

  it('charges once when two payments race', async () => {
    const sub = await invoiced();
    const before = (await providerCharges()).length;
    const [x, y] = await Promise.all([pay(sub.orderNumber, TEST_CARDS.approved), pay(sub.orderNumber, TEST_CARDS.approved)]);
    // The second either finds the charge in flight or the invoice paid (409), or arrives between the
    // approval and its settlement and settles that same approved charge (200, invoice-payment.ts):
    // never a second charge.
    const codes = [x.statusCode, y.statusCode].sort();
    expect([[200, 409], [200, 200]]).toContainEqual(codes);
    expect((await providerCharges()).length - before).toBe(1);
    // Settled once: one "paid" entry on the customer's timeline.
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, sub.id));
    expect(history.filter((h) => h.kind === 'invoice_paid')).toHaveLength(1);
  });

  it('lets a declined card be followed by another, without paying twice', async () => {
    const sub = await invoiced();
    const declined = await pay(sub.orderNumber, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).json().invoice.status).toBe('unpaid');
    expect((await pay(sub.orderNumber, TEST_CARDS.approved)).statusCode).toBe(200);
  });

  it('survives a provider that charges and then answers 500: one charge, the invoice paid', async () => {
    const sub = await invoiced();
    const before = (await providerCharges()).length;
    const res = await pay(sub.orderNumber, FAULT_TEST_CARDS.errorAfterCharge);
    // The immediate retry with the same key gets the charge the provider took.
    expect(res.statusCode, res.body).toBe(200);
    expect((await providerCharges()).length - before).toBe(1);
    const invoiceNumber = res.json().invoice.invoiceNumber as string;
    expect((await chargesFor(invoiceNumber)).map((p) => p.status)).toEqual(['approved']);
  });

  it('survives a provider slower than our timeout for a while: unconfirmed first, then paid by the retry without a second charge', async () => {
    const sub = await invoiced();
    const before = (await providerCharges()).length;
    const first = await pay(sub.orderNumber, FAULT_TEST_CARDS.slowAfterCharge);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(M.paymentUnconfirmed);
    const view = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).json();
    expect(view.invoice.status).toBe('unpaid');
    // The provider stays slow for this key until its late answer has gone out: wait for that, then the
    // customer tries again.
    expect(await providerAnswered()).toBe(true);
    const retry = await pay(sub.orderNumber, TEST_CARDS.approved);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await providerCharges()).length - before).toBe(1);
    expect((await chargesFor(view.invoice.invoiceNumber)).map((p) => p.status)).toEqual(['approved']);
  });
});

describe('who may pay', () => {
  it('answers a foreign customer and a visitor like a missing submission, and charges nothing', async () => {
    const sub = await invoiced();
    const stranger = (await registerUser(t.app, 'stranger')).cookie;
    const before = (await providerCharges()).length;
    // '' is a visitor without a cookie (undefined would take the default: the owner).
    for (const cookie of [stranger, '']) {
      const res = await pay(sub.orderNumber, TEST_CARDS.approved, cookie);
      expect(res.statusCode, `${cookie || 'visitor'}: ${res.body}`).toBe(404);
      expect(res.json().message).toBe('Submission not found');
    }
    expect((await providerCharges()).length).toBe(before);
    expect((await inject(t.app, stranger, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).statusCode).toBe(404);
  });

  it('refuses a receipt before payment', async () => {
    const sub = await invoiced();
    expect((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/receipt/pdf`)).statusCode).toBe(409);
  });
});
