import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, submissions, submissionStatusHistory } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, receive, submitLoa, today } from './support/shipping-fixtures';
import { cardToken, sentMails, uploadImages } from './support/loa-fixtures';
import { TEST_CARDS } from '@shared/schemas/payment';
import { GUEST_LINK_HEADER } from '@shared/schemas/guest-link';
import { validPost } from './support/content-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The marker sweep: a unique marker goes into every field only admins may read (the admin notes, the
 * internal note of every history entry, entries hidden from the customer with all their text, the
 * reason an invoice was cancelled, the reason a parcel went back unpaid), then every route a customer
 * or a visitor can reach is called, as registered, with real ids of the customer's own orders and
 * certificate, together with the data export, every e-mail sent to the customer and the text of every
 * PDF. The marker must appear nowhere. (A certificate's revoke reason is not in the sweep: the holder
 * is told why on purpose, see certificate-service.ts revoke.)
 */

const MARK = 'zqint';
const marker = (field: string) => `${MARK}-${field}-7c1`;

let t: TestApp;
let clientDir: string;
const ids: Record<string, string[]> = {};
let certificateNumber = '';
let customerCookie = '';
let visitorCookie = '';
let guestToken = '';

/** A GET as `cookie`; the routes of a guest link carry its token in their header, whoever asks. */
const get = (cookie: string | undefined, url: string) =>
  url.startsWith('/api/guest-order')
    ? t.app.inject({ method: 'GET', url, headers: { [GUEST_LINK_HEADER]: guestToken, ...(cookie ? { cookie } : {}) } })
    : inject(t.app, cookie, 'GET', url);

beforeAll(async () => {
  // A stand-in for the built client, so that page routes answer with HTML as in production.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-leaks-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>home</title><div id="root"></div>');
  t = await createTestApp(ADMIN_ENV, clientDir);
  // Listening, for the built-in card sandbox's tokens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const a = await actors(t.app, 'leaks');
  customerCookie = a.customer;
  const db = t.database.db;

  const sub = await submitLoa(t.app, a.customer);
  await receive(t.app, a.admin, sub.id);
  await complete(t.app, a.admin, sub.id, ['pass']);
  // An invoice cancelled with a reason, then the corrected one, and the parcel sent back unpaid.
  expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
  const voided = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/invoice/void`, { reason: marker('void-reason') });
  expect(voided.statusCode, voided.body).toBe(200);
  expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
  const back = await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${sub.id}/return-shipment`, {
    carrier: 'fedex',
    trackingNumber: '123456789012',
    insuredValueCents: 300000,
    shippedOn: today(),
    overrideReason: marker('override-reason'),
  });
  expect(back.statusCode, back.body).toBe(200);
  // Paid afterwards, so that the invoice's receipt exists too.
  const paid = await inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: await cardToken(t.app, TEST_CARDS.approved) });
  expect(paid.statusCode, paid.body).toBe(200);
  // The admin notes, saved through the admin's own form (an internal 'notes' history entry too).
  const details = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json() as { version: number };
  const saved = await inject(t.app, a.admin, 'PUT', `/api/admin/submissions/${sub.id}`, { notes: marker('admin-notes'), version: details.version });
  expect(saved.statusCode, saved.body).toBe(200);

  // A second order of the customer's, written straight to the database with its own admin notes.
  const me = (await inject(t.app, a.customer, 'GET', '/api/auth/me')).json() as { id?: number; user?: { id: number } };
  const userId = me.user?.id ?? me.id!;
  const seeded = await seedSubmission(db, { userId, adminNotes: marker('seeded-admin-notes') });
  // A paid Quick Opinion of the customer's, for the card receipt.
  const qoPhotos = await uploadImages(t.app, a.customer, 1);
  const charge = await inject(t.app, a.customer, 'POST', '/api/process-clover-payment', {
    amount: 1000,
    currency: 'USD',
    cardToken: await cardToken(t.app, TEST_CARDS.approved),
    customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: 'QO-20261125-0417' },
  });
  expect(charge.statusCode, charge.body).toBe(200);
  const qoRes = await inject(t.app, a.customer, 'POST', '/api/submissions', {
    serviceType: 'quick_opinion',
    email: 'avery@example.com',
    fullName: 'Avery Stone',
    items: [{ athlete: 'wayne-gretzky', description: 'Signed rookie card', imageUrls: qoPhotos.urls }],
    agree: true,
    cloverTransactionId: (charge.json() as { transactionId: string }).transactionId,
  });
  expect(qoRes.statusCode, qoRes.body).toBe(201);
  const qo = qoRes.json() as { id: number; orderNumber: string };
  await db.update(submissions).set({ adminNotes: marker('quick-opinion-admin-notes') }).where(eq(submissions.id, qo.id));

  // A visitor's order (no account), with admin notes of its own.
  const visitorUpload = await uploadImages(t.app, undefined, 1);
  visitorCookie = visitorUpload.cookie;
  const visitorOrder = await submitLoa(t.app, visitorCookie);
  await db.update(submissions).set({ adminNotes: marker('visitor-admin-notes') }).where(eq(submissions.id, visitorOrder.id));

  // Every history entry's internal note, and an entry hidden from the customer with text in every column.
  for (const id of [sub.id, seeded.id, visitorOrder.id, qo.id]) {
    await db.update(submissionStatusHistory).set({ notes: marker('history-notes') }).where(eq(submissionStatusHistory.submissionId, id));
    const [row] = await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    await db.insert(submissionStatusHistory).values({
      submissionId: id,
      kind: 'note',
      toStatus: row!.status,
      fromValue: marker('hidden-from-value'),
      toValue: marker('hidden-to-value'),
      notes: marker('hidden-notes'),
      customerNote: marker('hidden-customer-note'),
      visibleToCustomer: false,
    });
  }

  const [cert] = await db.select().from(certificates).where(eq(certificates.submissionId, sub.id));
  certificateNumber = cert!.certificateNumber;
  ids.orderNumber = [sub.orderNumber, seeded.orderNumber, visitorOrder.orderNumber, qo.orderNumber];
  ids.certificateNumber = [certificateNumber];
  // Public, so its public data, badge and photo are swept as well.
  await db.update(certificates).set({ public: true }).where(eq(certificates.id, cert!.id));
  ids.index = ['0'];
  // A guest link to the invoiced and paid order (decision 034): the /api/guest-order routes are swept with it.
  guestToken = new URL(await t.app.services.guestLinks.issue(db, { id: sub.id, orderNumber: sub.orderNumber })).hash.replace('#token=', '');
  // A published post, for the public post route.
  const post = await inject(t.app, a.admin, 'POST', '/api/admin/blog-posts', validPost());
  expect(post.statusCode, post.body).toBe(201);
  ids.id = [String((post.json() as { id: number }).id)];
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** What a reader of this answer sees: a PDF's text, or the body as text. */
function readable(body: Buffer, contentType: string): string {
  if (contentType.includes('pdf')) return parsePdf(body).text;
  return body.toString('utf8');
}

const leaksIn = (text: string) => [...new Set(text.match(new RegExp(`${MARK}-[a-z-]+`, 'g')) ?? [])];

/** Every GET a customer or visitor can reach, with each path parameter filled in by every real value. */
function customerUrls(): string[] {
  const routes = t.app.apiRoutes.filter((r) => r.method === 'GET' && !r.url.startsWith('/api/admin/'));
  const urls: string[] = [];
  for (const route of routes) {
    const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const unknown = params.filter((p) => !ids[p]);
    // A new route with a parameter this sweep cannot fill would go unchecked: say so.
    expect(unknown, `${route.url}: no value for ${unknown.join(', ')}`).toEqual([]);
    let filled = [route.url];
    for (const p of params) filled = filled.flatMap((u) => ids[p]!.map((v) => u.replace(`:${p}`, encodeURIComponent(v))));
    urls.push(...filled);
  }
  return urls;
}

const EXTRA_URLS = () => [
  `/api/certificates/verify?certificateNumber=${encodeURIComponent(certificateNumber)}&lastName=Stone`,
  `/api/submissions/${ids.orderNumber![0]}`,
  '/',
  `/my-submissions`,
  `/certificate-verification?certificateNumber=${encodeURIComponent(certificateNumber)}`,
  '/sitemap.xml',
  '/news-blog/rss.xml',
];

describe('nothing internal reaches a customer (the marker sweep)', () => {
  it('covers the reachable routes with real answers', () => {
    const urls = customerUrls();
    expect(urls.length).toBeGreaterThan(15);
  });

  it('no route a customer or a visitor can reach carries an admin-only field', async () => {
    const found: string[] = [];
    let ok = 0;
    for (const url of [...customerUrls(), ...EXTRA_URLS()]) {
      // A guest link's routes answer the token, whatever the cookie: asked once, by anyone.
      const askers = url.startsWith('/api/guest-order') ? ([['anyone', undefined]] as const) : ([['customer', customerCookie], ['visitor', visitorCookie], ['anyone', undefined]] as const);
      for (const [who, cookie] of askers) {
        const res = await get(cookie, url);
        if (res.statusCode === 200) ok++;
        for (const leak of leaksIn(readable(res.rawPayload, String(res.headers['content-type'] ?? '')))) found.push(`${url} (${who}): ${leak}`);
      }
    }
    expect(found).toEqual([]);
    // The customer's own documents were really read (not just refused).
    expect(ok).toBeGreaterThan(12);
  });

  it('the data export carries none', async () => {
    const res = await inject(t.app, customerCookie, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(ids.orderNumber![0]);
    expect(leaksIn(res.body)).toEqual([]);
  });

  it('no e-mail to the customer carries one', async () => {
    const mails = (await sentMails(t)).filter((m) => !m.includes(`To: ${ADMIN_ENV.ADMIN_EMAIL}`));
    expect(mails.length).toBeGreaterThan(3);
    expect(mails.flatMap(leaksIn)).toEqual([]);
  });

  it('no PDF the customer can download carries one', async () => {
    const pdfs = customerUrls().filter((u) => u.endsWith('/pdf'));
    const read = new Set<string>();
    for (const url of pdfs) {
      const res = await get(customerCookie, url);
      const own = res.statusCode === 200 ? res : await get(visitorCookie, url);
      if (own.statusCode !== 200) continue;
      // Which document it is: the route, without the order or certificate number.
      read.add(url.replace(/\/(submissions|certificates)\/[^/]+/, '/$1/:number'));
      const text = parsePdf(own.rawPayload).text;
      expect(text.length).toBeGreaterThan(50);
      expect(leaksIn(text), url).toEqual([]);
    }
    // Every kind of PDF was read at least once (the form, the card receipt, the invoice, its receipt, the letter).
    const kinds = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.url.endsWith('/pdf') && !r.url.startsWith('/api/admin/'));
    expect(read.size).toBe(kinds.length);
  });
});
