import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceQuote } from '@shared/invoice';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { invoices, submissions } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  a = await actors(t.app, 'payer');
});
afterAll(async () => {
  await t.close();
});

type Athlete = 'michael-jordan' | 'tom-brady' | 'wayne-gretzky';
const MJ: Athlete = 'michael-jordan';
const TB: Athlete = 'tom-brady';
const WG: Athlete = 'wayne-gretzky';

/** The customer's invoice on their submission page (its data) and in the invoice PDF says each of `words`. */
async function expectEverySurfaceSays(orderNumber: string, words: string[]) {
  const page = await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}/shipping`);
  expect(page.statusCode, page.body).toBe(200);
  const labels = page.json().invoice.lines.map((l: { label: string }) => l.label);
  const pdf = await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}/invoice/pdf`);
  expect(pdf.statusCode, pdf.body).toBe(200);
  // A line wrapped in the PDF reads as a space, one after a hyphen (an order number) as nothing.
  const text = parsePdf(pdf.rawPayload).text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
  for (const w of words) {
    expect(labels).toContain(w);
    expect(text).toContain(w);
  }
}

describe('issuing the invoice: the total comes from the shared rules', () => {
  it.each([
    { name: 'one item, standard', athletes: [TB], extra: {}, outcomes: ['pass'], credit: 0, expected: 12500 + 4000 },
    { name: 'a matching bundle, expedited, era', athletes: [MJ, TB], extra: { bundleType: 'back-to-back', serviceLevel: 'expedited', eraSignature: true }, outcomes: ['pass', 'pass'], credit: 0, expected: 23250 + 9000 + 3000 + 4000 },
    { name: 'a bundle with a failed item', athletes: [MJ, TB], extra: { bundleType: 'back-to-back' }, outcomes: ['pass', 'fail'], credit: 0, expected: 12500 + 5000 + 4000 },
    { name: 'one failed item', athletes: [WG], extra: {}, outcomes: ['fail'], credit: 0, expected: 5000 + 4000 },
    { name: 'ten items, expedited', athletes: Array<Athlete>(10).fill(WG), extra: { serviceLevel: 'expedited' }, outcomes: Array(10).fill('pass'), credit: 0, expected: 70000 + 45000 + 4000 },
    { name: 'a Quick Opinion credit', athletes: [TB], extra: {}, outcomes: ['pass'], credit: 1000, expected: 12500 - 1000 + 4000 },
  ])('$name', async ({ athletes, extra, outcomes, credit, expected }) => {
    const sub = await submitLoa(t.app, a.customer, athletes, extra);
    if (credit) await t.database.db.update(submissions).set({ upgradeCreditCents: credit }).where(eq(submissions.id, sub.id));
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, outcomes as ('pass' | 'fail')[]);
    const res = await issueInvoice(t.app, a.admin, sub.id);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = res.json().invoice;
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    const quote = invoiceQuote({
      items: athletes.map((athlete, i) => ({ athlete, outcome: outcomes[i] as 'pass' | 'fail' })),
      serviceLevel: row!.serviceLevel as 'standard' | 'expedited',
      eraSignature: row!.eraSignature,
      bundleType: row!.bundleType as 'back-to-back' | null,
      upgradeCreditCents: credit,
      returnShippingCents: 2500,
      insuranceCents: 1500,
    });
    expect(invoice.totalCents).toBe(expected);
    expect(invoice.lines).toEqual(quote.lines);
    expect(invoice).toMatchObject({ status: 'unpaid', overdue: false, invoiceNumber: `INV-${sub.orderNumber.slice(3)}-1` });
    expect(row!.paymentStatus).toBe('invoiced');
  });

  it('names the Quick Opinion a credit comes from on its line', async () => {
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover' }, [{ athlete: 'tom-brady' }]);
    const sub = await submitLoa(t.app, a.customer, [TB]);
    await t.database.db.update(submissions).set({ upgradeCreditCents: 1000, upgradedFromId: qo.id }).where(eq(submissions.id, sub.id));
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    const res = await issueInvoice(t.app, a.admin, sub.id);
    expect(res.statusCode, res.body).toBe(201);
    const label = `Quick Opinion credit (from Quick Opinion ${qo.orderNumber})`;
    expect(res.json().invoice.lines).toContainEqual(expect.objectContaining({ kind: 'quick_opinion_credit', label, amountCents: -1000 }));
    // Every surface the customer reads says where the credit comes from: the e-mail, the page's data, the PDF.
    const mail = await sentMail(t, (raw) => raw.includes(`Invoice ${res.json().invoice.invoiceNumber}`) && raw.includes('is ready'));
    expect(mail).toContain(`- ${label}: -$10.00`);
    await expectEverySurfaceSays(sub.orderNumber, [label]);
  });

  it('says on every surface why a 3-Peat with a failed item lost the 3-Peat discount', async () => {
    const sub = await submitLoa(t.app, a.customer, [MJ, TB, WG], { bundleType: '3-peat' });
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['fail', 'pass', 'pass']);
    const res = await issueInvoice(t.app, a.admin, sub.id, 0, 0);
    expect(res.statusCode, res.body).toBe(201);
    const why = 'Item 1: Michael Jordan, did not pass (failed-item fee; the 3-Peat discount is dropped: with this fee, the items one by one cost less than the bundle price of $288.00)';
    expect(res.json().invoice.lines.map((l: { label: string }) => l.label)).toContain(why);
    expect(res.json().invoice.totalCents).toBe(5000 + 12500 + 7000);
    const mail = await sentMail(t, (raw) => raw.includes(`Invoice ${res.json().invoice.invoiceNumber}`) && raw.includes('is ready'));
    expect(mail).toContain(`- ${why}: $50.00`);
    expect(mail).toContain('Total: $245.00');
    await expectEverySurfaceSays(sub.orderNumber, [why]);
  });

  // With a failed item, what it paid beyond the items is refunded too: refunds.test.ts.
  it('charges a prepaid bundle whose items passed only what it did not pay at submission', async () => {
    const user = (await t.app.inject({ url: '/api/auth/me', headers: { cookie: a.customer } })).json();
    const seeded = await seedSubmission(
      t.database.db,
      { serviceType: 'bundle_loa', bundleType: 'back-to-back', paymentStatus: 'paid', paymentMethod: 'clover', paymentAmountCents: 23250, userId: user.id, transactionId: 'ch_prepaid' },
      [{ athlete: 'michael-jordan' }, { athlete: 'tom-brady' }],
    );
    await receive(t.app, a.admin, seeded.id);
    await complete(t.app, a.admin, seeded.id, ['pass', 'pass']);
    const res = await issueInvoice(t.app, a.admin, seeded.id, 2500, 0);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invoice.totalCents).toBe(2500);
    expect(res.json().invoice.lines.map((l: { kind: string }) => l.kind)).toContain('prepaid');
  });

  it('keeps an issued invoice as it was: the database refuses to change its figures', async () => {
    const [bill] = await t.database.db.select().from(invoices).limit(1);
    await expect(t.database.db.update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, bill!.id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`update invoices set lines = '[]'::jsonb where id = ${bill!.id}`)).rejects.toThrow();
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, bill!.id));
    expect(after!.totalCents).toBe(bill!.totalCents);
  });
});

describe('the rules of issuing', () => {
  it('needs the parcel received, a verdict for every item, and no invoice in force', async () => {
    const sub = await submitLoa(t.app, a.customer, [TB, WG]);
    expect((await issueInvoice(t.app, a.admin, sub.id)).json().message).toBe(M.notReceived);
    await receive(t.app, a.admin, sub.id);
    const early = await issueInvoice(t.app, a.admin, sub.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.outcomesMissing);
    await complete(t.app, a.admin, sub.id, ['pass', 'pass']);
    expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
    const again = await issueInvoice(t.app, a.admin, sub.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.invoiceExists);
  });

  it('refuses bad amounts naming the field', async () => {
    const sub = await submitLoa(t.app, a.customer);
    for (const [field, value] of [['returnShippingCents', -1], ['insuranceCents', 10.5], ['returnShippingCents', 600_000]] as const) {
      const res = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/invoice`, { returnShippingCents: 0, insuranceCents: 0, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty(field);
    }
  });

  it('cancels an unpaid invoice with a reason kept for admins, and issues a corrected one', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    await issueInvoice(t.app, a.admin, sub.id, 9900, 0);
    const voided = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/invoice/void`, { reason: 'Shipping typed wrong' });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().invoice).toBeNull();
    expect(voided.json().voidedInvoices[0]).toMatchObject({ status: 'void', voidReason: 'Shipping typed wrong' });
    const second = await issueInvoice(t.app, a.admin, sub.id, 2500, 0);
    expect(second.json().invoice).toMatchObject({ invoiceNumber: `INV-${sub.orderNumber.slice(3)}-2`, totalCents: 15000 });
    const customerView = await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`);
    const history = customerView.json().statusHistory as { kind: string; value: string | null; note?: string }[];
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['received', 'invoice_issued', 'invoice_voided']));
    expect(JSON.stringify(customerView.json())).not.toContain('Shipping typed wrong');
  });

  it('e-mails the customer the invoice with the link to pay it', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    await issueInvoice(t.app, a.admin, sub.id);
    const mail = await sentMail(t, (raw) => raw.includes(`INV-${sub.orderNumber.slice(3)}-1`) && raw.includes('$165.00'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`/account/submissions/${sub.orderNumber}`);
    expect(mail).toContain(RETURN_AFTER_PAYMENT);
  });
});

describe('the admin list of invoices', () => {
  it('shows unpaid, overdue and paid invoices with counts and the outstanding total', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    // An invoice issued 20 days ago (straight into the table: the due date of an issued one never moves).
    const old = new Date(Date.now() - 20 * 86_400_000);
    await t.database.db.insert(invoices).values({
      invoiceNumber: `INV-${sub.orderNumber.slice(3)}-1`,
      submissionId: sub.id,
      lines: [{ kind: 'item', label: 'Item 1', quantity: 1, unitCents: 12500, amountCents: 12500 }],
      totalCents: 12500,
      issuedAt: old,
      dueAt: new Date(old.getTime() + 14 * 86_400_000),
    });
    const overdue = await inject(t.app, a.admin, 'GET', '/api/admin/invoices?status=overdue');
    expect(overdue.statusCode).toBe(200);
    expect(overdue.json().items.map((i: { orderNumber: string }) => i.orderNumber)).toEqual([sub.orderNumber]);
    expect(overdue.json().items[0].overdue).toBe(true);
    const all = (await inject(t.app, a.admin, 'GET', '/api/admin/invoices')).json();
    expect(all.counts.overdue).toBe(1);
    expect(all.counts.unpaid).toBeGreaterThanOrEqual(all.counts.overdue);
    const [{ n } = { n: 0 }] = await t.database.db.select({ n: sql<number>`sum(total_cents)` }).from(invoices).where(eq(invoices.status, 'unpaid'));
    expect(all.outstandingCents).toBe(Number(n));
    expect((await inject(t.app, a.admin, 'GET', '/api/admin/invoices?status=late')).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('keeps the admin routes to admins and the invoice to whoever may read the submission', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const stranger = (await registerUser(t.app, 'stranger')).cookie;
    for (const [method, url, body] of [
      ['POST', `/api/admin/submissions/${sub.id}/invoice`, { returnShippingCents: 0, insuranceCents: 0 }],
      ['POST', `/api/admin/submissions/${sub.id}/invoice/void`, { reason: 'no reason' }],
      ['GET', '/api/admin/invoices', undefined],
    ] as const) {
      expect((await inject(t.app, undefined, method, url, body)).statusCode).toBe(401);
      expect((await inject(t.app, a.customer, method, url, body)).statusCode).toBe(403);
    }
    for (const cookie of [undefined, stranger]) {
      const res = await inject(t.app, cookie, 'GET', `/api/submissions/${sub.orderNumber}/invoice/pdf`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Submission not found');
    }
  });
});
