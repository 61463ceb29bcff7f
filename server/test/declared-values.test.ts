import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { invoices, submissionItems } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, receive, type ShippingActors, today } from './support/shipping-fixtures';
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
