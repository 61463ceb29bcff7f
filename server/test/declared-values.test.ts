import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { invoices, submissionItems, submissionStatusHistory } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, receive, type ShippingActors, submitLoa, today } from './support/shipping-fixtures';
import { fullLoaPayload, postSubmission, sentMail, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  a = await actors(t.app, 'declarer');
});
afterAll(async () => {
  await t.close();
});

/** A Full LOA of two items: the first declared at `first`, the second without a value. */
async function submit(first: unknown) {
  const up = await uploadImages(t.app, a.customer, 2);
  const payload = fullLoaPayload([
    { athlete: 'michael-jordan', imageUrl: up.urls[0]! },
    { athlete: 'tom-brady', imageUrl: up.urls[1]!, declaredValue: null },
  ]);
  payload.items[0] = { ...payload.items[0]!, declaredValue: first } as (typeof payload.items)[number];
  return postSubmission(t.app, a.customer, payload);
}

const ship = (id: number, body: object = {}) =>
  inject(t.app, a.admin, 'POST', `/api/admin/submissions/${id}/return-shipment`, { carrier: 'ups', trackingNumber: '1Z999AA10123456784', shippedOn: today(), ...body });

/** Received, judged, invoiced and paid: ready to go back. */
async function readyToReturn(id: number, insuranceCents = 1500) {
  await receive(t.app, a.admin, id);
  await complete(t.app, a.admin, id, ['pass', 'pass']);
  expect((await issueInvoice(t.app, a.admin, id, 2500, insuranceCents)).statusCode).toBe(201);
  await t.database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.submissionId, id));
}

describe('declared values', () => {
  it('are stored per item in cents, and shown to the customer, the admin and on the packing slip', async () => {
    const res = await submit('$2,500.50');
    expect(res.statusCode, res.body).toBe(201);
    const { id, orderNumber } = res.json() as { id: number; orderNumber: string };
    const rows = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(submissionItems.position);
    expect(rows.map((r) => r.declaredValueCents)).toEqual([250050, null]);

    const customer = (await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}`)).json();
    expect(customer.items.map((i: { declaredValueCents: number | null }) => i.declaredValueCents)).toEqual([250050, null]);
    const admin = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${id}`)).json();
    expect(admin.items.map((i: { declaredValueCents: number | null }) => i.declaredValueCents)).toEqual([250050, null]);

    const pdf = parsePdf((await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}/pdf`)).rawPayload).text.replace(/\s+/g, ' ');
    expect(pdf).toContain('Declared value: $2,500.50');
    expect(pdf).toContain('Declared value: Not declared');
    expect(pdf).toContain('Declared value of the items: $2,500.50');
    expect(pdf).toContain('The return shipment is insured for $2,500.50; 1 of 2 items has no declared value and travels uninsured.');
  });

  it('insure the return for the declared total when the admin gives no amount, and say so in the e-mail', async () => {
    const { id, orderNumber } = (await submit('2500')).json() as { id: number; orderNumber: string };
    await readyToReturn(id);
    const res = await ship(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().returnShipment).toMatchObject({ insuredValueCents: 250000 });
    const customer = (await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}/shipping`)).json();
    expect(customer.returnShipment).toMatchObject({ insuredValueCents: 250000 });
    const mail = (await sentMail(t, (raw) => raw.includes('on their way back') && raw.includes(orderNumber)))!.replace(/\s+/g, ' ');
    expect(mail).toContain('Insured for $2,500.00.');
  });

  it('never let the return be insured for less than declared; more is allowed', async () => {
    const { id } = (await submit('2500')).json() as { id: number };
    await readyToReturn(id);
    const low = await ship(id, { insuredValueCents: 100000 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ message: M.insuredBelowDeclared(250000), errors: { insuredValueCents: "Insured value must be at least the items' declared total, $2,500.00" } });
    const more = await ship(id, { insuredValueCents: 300000 });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().returnShipment.insuredValueCents).toBe(300000);
  });

  it('leave a return without any declared value uninsured, and the e-mail says so', async () => {
    const { id, orderNumber } = (await submit('')).json() as { id: number; orderNumber: string };
    // No insurance can be billed on it either (its own test: overpayment-choice.test.ts).
    await readyToReturn(id, 0);
    expect((await ship(id)).json().returnShipment).toMatchObject({ insuredValueCents: 0 });
    const mail = (await sentMail(t, (raw) => raw.includes('on their way back') && raw.includes(orderNumber)))!.replace(/\s+/g, ' ');
    expect(mail).toContain('Not insured (no declared value).');
  });

  it.each([
    ['-5', 'Declared value cannot be negative'],
    ['1000000.01', 'Declared value must be $1,000,000.00 or less'],
    ['a lot', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
  ])('refuse %j with a 400 naming the field, and store nothing', async (value, message) => {
    const res = await submit(value);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'items.0.declaredValue': message });
  });
});

describe('an admin\'s correction of a declared value', () => {
  const correctAs = (cookie: string | undefined, id: number, itemId: number, body: object) =>
    inject(t.app, cookie, 'PUT', `/api/admin/submissions/${id}/items/${itemId}/declared-value`, body);
  const correct = (id: number, itemId: number, body: object) => correctAs(a.admin, id, itemId, body);
  const itemIds = async (id: number) =>
    (await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(submissionItems.position)).map((r) => ({ id: r.id, cents: r.declaredValueCents }));
  const entries = async (id: number) =>
    (await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, id)))
      .filter((h) => h.kind === 'declared_value')
      .map((h) => ({ from: h.fromValue, to: h.toValue, note: h.customerNote, visible: h.visibleToCustomer, by: h.changedBy }));
  const REASON = 'The mail-in form in the box declares $2,500';

  it('writes the item, a timeline entry with the reason and an e-mail; insurance can then be billed and the return is insured for it', async () => {
    const { id, orderNumber } = (await submit('')).json() as { id: number; orderNumber: string };
    const [first, second] = await itemIds(id);
    const res = await correct(id, second!.id, { declaredValue: '$2,500', reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect((await itemIds(id)).map((i) => i.cents)).toEqual([null, 250000]);
    expect(await entries(id)).toEqual([{ from: 'item 2 not declared', to: 'item 2 at $2,500.00', note: REASON, visible: true, by: expect.any(Number) }]);
    // The customer reads it on their timeline and in an e-mail with what the return is now insured for.
    const customer = (await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}`)).json();
    expect(customer.items.map((i: { declaredValueCents: number | null }) => i.declaredValueCents)).toEqual([null, 250000]);
    expect(customer.statusHistory.filter((h: { kind: string }) => h.kind === 'declared_value')).toEqual([
      expect.objectContaining({ value: 'item 2 at $2,500.00', note: REASON }),
    ]);
    const mail = (await sentMail(t, (raw) => raw.includes('We corrected a declared value') && raw.includes(orderNumber)))!.replace(/\s+/g, ' ');
    expect(mail).toContain(`The declared value of item 2 of submission ${orderNumber} is now $2,500.00 (it was Not declared).`);
    expect(mail).toContain(`Why: ${REASON}`);
    expect(mail).toContain('The return shipment is insured for $2,500.00; 1 of 2 items has no declared value and travels uninsured.');

    // The same value again writes nothing; removing one is a correction too.
    expect((await correct(id, second!.id, { declaredValue: '2500.00', reason: REASON })).statusCode).toBe(200);
    expect(await entries(id)).toHaveLength(1);
    expect((await correct(id, first!.id, { declaredValue: '300', reason: 'Typed in the wrong field' })).statusCode).toBe(200);
    expect((await correct(id, first!.id, { declaredValue: null, reason: 'The customer withdrew it' })).statusCode).toBe(200);
    expect((await entries(id)).map((e) => [e.from, e.to])).toEqual([
      ['item 2 not declared', 'item 2 at $2,500.00'],
      ['item 1 not declared', 'item 1 at $300.00'],
      ['item 1 at $300.00', 'item 1 not declared'],
    ]);

    // Insurance is billable now (no value was declared at submission), and the return insured for the new total.
    await readyToReturn(id, 1500);
    const shipped = await ship(id);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().returnShipment).toMatchObject({ insuredValueCents: 250000 });
  });

  it('refuses once an invoice stands, again once it is cancelled, and never after the item went back', async () => {
    const { id } = (await submit('2500')).json() as { id: number };
    const [first] = await itemIds(id);
    await receive(t.app, a.admin, id);
    await complete(t.app, a.admin, id, ['pass', 'pass']);
    expect((await issueInvoice(t.app, a.admin, id, 2500, 1500)).statusCode).toBe(201);
    const invoiced = await correct(id, first!.id, { declaredValue: null, reason: REASON });
    expect(invoiced.statusCode).toBe(409);
    expect(invoiced.json().message).toBe(M.declaredValueInvoiced);
    // A cancelled invoice is re-issued from the corrected values.
    expect((await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${id}/invoice/void`, { reason: 'Wrong declared value' })).statusCode).toBe(200);
    expect((await correct(id, first!.id, { declaredValue: '3000', reason: REASON })).statusCode).toBe(200);
    // Shipped back before payment (an override): the parcel was insured for what stood then.
    expect((await ship(id, { overrideReason: 'Customer collected it in person' })).statusCode).toBe(200);
    const returned = await correct(id, first!.id, { declaredValue: '1', reason: REASON });
    expect(returned.statusCode).toBe(409);
    expect(returned.json().message).toBe(M.declaredValueReturned);
    expect((await itemIds(id)).map((i) => i.cents)).toEqual([300000, null]);
    expect(await entries(id)).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad value or reason or a Quick Opinion, 404 for an item of another order', async () => {
    const { id } = (await submit('2500')).json() as { id: number };
    const other = (await submit('')).json() as { id: number };
    const [first] = await itemIds(id);
    const [theirs] = await itemIds(other.id);
    for (const [body, field, message] of [
      [{ reason: REASON }, 'declaredValue', 'Declared value is required: leave it empty to declare none'],
      [{ declaredValue: '-5', reason: REASON }, 'declaredValue', 'Declared value cannot be negative'],
      [{ declaredValue: 2500, reason: REASON }, 'declaredValue', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
      [{ declaredValue: '2,000,000', reason: REASON }, 'declaredValue', 'Declared value must be $1,000,000.00 or less'],
      [{ declaredValue: '100' }, 'reason', 'Reason is required'],
      [{ declaredValue: '100', reason: ' x ' }, 'reason', 'Reason must be at least 3 characters'],
    ] as const) {
      const res = await correct(id, first!.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual({ [field]: message });
    }
    const foreign = await correct(id, theirs!.id, { declaredValue: '100', reason: REASON });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.declaredValueUnknownItem);
    expect((await correct(999_999, first!.id, { declaredValue: '100', reason: REASON })).statusCode).toBe(404);
    // A Quick Opinion's items are not mailed: nothing is declared, nothing insured.
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion' });
    const quick = await correct(qo.id, qo.itemIds[0]!, { declaredValue: '100', reason: REASON });
    expect(quick.statusCode).toBe(400);
    expect(quick.json().errors).toEqual({ declaredValue: M.notLoa });
    expect((await itemIds(id)).map((i) => i.cents)).toEqual([250000, null]);
    expect(await entries(id)).toEqual([]);
  });

  it('is the admins\' alone: the order\'s own customer and a visitor are refused and nothing changes', async () => {
    const loa = await submitLoa(t.app, a.customer);
    const [item] = await itemIds(loa.id);
    for (const cookie of [a.customer, undefined]) {
      const res = await correctAs(cookie, loa.id, item!.id, { declaredValue: '100', reason: REASON });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await itemIds(loa.id))[0]!.cents).toBe(item!.cents);
  });
});
