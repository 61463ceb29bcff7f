import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay, endOfBusinessDayAfter } from '@shared/format';
import { INVOICE_DUE_DAYS } from '@shared/invoice';
import { actors, complete, inject, issueInvoice, receive, submitLoa, type ShippingActors } from './support/shipping-fixtures';
import { ADMIN_ENV } from './support/admin-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The customer's list says which orders have an invoice to pay, with its amount and due date. */
let t: TestApp;
let who: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  who = await actors(t.app, 'due');
});
afterAll(async () => {
  await t.close();
});

const list = async (pageSize = 10) => (await inject(t.app, who.customer, 'GET', `/api/submissions?page=1&pageSize=${pageSize}`)).json();

describe('GET /api/submissions: invoices due', () => {
  it('carries each unpaid invoice on its order and, over all orders, on the list', async () => {
    const invoiced = await submitLoa(t.app, who.customer, ['tom-brady']);
    await receive(t.app, who.admin, invoiced.id);
    await complete(t.app, who.admin, invoiced.id, ['pass']);
    const issued = await issueInvoice(t.app, who.admin, invoiced.id);
    expect(issued.statusCode).toBe(201);
    // Newer orders push the invoiced one off a first page of one.
    const newer = await submitLoa(t.app, who.customer, ['wayne-gretzky']);

    const full = await list();
    const invoiceDue = { orderNumber: invoiced.orderNumber, totalCents: 12500 + 2500 + 1500, overdue: false };
    expect(full.items.find((s: { orderNumber: string }) => s.orderNumber === invoiced.orderNumber).invoiceDue).toMatchObject(invoiceDue);
    expect(full.items.find((s: { orderNumber: string }) => s.orderNumber === newer.orderNumber).invoiceDue).toBeNull();

    const first = await list(1);
    expect(first.items.map((s: { orderNumber: string }) => s.orderNumber)).toEqual([newer.orderNumber]);
    expect(first.invoicesDue).toEqual([expect.objectContaining({ ...invoiceDue, invoiceNumber: expect.stringMatching(/^INV-/) })]);
    // Due at the end of the business day INVOICE_DUE_DAYS after today's (decision 037).
    const dueAt = new Date(first.invoicesDue[0].dueAt);
    expect(dueAt).toEqual(endOfBusinessDayAfter(new Date(), INVOICE_DUE_DAYS));
    expect(businessDay(new Date(dueAt.getTime() + 1))).not.toBe(businessDay(dueAt));
  });
});
