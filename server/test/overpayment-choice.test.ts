import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import { SHIPPING_MESSAGES } from '@shared/schemas/shipping';
import { OVERPAYMENT_CHOICE_CHANGED } from '@shared/invoice';
import { OVERPAYMENT_CHOICE_MESSAGES as M } from '@shared/schemas/submission';
import { payments, submissions, submissionStatusHistory } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { parsePdf } from './support/pdf-text';
import { actors, complete, inject, issueInvoice, receive, type ShippingActors, submitLoa } from './support/shipping-fixtures';
import { type Athlete, bundlePayload, fullLoaPayload, payByCard, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { createTestApp, databaseOf, type TestApp } from './support/test-app';

/**
 * What a prepaid Bundle paid beyond its items when one fails (decision 027): refunded to the card, or
 * credited against the invoice's return shipping and insurance, as its customer chose at checkout or
 * since on their submission page (owner only, until the invoice is issued). And return insurance is
 * billed only on an order with a declared value (decision 036).
 */
const p = {} as { t: TestApp; a: ShippingActors };
beforeAll(async () => {
  p.t = await createTestApp(ADMIN_ENV);
  await p.t.app.listen({ port: 0, host: '127.0.0.1' });
  p.a = await actors(p.t.app, 'overpaid');
});
afterAll(async () => {
  await p.t.close();
});

const app = () => p.t.app;
const pdfText = async (cookie: string, url: string) => {
  const res = await inject(app(), cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return parsePdf(res.rawPayload).text;
};
const db = () => databaseOf.get(app())!.db;
let n = 0;

/** The refunds the provider itself made for this charge (its own record). */
async function providerRefunds(transactionId: string): Promise<number[]> {
  const { publicKey } = (await app().inject({ url: '/api/clover-config' })).json();
  const port = (app().server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/clover/v1/refunds`, { headers: { apikey: publicKey } });
  return ((await res.json()) as { data: { amount: number; charge: string }[] }).data.filter((r) => r.charge === transactionId).map((r) => r.amount);
}

/** "The Goal" (a Gretzky puck and a Jordan ball) bought by card for $179.40 by `cookie` (a visitor when undefined). */
async function paidGoal(cookie: string | undefined, extra: object = {}) {
  const athletes: Athlete[] = ['wayne-gretzky', 'michael-jordan'];
  const photos = await uploadImages(app(), cookie, athletes.length);
  const paid = await payByCard(app(), photos.cookie, { amount: 17940, description: 'Bundle the-goal', serviceType: 'bundle_loa', bundle: { bundleType: 'the-goal', athletes }, reference: `BN-OVER-${++n}` });
  expect(paid.statusCode, paid.body).toBe(200);
  const transactionId = paid.json().transactionId as string;
  const items = athletes.map((athlete, i) => ({ athlete, imageUrl: photos.urls[i]! }));
  const created = await postSubmission(app(), photos.cookie, bundlePayload('the-goal', items, transactionId, { email: `overpaid-${n}-${Date.now()}@example.com`, ...extra }));
  expect(created.statusCode, created.body).toBe(201);
  return { sub: created.json() as { id: number; orderNumber: string; overpaymentChoice: string | null }, transactionId, cookie: photos.cookie };
}

/** Received, the Gretzky puck failed and the Jordan ball passed. */
async function judged(id: number) {
  await receive(app(), p.a.admin, id);
  await complete(app(), p.a.admin, id, ['fail', 'pass']);
}

const choose = (cookie: string | undefined, orderNumber: string, overpaymentChoice: string) =>
  inject(app(), cookie, 'PUT', `/api/submissions/${orderNumber}/overpayment-choice`, { overpaymentChoice });
const kinds = (lines: { kind: string; amountCents: number }[]) => lines.map((l) => [l.kind, l.amountCents]);

/**
 * A visitor's "The Goal" whose choice they changed to "credit" through the session that placed it;
 * `put` changes it again through the e-mailed guest link (its `token`).
 */
async function guestChoseCredit() {
  const { sub, cookie } = await paidGoal(undefined);
  expect((await choose(cookie, sub.orderNumber, 'credit')).statusCode).toBe(200);
  const mail = (await sentMails(p.t)).find((m) => m.includes(sub.orderNumber) && /#token=/.test(m));
  const token = /\/orders\/GA-[A-Z0-9-]+#token=([A-Za-z0-9_-]{43})/.exec(mail ?? '')?.[1];
  expect(token).toBeTruthy();
  const put = (choice: string) =>
    app().inject({ method: 'PUT', url: '/api/guest-order/overpayment-choice', headers: { [GUEST_LINK_HEADER]: token! }, payload: { overpaymentChoice: choice } });
  return { sub, token: token!, put };
}

/** The submission's choice entries as stored (who, from, to, seen by the customer), and its version. */
async function choiceEntries(id: number) {
  const rows = await db().select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, id));
  const [row] = await db().select().from(submissions).where(eq(submissions.id, id));
  const entries = rows.filter((h) => h.kind === 'overpayment_choice').map((h) => ({ from: h.fromValue, to: h.toValue, visible: h.visibleToCustomer, by: h.changedBy }));
  return { entries, version: row!.version, choice: row!.overpaymentChoice };
}
/** What the customer's timeline says about the choice, as the API gives it to them. */
const timelineOf = (statusHistory: { kind: string; value: string | null }[]) => statusHistory.filter((h) => h.kind === 'overpayment_choice').map((h) => h.value);

describe('The Goal with Gretzky failed: $179.40 paid, items $175.00, $4.40 over, $20.00 return shipping', () => {
  it('under "credit" (chosen at checkout) the invoice asks $15.60 and nothing is refunded', async () => {
    const { sub, transactionId } = await paidGoal(p.a.customer, { overpaymentChoice: 'credit' });
    expect(sub.overpaymentChoice).toBe('credit');
    await judged(sub.id);
    const res = await issueInvoice(app(), p.a.admin, sub.id, 2000, 0);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    // $175.00 of the payment for the items, $4.40 of it credited against the $20.00 shipping.
    expect(kinds(invoice.lines).slice(2)).toEqual([
      ['prepaid', -17500],
      ['return_shipping', 2000],
      ['overpayment_credit', -440],
    ]);
    expect(invoice.lines.at(-1).label).toBe('Credit against return shipping (paid at submission beyond what the items cost)');
    expect(invoice).toMatchObject({ totalCents: 1560, status: 'unpaid' });
    // The PDF reads the same lines, and the packing slip still names the whole $179.40 paid at submission.
    const invoicePdf = await pdfText(p.a.customer, `/api/submissions/${sub.orderNumber}/invoice/pdf`);
    expect(invoicePdf).toMatch(/Paid by card at submission, for the items[\s\S]*-\$175\.00/);
    expect(invoicePdf).toMatch(/Credit against return shipping \(paid at submission beyond what the items\s+cost\)[\s\S]*-\$4\.40/);
    expect(invoicePdf).toMatch(/Total \(USD\)\s*\$15\.60/);
    expect(invoicePdf).not.toContain('counted in the payment above');
    const slip = await pdfText(p.a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(slip).toContain('Paid at submission: Paid $179.40 by card ending');
    expect(await providerRefunds(transactionId)).toEqual([]);
    const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
    const state = (await inject(app(), p.a.admin, 'GET', `/api/admin/payments/${payment!.id}/refunds`)).json();
    expect(state).toMatchObject({ refundedCents: 0, refunds: [] });
    const mails = (await sentMails(p.t)).filter((m) => m.includes(invoice.invoiceNumber)).join('\n');
    expect(mails).toContain('You paid $4.40 more at submission than the items cost: as you asked, it is credited against this invoice.');
    expect(mails).not.toContain('we are refunding it to your card');

    // The invoice is issued: the choice is settled and can no longer change.
    const late = await choose(p.a.customer, sub.orderNumber, 'refund');
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toBe(M.invoiced);
  });

  it('under "refund" (the default) $4.40 is refunded to the card and $20.00 stays to pay', async () => {
    const { sub, transactionId } = await paidGoal(p.a.customer);
    expect(sub.overpaymentChoice).toBe('refund');
    await judged(sub.id);
    const res = await issueInvoice(app(), p.a.admin, sub.id, 2000, 0);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    expect(kinds(invoice.lines).slice(2)).toEqual([
      ['prepaid', -17940],
      ['overpayment_refund', 440],
      ['return_shipping', 2000],
    ]);
    expect(invoice.totalCents).toBe(2000);
    expect(await providerRefunds(transactionId)).toEqual([440]);
  });

  it('the customer changes the choice on their submission page; the invoice then credits it', async () => {
    const { sub, transactionId } = await paidGoal(p.a.customer);
    const changed = await choose(p.a.customer, sub.orderNumber, 'credit');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ overpaymentChoice: 'credit' });
    // Shown to the customer and to the admin.
    expect((await inject(app(), p.a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json().overpaymentChoice).toBe('credit');
    expect((await inject(app(), p.a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json().overpaymentChoice).toBe('credit');
    await judged(sub.id);
    // The refund engine is asked only for what remains beyond return shipping and insurance: $0.40.
    const res = await issueInvoice(app(), p.a.admin, sub.id, 300, 100);
    expect(res.statusCode, res.body).toBe(201);
    expect(kinds(res.json().invoice.lines).slice(2)).toEqual([
      ['prepaid', -17540],
      ['overpayment_refund', 40],
      ['return_shipping', 300],
      ['insurance', 100],
      ['overpayment_credit', -400],
    ]);
    expect(res.json().invoice).toMatchObject({ totalCents: 0, status: 'paid' });
    expect(await providerRefunds(transactionId)).toEqual([40]);

    // A corrected invoice with $20.00 shipping credits the $4.00 left and refunds nothing twice.
    const voided = await inject(app(), p.a.admin, 'POST', `/api/admin/submissions/${sub.id}/invoice/void`, { reason: 'Wrong return shipping' });
    // A paid invoice ($0.00 due) cannot be cancelled: the settlement stands as issued.
    expect(voided.statusCode, voided.body).toBe(409);
    expect(await providerRefunds(transactionId)).toEqual([40]);
  });
});

describe('a change of the choice on the customer\'s timeline', () => {
  it('writes one entry the customer sees and moves the version; the same choice again writes nothing', async () => {
    const { sub } = await paidGoal(p.a.customer);
    const before = await choiceEntries(sub.id);
    expect(before.entries).toEqual([]);
    const [{ customerId } = { customerId: null }] = await db().select({ customerId: submissions.userId }).from(submissions).where(eq(submissions.id, sub.id));
    expect(customerId).not.toBeNull();

    expect((await choose(p.a.customer, sub.orderNumber, 'credit')).statusCode).toBe(200);
    const after = await choiceEntries(sub.id);
    expect(after.entries).toEqual([{ from: 'refund', to: 'credit', visible: true, by: customerId }]);
    expect(after.version).toBe(before.version + 1);
    expect(after.choice).toBe('credit');
    const details = (await inject(app(), p.a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json();
    expect(timelineOf(details.statusHistory)).toEqual(['credit']);
    expect(OVERPAYMENT_CHOICE_CHANGED.credit).toMatch(/^Refund or credit: you chose /);

    // The same choice again: answered, and nothing written, not even the version.
    const again = await choose(p.a.customer, sub.orderNumber, 'credit');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ overpaymentChoice: 'credit' });
    expect(await choiceEntries(sub.id)).toEqual(after);

    // And back: a second entry, in the order they were made.
    expect((await choose(p.a.customer, sub.orderNumber, 'refund')).statusCode).toBe(200);
    const back = await choiceEntries(sub.id);
    expect(back.entries.map((e) => [e.from, e.to])).toEqual([
      ['refund', 'credit'],
      ['credit', 'refund'],
    ]);
    expect(back.version).toBe(after.version + 1);
    // The admin's history names the customer's change too.
    const admin = (await inject(app(), p.a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json();
    expect(admin.history.filter((h: { kind: string }) => h.kind === 'overpayment_choice')).toHaveLength(2);
  });

  it('writes nothing when refused: someone else\'s order, or once invoiced', async () => {
    const { sub } = await paidGoal(p.a.customer);
    expect((await choose(p.a.admin, sub.orderNumber, 'credit')).statusCode).toBe(404);
    await judged(sub.id);
    expect((await issueInvoice(app(), p.a.admin, sub.id, 2000, 0)).statusCode).toBe(201);
    const late = await choose(p.a.customer, sub.orderNumber, 'credit');
    expect(late.statusCode, late.body).toBe(409);
    const after = await choiceEntries(sub.id);
    expect(after.entries).toEqual([]);
    expect(after.choice).toBe('refund');
  });

  it('a guest\'s change, through the session that placed the order or the e-mailed link, is on their timeline too', async () => {
    const { sub, token, put } = await guestChoseCredit();
    expect((await put('refund')).statusCode).toBe(200);
    expect((await put('refund')).statusCode).toBe(200);
    // Two changes, two entries (the repeat wrote none), made by no account.
    const stored = await choiceEntries(sub.id);
    expect(stored.entries).toEqual([
      { from: 'refund', to: 'credit', visible: true, by: null },
      { from: 'credit', to: 'refund', visible: true, by: null },
    ]);
    const opened = (await app().inject({ url: '/api/guest-order', headers: { [GUEST_LINK_HEADER]: token! } })).json();
    expect(timelineOf(opened.submission.statusHistory)).toEqual(['credit', 'refund']);
  });
});

describe('who may change the choice, and when', () => {
  it('only the order\'s own customer: another customer, an admin and a stranger get 404; nothing changes', async () => {
    const { sub } = await paidGoal(p.a.customer);
    for (const cookie of [p.a.admin, undefined]) {
      const res = await choose(cookie, sub.orderNumber, 'credit');
      expect(res.statusCode, res.body).toBe(404);
    }
    const stranger = (await uploadImages(app(), undefined, 1)).cookie;
    expect((await choose(stranger, sub.orderNumber, 'credit')).statusCode).toBe(404);
    const [row] = await db().select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row!.overpaymentChoice).toBe('refund');
  });

  it('refuses a value outside the two, naming the field; and an order that paid nothing in advance', async () => {
    const { sub } = await paidGoal(p.a.customer);
    const bad = await choose(p.a.customer, sub.orderNumber, 'cash');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('overpaymentChoice');
    const loa = await submitLoa(app(), p.a.customer);
    const notBundle = await choose(p.a.customer, loa.orderNumber, 'credit');
    expect(notBundle.statusCode).toBe(400);
    expect(notBundle.json()).toMatchObject({ message: M.notPrepaidBundle, errors: { overpaymentChoice: M.notPrepaidBundle } });
    expect((await inject(app(), p.a.customer, 'GET', `/api/submissions/${loa.orderNumber}`)).json().overpaymentChoice).toBeNull();
  });

  it('a guest changes it through the session that placed the order and through the e-mailed link', async () => {
    const { token, put } = await guestChoseCredit();
    const res = await put('refund');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ overpaymentChoice: 'refund' });
    const opened = await app().inject({ url: '/api/guest-order', headers: { [GUEST_LINK_HEADER]: token! } });
    expect(opened.json().submission.overpaymentChoice).toBe('refund');
    const refused = await app().inject({ method: 'PUT', url: '/api/guest-order/overpayment-choice', headers: { [GUEST_LINK_HEADER]: 'x'.repeat(43) }, payload: { overpaymentChoice: 'credit' } });
    expect(refused.statusCode).toBe(404);
  });
});

describe('return insurance on an order without a declared value', () => {
  it('is refused with 400 naming insuranceCents; return shipping alone is billed', async () => {
    const up = await uploadImages(app(), p.a.customer, 1);
    const created = await postSubmission(app(), p.a.customer, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]!, declaredValue: null }]));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };
    await receive(app(), p.a.admin, id);
    await complete(app(), p.a.admin, id, ['pass']);
    const refused = await issueInvoice(app(), p.a.admin, id, 2500, 1200);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({ message: SHIPPING_MESSAGES.uninsuredReturn, errors: { insuranceCents: SHIPPING_MESSAGES.uninsuredReturn } });
    const billed = await issueInvoice(app(), p.a.admin, id, 2500, 0);
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json().invoice.lines.map((l: { kind: string }) => l.kind)).not.toContain('insurance');
  });

  it('is billed when at least one item has a declared value', async () => {
    const up = await uploadImages(app(), p.a.customer, 2);
    const created = await postSubmission(
      app(),
      p.a.customer,
      fullLoaPayload([
        { athlete: 'tom-brady', imageUrl: up.urls[0]!, declaredValue: null },
        { athlete: 'wayne-gretzky', imageUrl: up.urls[1]!, declaredValue: '900' },
      ]),
    );
    const { id } = created.json() as { id: number };
    await receive(app(), p.a.admin, id);
    await complete(app(), p.a.admin, id, ['pass', 'pass']);
    const billed = await issueInvoice(app(), p.a.admin, id, 2500, 1200);
    expect(billed.statusCode, billed.body).toBe(201);
    expect(billed.json().invoice.lines.at(-1)).toMatchObject({ kind: 'insurance', amountCents: 1200 });
  });
});
