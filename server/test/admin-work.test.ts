import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_UPDATE_MESSAGES } from '@shared/schemas/admin';
import { invoices } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa, today } from './support/shipping-fixtures';
import { sentMails } from './support/loa-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** The admin's daily work: a dialog that cannot undo a step, and the to-do lists of the admin's home. */
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  a = await actors(t.app, 'worker');
});
afterAll(async () => {
  await t.close();
});

const details = async (id: number) => (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${id}`)).json();
const put = (id: number, body: object) => inject(t.app, a.admin, 'PUT', `/api/admin/submissions/${id}`, body);
const todo = async () => {
  const res = await inject(t.app, a.admin, 'GET', '/api/admin/todo');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<'receive' | 'verdict' | 'invoice' | 'ship', { total: number; items: { id: number; orderNumber: string }[] }>;
};
const ids = (list: { items: { id: number }[] }) => list.items.map((i) => i.id);

describe('a save in the update dialog keeps what a step did', () => {
  it('mark received, then a note saved without a status: stays Processing and e-mails no "now Pending"', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    const afterStep = await details(sub.id);
    expect(afterStep.status).toBe('processing');

    const res = await put(sub.id, { notes: 'Checked the hologram', version: afterStep.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'processing', notes: 'Checked the hologram' });
    const mails = (await sentMails(t)).filter((m) => m.includes(sub.orderNumber));
    expect(mails.some((m) => m.includes('We received your item'))).toBe(true);
    expect(mails.some((m) => m.includes('is now Pending'))).toBe(false);
    expect((await details(sub.id)).history.filter((h: { kind: string }) => h.kind === 'status').map((h: { toStatus: string }) => h.toStatus)).toEqual(['processing']);
  });

  it('refuses a save from the copy read before the step (409, in words)', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const before = await details(sub.id);
    await receive(t.app, a.admin, sub.id);
    const stale = await put(sub.id, { status: 'pending', notes: 'from the old copy', version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIN_UPDATE_MESSAGES.staleVersion);
    expect((await details(sub.id)).status).toBe('processing');
  });

  it('records verdicts item by item without changing the status', async () => {
    const sub = await submitLoa(t.app, a.customer, ['tom-brady', 'michael-jordan']);
    await receive(t.app, a.admin, sub.id);
    const d = await details(sub.id);
    const res = await put(sub.id, {
      notes: '',
      itemOutcomes: d.items.map((i: { id: number }) => ({ itemId: i.id, outcome: 'pass' })),
      version: d.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('processing');
    expect(res.json().items.map((i: { outcome: string }) => i.outcome)).toEqual(['pass', 'pass']);
  });
});

describe('GET /api/admin/todo: the work by step', () => {
  it('lists parcels to receive, verdicts to give, invoices to issue and paid orders to ship', async () => {
    const sub = await submitLoa(t.app, a.customer);
    expect(ids((await todo()).receive)).toContain(sub.id);

    await receive(t.app, a.admin, sub.id);
    let lists = await todo();
    expect(ids(lists.receive)).not.toContain(sub.id);
    expect(ids(lists.verdict)).toContain(sub.id);
    expect(ids(lists.invoice)).not.toContain(sub.id);

    await complete(t.app, a.admin, sub.id, ['pass']);
    lists = await todo();
    expect(ids(lists.verdict)).not.toContain(sub.id);
    expect(ids(lists.invoice)).toContain(sub.id);

    expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
    lists = await todo();
    expect(ids(lists.invoice)).not.toContain(sub.id);
    expect(ids(lists.ship)).not.toContain(sub.id);

    // Paid (as the card payment would mark it): to ship; once the return is recorded, off every list.
    await t.database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.submissionId, sub.id));
    expect(ids((await todo()).ship)).toContain(sub.id);
    const back = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/return-shipment`, {
      carrier: 'fedex',
      trackingNumber: '123456789012',
      insuredValueCents: 300000,
      shippedOn: today(),
    });
    expect(back.statusCode, back.body).toBe(200);
    lists = await todo();
    for (const step of ['receive', 'verdict', 'invoice', 'ship'] as const) expect(ids(lists[step])).not.toContain(sub.id);
  });

  it('counts every waiting submission, lists the oldest first', async () => {
    const first = await submitLoa(t.app, a.customer);
    const second = await submitLoa(t.app, a.customer);
    const { receive: list } = await todo();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.items[0]).toMatchObject({ orderNumber: expect.any(String), fullName: expect.any(String), serviceType: 'full_loa' });
    expect(ids(list).indexOf(first.id)).toBeLessThan(ids(list).indexOf(second.id));
  });

  it('is for admins only', async () => {
    expect((await inject(t.app, a.customer, 'GET', '/api/admin/todo')).statusCode).toBe(403);
    expect((await inject(t.app, undefined, 'GET', '/api/admin/todo')).statusCode).toBe(401);
  });
});
