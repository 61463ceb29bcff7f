import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { FAULT_TEST_CARDS, TEST_CARDS } from '@shared/schemas/payment';
import { invoices, payments, submissionStatusHistory, submissions } from '../src/db/schema';
import { complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { cardToken, sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { startPayingApp, type PayingApp } from './support/provider-app';
import { registerUser, type TestApp } from './support/test-app';

let p: PayingApp;
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => ({ t, a } = p = await startPayingApp('payer')));
afterAll(() => p.close());

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

const chargesFor = async (invoiceNumber: string) => (await t.database.db.select().from(payments).where(eq(payments.orderReference, invoiceNumber)));

describe('paying an invoice by card', () => {
  it('charges the stored total once, marks everything paid, e-mails and offers the receipt', async () => {
    const sub = await invoiced();
    const before = (await p.providerCharges()).length;
    const res = await pay(sub.orderNumber, TEST_CARDS.approved, a.customer, { amount: 1, amountCents: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { invoice } = res.json();
    expect(invoice).toMatchObject({ status: 'paid', totalCents: 16500, payment: { cardLast4: '4242', testPayment: true, mode: 'sandbox' } });
    const taken = (await p.providerCharges()).slice(before);
    expect(taken.map((c) => c.amount)).toEqual([16500]);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row).toMatchObject({ paymentStatus: 'paid', paymentMode: 'sandbox', cardLast4: '4242' });
    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(details.statusHistory.find((h: { kind: string }) => h.kind === 'invoice_paid')?.value).toBe('$165.00 paid by card, VISA ending 4242, a test payment (built-in sandbox, no money taken)');
    const mail = await sentMail(t, (raw) => raw.includes('Receipt for invoice') && raw.includes(sub.orderNumber));
    expect(mail?.replace(/\s+/g, ' ')).toContain('This was a test payment (built-in sandbox, no money taken).');

    const receipt = await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/receipt/pdf`);
    expect(receipt.statusCode).toBe(200);
    const text = parsePdf(receipt.rawPayload).text;
    expect(text).toContain('TEST PAYMENT - NO MONEY TAKEN');
    expect(text).toContain('$165.00');
    const pdf = parsePdf((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/pdf`)).rawPayload).text;
    expect(pdf).toContain(invoice.invoiceNumber);
    expect(pdf).toContain('Return shipping');
    // The bill-to names the country as every other document does.
    expect(pdf).toContain('United States');
    expect(pdf).not.toMatch(/\bUSA\b/);
  });

  it('never takes a second payment: a paid invoice answers 409', async () => {
    const sub = await invoiced();
    expect((await pay(sub.orderNumber, TEST_CARDS.approved)).statusCode).toBe(200);
    const before = (await p.providerCharges()).length;
    const again = await pay(sub.orderNumber, TEST_CARDS.approved);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyPaid);
    expect((await p.providerCharges()).length).toBe(before);
  });

  it('charges once when two payments race', async () => {
    const sub = await invoiced();
    const before = (await p.providerCharges()).length;
    const [x, y] = await Promise.all([pay(sub.orderNumber, TEST_CARDS.approved), pay(sub.orderNumber, TEST_CARDS.approved)]);
    // The second either finds the charge in flight or the invoice paid (409), or arrives between the
    // approval and its settlement and settles that same approved charge (200, invoice-payment.ts):
    // never a second charge.
    const codes = [x.statusCode, y.statusCode].sort();
    expect([[200, 409], [200, 200]]).toContainEqual(codes);
    expect((await p.providerCharges()).length - before).toBe(1);
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
    const before = (await p.providerCharges()).length;
    const res = await pay(sub.orderNumber, FAULT_TEST_CARDS.errorAfterCharge);
    // The immediate retry with the same key gets the charge the provider took.
    expect(res.statusCode, res.body).toBe(200);
    expect((await p.providerCharges()).length - before).toBe(1);
    const invoiceNumber = res.json().invoice.invoiceNumber as string;
    expect((await chargesFor(invoiceNumber)).map((p) => p.status)).toEqual(['approved']);
  });

  it('survives a provider slower than our timeout for a while: unconfirmed first, then paid by the retry without a second charge', async () => {
    const sub = await invoiced();
    const before = (await p.providerCharges()).length;
    const first = await pay(sub.orderNumber, FAULT_TEST_CARDS.slowAfterCharge);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(M.paymentUnconfirmed);
    const view = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).json();
    expect(view.invoice.status).toBe('unpaid');
    // The provider stays slow for this key until its late answer has gone out: wait for that, then the
    // customer tries again.
    expect(await p.providerAnswered()).toBe(true);
    const retry = await pay(sub.orderNumber, TEST_CARDS.approved);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((await p.providerCharges()).length - before).toBe(1);
    expect((await chargesFor(view.invoice.invoiceNumber)).map((p) => p.status)).toEqual(['approved']);
  });
});

describe('voiding an invoice while its charge is out', () => {
  const voidInvoice = (id: number) => inject(t.app, a.admin, 'POST', `/api/admin/submissions/${id}/invoice/void`, { reason: 'Shipping typed wrong' });
  const billOf = async (id: number) => (await t.database.db.select().from(invoices).where(eq(invoices.submissionId, id)))[0]!;

  it('refuses the void while a charge of the invoice is approved but not yet recorded, and the next payment settles it', async () => {
    const sub = await invoiced();
    const bill = await billOf(sub.id);
    // The provider approved the charge; its settlement has not run yet (in flight, or a crash in between).
    const [charge] = await t.database.db
      .insert(payments)
      .values({
        provider: 'clover',
        mode: 'sandbox',
        status: 'approved',
        orderReference: bill.invoiceNumber,
        sessionId: 'settling-session',
        serviceType: 'full_loa',
        amountCents: bill.totalCents,
        currency: bill.currency,
        transactionId: `APPROVED-${bill.invoiceNumber}`,
        cardLast4: '4242',
        cardBrand: 'VISA',
        invoiceId: bill.id,
      })
      .returning();
    const voided = await voidInvoice(sub.id);
    expect(voided.statusCode, voided.body).toBe(409);
    expect(voided.json().message).toBe(M.paymentApprovedCannotVoid);
    expect((await billOf(sub.id)).status).toBe('unpaid');
    // The next payment settles that charge and takes no other.
    const before = (await p.providerCharges()).length;
    const res = await pay(sub.orderNumber, TEST_CARDS.approved);
    expect(res.statusCode, res.body).toBe(200);
    expect(await billOf(sub.id)).toMatchObject({ status: 'paid', paymentId: charge!.id });
    expect((await p.providerCharges()).length).toBe(before);
  });

  it('never marks a cancelled invoice paid: a charge approved meanwhile pays for nothing and is listed for a refund', async () => {
    const sub = await invoiced();
    const bill = await billOf(sub.id);
    // A stand-in for the provider that holds its approval back until the test lets it go.
    const clover = t.app.services.cloverClient;
    const charge = clover.charge;
    let reached!: () => void;
    let release!: () => void;
    const atProvider = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    clover.charge = async (req) => {
      const result = await charge(req);
      reached();
      await released;
      return result;
    };
    try {
      const paying = pay(sub.orderNumber, TEST_CARDS.approved);
      await atProvider;
      // The admin's void is refused while the charge is out.
      const refused = await voidInvoice(sub.id);
      expect(refused.statusCode, refused.body).toBe(409);
      // The invoice stops being unpaid underneath anyway (here: cancelled directly), then the approval lands.
      await t.database.db.update(invoices).set({ status: 'void', voidedAt: new Date(), voidReason: 'cancelled meanwhile' }).where(eq(invoices.id, bill.id));
      release();
      const res = await paying;
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(M.cancelledWhilePaying);
    } finally {
      clover.charge = charge;
    }
    // The invoice stays cancelled and unpaid; the submission is not marked paid.
    expect(await billOf(sub.id)).toMatchObject({ status: 'void', paymentId: null });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row?.paymentStatus).not.toBe('paid');
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, sub.id));
    expect(history.filter((h) => h.kind === 'invoice_paid')).toHaveLength(0);
    // The approved charge waits on the admin's list of payments attached to nothing, to be refunded.
    const [taken] = await chargesFor(bill.invoiceNumber);
    expect(taken?.status).toBe('approved');
    const unattached = (await inject(t.app, a.admin, 'GET', '/api/admin/payments/unattached')).json() as { id: number; orderReference: string }[];
    expect(unattached.map((u) => u.id)).toContain(taken!.id);
  });
});

describe('who may pay', () => {
  it('answers a foreign customer and a visitor like a missing submission, and charges nothing', async () => {
    const sub = await invoiced();
    const stranger = (await registerUser(t.app, 'stranger')).cookie;
    const before = (await p.providerCharges()).length;
    // '' is a visitor without a cookie (undefined would take the default: the owner).
    for (const cookie of [stranger, '']) {
      const res = await pay(sub.orderNumber, TEST_CARDS.approved, cookie);
      expect(res.statusCode, `${cookie || 'visitor'}: ${res.body}`).toBe(404);
      expect(res.json().message).toBe('Submission not found');
    }
    expect((await p.providerCharges()).length).toBe(before);
    expect((await inject(t.app, stranger, 'GET', `/api/submissions/${sub.orderNumber}/shipping`)).statusCode).toBe(404);
  });

  it('refuses a receipt before payment', async () => {
    const sub = await invoiced();
    expect((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/invoice/receipt/pdf`)).statusCode).toBe(409);
  });
});
