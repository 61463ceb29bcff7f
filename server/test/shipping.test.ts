import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingUrl } from '@shared/carriers';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { invoices, shipments, submissions } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa, today } from './support/shipping-fixtures';
import { postSubmission, uploadImages, sentMail, fullLoaPayload } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let a: ShippingActors;
let stranger: string;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  a = await actors(t.app, 'shipper');
  stranger = (await registerUser(t.app, 'stranger')).cookie;
});
afterAll(async () => {
  await t.close();
});

const track = (orderNumber: string, cookie: string | undefined, body: object) => inject(t.app, cookie, 'PUT', `/api/submissions/${orderNumber}/inbound-shipment`, body);
const view = (orderNumber: string, cookie: string | undefined) => inject(t.app, cookie, 'GET', `/api/submissions/${orderNumber}/shipping`);
const timeline = async (orderNumber: string) =>
  (await inject(t.app, a.customer, 'GET', `/api/submissions/${orderNumber}`)).json().statusHistory as { kind: string; value: string | null; note?: string; status: string }[];

describe('the parcel on its way to us', () => {
  it('lets the owner add and change the tracking, on the timeline with its date', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const added = await track(sub.orderNumber, a.customer, { carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().inbound).toMatchObject({ carrier: 'ups', carrierLabel: 'UPS', trackingUrl: trackingUrl('ups', '1Z999AA10123456784') });
    const changed = await track(sub.orderNumber, a.customer, { carrier: 'usps', trackingNumber: '9400 1000 0000 0000 0000 00' });
    expect(changed.json().inbound.trackingUrl).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000');
    const entries = (await timeline(sub.orderNumber)).filter((h) => h.kind === 'inbound_tracking');
    expect(entries.map((h) => h.value)).toEqual(['UPS 1Z999AA10123456784', 'USPS 9400 1000 0000 0000 0000 00 (changed)']);
  });

  it('links the four known carriers and none for another', () => {
    expect(trackingUrl('fedex', '1234 5678 9012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('dhl', 'JD014600006281')).toMatch(/^https:\/\/www\.dhl\.com\/.*JD014600006281$/);
    expect(trackingUrl('other', 'ABC123')).toBeNull();
  });

  it('takes the tracking from the form, with the submission or not at all', async () => {
    const sub = await submitLoa(t.app, a.customer, ['tom-brady'], { inboundShipment: { carrier: 'fedex', trackingNumber: '123456789012' } });
    expect((await view(sub.orderNumber, a.customer)).json().inbound).toMatchObject({ carrier: 'fedex', trackingNumber: '123456789012' });
    const before = (await t.database.db.select().from(submissions)).length;
    const up = await uploadImages(t.app, a.customer);
    const bad = await postSubmission(t.app, a.customer, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }], { inboundShipment: { carrier: 'pigeon', trackingNumber: '<script>' } }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['inboundShipment.carrier', 'inboundShipment.trackingNumber']));
    expect((await t.database.db.select().from(submissions)).length).toBe(before);
  });

  it('refuses bad input naming the field, a Quick Opinion, and a change after receipt', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const bad = await track(sub.orderNumber, a.customer, { carrier: 'ups', trackingNumber: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('trackingNumber');
    const user = (await t.app.inject({ url: '/api/auth/me', headers: { cookie: a.customer } })).json();
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', userId: user.id, paymentStatus: 'paid', paymentMethod: 'clover' });
    expect((await track(qo.orderNumber, a.customer, { carrier: 'ups', trackingNumber: '1Z999AA1' })).json().message).toBe(M.notLoa);
    await receive(t.app, a.admin, sub.id);
    const late = await track(sub.orderNumber, a.customer, { carrier: 'ups', trackingNumber: '1Z999AA1' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.alreadyReceived);
  });

  it('answers a stranger and a visitor like a missing submission', async () => {
    const sub = await submitLoa(t.app, a.customer);
    for (const cookie of [stranger, undefined]) {
      expect((await view(sub.orderNumber, cookie)).statusCode).toBe(404);
      expect((await track(sub.orderNumber, cookie, { carrier: 'ups', trackingNumber: '1Z999AA1' })).statusCode).toBe(404);
    }
    expect((await view(sub.orderNumber, a.admin)).statusCode).toBe(200);
  });

  // Renamed to /shipping with the client (decision 025): an old client gets the API's 404, no parcel.
  it('answers the old /fulfilment paths with a plain 404, no parcel or invoice', async () => {
    const sub = await submitLoa(t.app, a.customer);
    for (const [cookie, url] of [
      [a.customer, `/api/submissions/${sub.orderNumber}/fulfilment`],
      [a.admin, `/api/admin/submissions/${sub.id}/fulfilment`],
    ] as const) {
      const res = await inject(t.app, cookie, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      // The error shape alone (its message repeats the path asked for), none of the view's fields.
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('the admin receives the parcel', () => {
  it('records date, condition and intake photos; moves it to processing; tells the customer', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const photos = await uploadImages(t.app, a.admin, 2);
    const res = await inject(t.app, photos.cookie, 'POST', `/api/admin/submissions/${sub.id}/receive`, {
      receivedOn: today(),
      condition: 'Box dented on one corner, jersey unharmed',
      intakeImageUrls: photos.urls,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().inbound).toMatchObject({ condition: 'Box dented on one corner, jersey unharmed', intakeImageUrls: photos.urls });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub.id));
    expect(row!.status).toBe('processing');
    const history = await timeline(sub.orderNumber);
    expect(history.find((h) => h.kind === 'received')).toMatchObject({ note: 'Box dented on one corner, jersey unharmed' });
    expect(history.some((h) => h.kind === 'status' && h.status === 'processing')).toBe(true);
    expect(await sentMail(t, (raw) => raw.includes('We received your item') && raw.includes(sub.orderNumber))).toBeDefined();
    // The owner sees the intake photos; another customer does not.
    expect((await inject(t.app, a.customer, 'GET', photos.urls[0]!)).statusCode).toBe(200);
    expect((await inject(t.app, stranger, 'GET', photos.urls[0]!)).statusCode).toBe(404);
    const twice = await receive(t.app, a.admin, sub.id).catch((e: Error) => e.message);
    expect(twice).toMatch(/409/);
  });

  it('refuses a date in the future or before the submission, and photos it did not upload', async () => {
    const sub = await submitLoa(t.app, a.customer);
    const url = `/api/admin/submissions/${sub.id}/receive`;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const receivedOn of [tomorrow, '2020-01-01', '2026-02-30x']) {
      const res = await inject(t.app, a.admin, 'POST', url, { receivedOn, condition: 'Fine' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('receivedOn');
    }
    const theirs = await uploadImages(t.app, a.customer);
    const res = await inject(t.app, a.admin, 'POST', url, { receivedOn: today(), condition: 'Fine', intakeImageUrls: theirs.urls });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('intakeImageUrls');
  });
});

describe('the return shipment', () => {
  const ship = (id: number, body: object = {}) =>
    inject(t.app, a.admin, 'POST', `/api/admin/submissions/${id}/return-shipment`, { carrier: 'fedex', trackingNumber: '123456789012', insuredValueCents: 250000, shippedOn: today(), ...body });

  it('waits for the payment, unless an admin overrides it with a reason the customer never sees', async () => {
    const sub = await submitLoa(t.app, a.customer);
    expect((await ship(sub.id)).json().message).toBe(M.notReceived);
    await receive(t.app, a.admin, sub.id);
    const noInvoice = await ship(sub.id);
    expect(noInvoice.statusCode).toBe(409);
    expect(noInvoice.json().message).toBe(M.unpaidReturn);
    await complete(t.app, a.admin, sub.id, ['pass']);
    await issueInvoice(t.app, a.admin, sub.id);
    expect((await ship(sub.id)).statusCode).toBe(409);
    const overridden = await ship(sub.id, { overrideReason: 'Long-standing dealer, pays by check' });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json()).toMatchObject({ returnOverrideReason: 'Long-standing dealer, pays by check', returnShipment: { carrierLabel: 'FedEx', insuredValueCents: 250000 } });
    const customer = JSON.stringify([(await view(sub.orderNumber, a.customer)).json(), await timeline(sub.orderNumber)]);
    expect(customer).not.toContain('Long-standing dealer');
    expect(customer).toContain('FedEx 123456789012, insured for $2,500.00');
    const adminDetails = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).body;
    expect(adminDetails).toContain('Long-standing dealer');
    expect((await ship(sub.id, { overrideReason: 'again' })).json().message).toBe(M.returnRecorded);
    const mail = await sentMail(t, (raw) => raw.includes('on its way back') && raw.includes(sub.orderNumber));
    expect(mail).toContain('https://www.fedex.com/fedextrack/?trknbr=123456789012');
  });

  it('goes out without an override once the invoice is paid', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    await issueInvoice(t.app, a.admin, sub.id);
    await t.database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.submissionId, sub.id));
    const res = await ship(sub.id, { carrier: 'other', trackingNumber: 'LOCAL-COURIER-7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ returnOverrideReason: null, returnShipment: { trackingUrl: null } });
    expect(await sentMail(t, (raw) => raw.includes('Your item is on its way back') && raw.includes(sub.orderNumber))).toBeDefined();
  });

  it('speaks of three items as three items, and the packing slip stops asking for them', async () => {
    const sub = await submitLoa(t.app, a.customer, ['michael-jordan', 'tom-brady', 'wayne-gretzky']);
    const pending = parsePdf((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/pdf`)).rawPayload).text;
    expect(pending).toContain('Put this page in the package');
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass', 'pass', 'pass']);
    await issueInvoice(t.app, a.admin, sub.id);
    await t.database.db.update(invoices).set({ status: 'paid', paidAt: new Date() }).where(eq(invoices.submissionId, sub.id));
    expect((await ship(sub.id)).statusCode).toBe(200);
    const mail = (await sentMail(t, (raw) => raw.includes('items are on their way back') && raw.includes(sub.orderNumber)))!.replace(/\s+/g, ' ');
    expect(mail).toContain(`Your 3 items from submission ${sub.orderNumber} were shipped back to you on`);
    const returned = parsePdf((await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/pdf`)).rawPayload).text.replace(/\s+/g, ' ');
    expect(returned).not.toContain('Put this page in the package');
    expect(returned).not.toContain('Ship your items to one of our facilities');
    expect(returned).toContain('Your items have reached us: there is nothing more to send.');
    const [parcel] = await t.database.db.select().from(shipments).where(eq(shipments.submissionId, sub.id)).orderBy(shipments.direction);
    expect(parcel).toBeDefined();
  });

  it('refuses bad input naming the field, and keeps the admin routes to admins', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    const bad = await ship(sub.id, { insuredValueCents: -5, overrideReason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['insuredValueCents', 'overrideReason']));
    for (const url of [`/api/admin/submissions/${sub.id}/receive`, `/api/admin/submissions/${sub.id}/return-shipment`]) {
      expect((await inject(t.app, undefined, 'POST', url, {})).statusCode).toBe(401);
      expect((await inject(t.app, a.customer, 'POST', url, {})).statusCode).toBe(403);
    }
    expect((await inject(t.app, a.customer, 'GET', `/api/admin/submissions/${sub.id}/shipping`)).statusCode).toBe(403);
  });
});
