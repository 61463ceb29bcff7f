/**
 * Attack catalogue (docs/attack-catalogue.md), access part: forged ids of other people's resources on
 * every route that takes one (IDOR), admin routes for customers and visitors, role escalation. Every
 * route the server registers with a parameter must appear in ID_ROUTES: a new one fails this suite
 * until somebody decides who may reach it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, invoices, shipments, submissions } from '../src/db/schema';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let owner: string;
let intruder: string;
let ownerSession: string;
let ownerDevice: number;
let admin: string;
let order: { id: number; orderNumber: string };
const CERT = 'GC-7K3MQ-9XD4T';

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  owner = (await registerUser(t.app, 'owner')).cookie;
  intruder = (await registerUser(t.app, 'intruder')).cookie;
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  ownerSession = (await t.app.inject({ url: '/api/account/sessions', headers: { cookie: owner } })).json().sessions[0].id;
  ownerDevice = (await t.app.inject({ url: '/api/account/devices', headers: { cookie: owner } })).json().devices[0].id;
  const up = await uploadImages(t.app, owner);
  const res = await postSubmission(t.app, owner, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }]));
  if (res.statusCode !== 201) throw new Error(res.body);
  order = res.json();
  await t.database.db.insert(certificates).values({
    certificateNumber: CERT,
    submissionId: order.id,
    userLastName: 'Stone',
    item: 'Signed jersey',
    athlete: 'tom-brady',
    authenticator: 'M. Reyes',
  });
});
afterAll(async () => {
  await t.close();
});

type Who = 'visitor' | 'intruder';
interface IdRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  route: string;
  url: () => string;
  body?: () => object;
  /** What a signed-out visitor and another customer get. */
  expect: Record<Who, number[]>;
}

const adminOnly = { visitor: [401], intruder: [403] };
// Someone else's submission answers exactly like one that does not exist.
const ownerOnly = { visitor: [404], intruder: [404] };

const ID_ROUTES: IdRoute[] = [
  // Settings' session list (decision 020): the owner's own sessions only; anyone else's answers like an ended one.
  { method: 'DELETE', route: '/api/account/sessions/:sessionId', url: () => `/api/account/sessions/${ownerSession}`, expect: { visitor: [401], intruder: [404] } },
  // The browsers that signed in to the account (decision 021, amended): the owner's own only.
  { method: 'DELETE', route: '/api/account/devices/:deviceId', url: () => `/api/account/devices/${ownerDevice}`, expect: { visitor: [401], intruder: [404] } },
  { method: 'GET', route: '/api/submissions/:orderNumber', url: () => `/api/submissions/${order.orderNumber}`, expect: ownerOnly },
  { method: 'GET', route: '/api/submissions/:orderNumber/pdf', url: () => `/api/submissions/${order.orderNumber}/pdf`, expect: ownerOnly },
  { method: 'GET', route: '/api/admin/submissions/:id', url: () => `/api/admin/submissions/${order.id}`, expect: adminOnly },
  // The shipping steps (decision 015).
  { method: 'GET', route: '/api/submissions/:orderNumber/shipping', url: () => `/api/submissions/${order.orderNumber}/shipping`, expect: ownerOnly },
  {
    method: 'PUT',
    route: '/api/submissions/:orderNumber/inbound-shipment',
    url: () => `/api/submissions/${order.orderNumber}/inbound-shipment`,
    body: () => ({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' }),
    expect: ownerOnly,
  },
  // A prepaid Bundle's refund-or-credit choice: its own customer only (admins read it, never change it).
  {
    method: 'PUT',
    route: '/api/submissions/:orderNumber/overpayment-choice',
    url: () => `/api/submissions/${order.orderNumber}/overpayment-choice`,
    body: () => ({ overpaymentChoice: 'credit' }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    route: '/api/submissions/:orderNumber/invoice/pay',
    url: () => `/api/submissions/${order.orderNumber}/invoice/pay`,
    body: () => ({ cardToken: 'clv_forged' }),
    expect: ownerOnly,
  },
  { method: 'GET', route: '/api/submissions/:orderNumber/invoice/pdf', url: () => `/api/submissions/${order.orderNumber}/invoice/pdf`, expect: ownerOnly },
  { method: 'GET', route: '/api/submissions/:orderNumber/invoice/receipt/pdf', url: () => `/api/submissions/${order.orderNumber}/invoice/receipt/pdf`, expect: ownerOnly },
  // Money on documents: the receipt of the card payment made with the submission; an item's title.
  { method: 'GET', route: '/api/submissions/:orderNumber/receipt/pdf', url: () => `/api/submissions/${order.orderNumber}/receipt/pdf`, expect: ownerOnly },
  {
    method: 'PUT',
    route: '/api/admin/submissions/:id/items/:itemId/title',
    url: () => `/api/admin/submissions/${order.id}/items/1/title`,
    body: () => ({ title: 'Forged title' }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/submissions/:id/items/:itemId/declared-value',
    url: () => `/api/admin/submissions/${order.id}/items/1/declared-value`,
    body: () => ({ declaredValue: '1000000', reason: 'Forged value' }),
    expect: adminOnly,
  },
  { method: 'GET', route: '/api/admin/submissions/:id/shipping', url: () => `/api/admin/submissions/${order.id}/shipping`, expect: adminOnly },
  {
    method: 'POST',
    route: '/api/admin/submissions/:id/receive',
    url: () => `/api/admin/submissions/${order.id}/receive`,
    body: () => ({ receivedOn: new Date().toISOString().slice(0, 10), condition: 'forged' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/submissions/:id/invoice',
    url: () => `/api/admin/submissions/${order.id}/invoice`,
    body: () => ({ returnShippingCents: 0, insuranceCents: 0 }),
    expect: adminOnly,
  },
  { method: 'POST', route: '/api/admin/submissions/:id/invoice/void', url: () => `/api/admin/submissions/${order.id}/invoice/void`, body: () => ({ reason: 'forged' }), expect: adminOnly },
  {
    method: 'POST',
    route: '/api/admin/submissions/:id/return-shipment',
    url: () => `/api/admin/submissions/${order.id}/return-shipment`,
    body: () => ({ carrier: 'ups', trackingNumber: '1Z999AA1', insuredValueCents: 0, shippedOn: '2026-01-01', overrideReason: 'forged' }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/submissions/:id',
    url: () => `/api/admin/submissions/${order.id}`,
    body: () => ({ status: 'completed', outcome: 'pass', notes: '', version: 1 }),
    expect: adminOnly,
  },
  // Refunds (decision 027): admins only, before anything is read or refunded.
  { method: 'GET', route: '/api/admin/payments/:id/refunds', url: () => '/api/admin/payments/1/refunds', expect: adminOnly },
  { method: 'POST', route: '/api/admin/payments/:id/refunds', url: () => '/api/admin/payments/1/refunds', body: () => ({ reason: 'forged refund', requestKey: 'forged-key-1' }), expect: adminOnly },
  { method: 'GET', route: '/api/admin/submissions/:id/refunds', url: () => `/api/admin/submissions/${order.id}/refunds`, expect: adminOnly },
  { method: 'POST', route: '/api/admin/refunds/:id/retry', url: () => '/api/admin/refunds/1/retry', expect: adminOnly },
  {
    method: 'POST',
    route: '/api/admin/submissions/:id/reject',
    url: () => `/api/admin/submissions/${order.id}/reject`,
    body: () => ({ kind: 'duplicate_order', version: 1 }),
    expect: adminOnly,
  },
  { method: 'GET', route: '/api/admin/certificates/:certificateNumber', url: () => `/api/admin/certificates/${CERT}`, expect: adminOnly },
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateNumber/revoke',
    url: () => `/api/admin/certificates/${CERT}/revoke`,
    body: () => ({ reason: 'forged by an intruder' }),
    expect: adminOnly,
  },
  // Correcting who holds a certificate (decision 039): admins only.
  {
    method: 'POST',
    route: '/api/admin/certificates/:certificateNumber/holders',
    url: () => `/api/admin/certificates/${CERT}/holders`,
    body: () => ({ email: 'intruder@example.com', reason: 'taking it over' }),
    expect: adminOnly,
  },
  // Clearing a clone alarm (decision 041): admins only.
  {
    method: 'POST',
    route: '/api/admin/certificate-alerts/:certificateNumber/clear',
    url: () => `/api/admin/certificate-alerts/${CERT}/clear`,
    body: () => ({ note: 'cleared by an intruder' }),
    expect: adminOnly,
  },
  // A transfer code is its holder's to start or cancel; anyone else's number answers like an unknown one.
  { method: 'POST', route: '/api/account/certificates/:certificateNumber/transfer', url: () => `/api/account/certificates/${CERT}/transfer`, expect: { visitor: [401], intruder: [404] } },
  { method: 'DELETE', route: '/api/account/certificates/:certificateNumber/transfer', url: () => `/api/account/certificates/${CERT}/transfer`, expect: { visitor: [401], intruder: [404] } },
  // E-mails that did not go out (decision 028): admins only; a customer cannot resend anyone's mail.
  { method: 'POST', route: '/api/admin/mail-outbox/:id/resend', url: () => '/api/admin/mail-outbox/1/resend', expect: adminOnly },
  // A certificate's PDF belongs to its holder (and admins); the public checks a number on the verify page.
  { method: 'GET', route: '/api/certificates/:certificateNumber/pdf', url: () => `/api/certificates/${CERT}/pdf`, expect: { visitor: [401, 404], intruder: [403, 404] } },
  // The photo is served only through a signed link from a successful verification.
  // Public certificates (decision 040): the holder's choice only; anyone may read what was made public,
  // and a private number answers like an unknown one (public-certificates.test.ts).
  { method: 'PUT', route: '/api/account/certificates/:certificateNumber', url: () => `/api/account/certificates/${CERT}`, body: () => ({ public: true }), expect: { visitor: [401], intruder: [404] } },
  { method: 'GET', route: '/api/certificates/:certificateNumber/public', url: () => `/api/certificates/${CERT}/public`, expect: { visitor: [404], intruder: [404] } },
  { method: 'GET', route: '/api/certificates/:certificateNumber/badge.svg', url: () => `/api/certificates/${CERT}/badge.svg`, expect: { visitor: [404], intruder: [404] } },
  { method: 'GET', route: '/api/certificates/:certificateNumber/photos/:index', url: () => `/api/certificates/${CERT}/photos/0`, expect: { visitor: [404], intruder: [404] } },
  { method: 'GET', route: '/api/certificates/:certificateNumber/photo', url: () => `/api/certificates/${CERT}/photo`, expect: { visitor: [400, 403, 404], intruder: [400, 403, 404] } },
  { method: 'PUT', route: '/api/collection/:id', url: () => '/api/collection/1', body: () => ({ title: 'x' }), expect: adminOnly },
  { method: 'DELETE', route: '/api/collection/:id', url: () => '/api/collection/1', expect: adminOnly },
  // Published posts are public; a draft answers 404 to everyone but admins (content-blog.test.ts).
  { method: 'GET', route: '/api/blog-posts/:id', url: () => '/api/blog-posts/999999', expect: { visitor: [404], intruder: [404] } },
  { method: 'PUT', route: '/api/admin/blog-posts/:id', url: () => '/api/admin/blog-posts/1', body: () => ({ title: 'x' }), expect: adminOnly },
  { method: 'DELETE', route: '/api/admin/blog-posts/:id', url: () => '/api/admin/blog-posts/1', expect: adminOnly },
];

const request = (r: IdRoute, cookie?: string) =>
  t.app.inject({ method: r.method, url: r.url(), headers: cookie ? { cookie } : {}, ...(r.body ? { payload: r.body() } : {}) });

describe('forged ids (IDOR) on every route that takes one', () => {
  it('lists every parameterised API route the server has', () => {
    const withParams = t.app.apiRoutes.filter((r) => r.url.includes(':')).map((r) => `${r.method} ${r.url}`);
    const listed = ID_ROUTES.map((r) => `${r.method} ${r.route}`);
    expect(withParams.filter((r) => !listed.includes(r))).toEqual([]);
  });

  it.each(ID_ROUTES.map((r) => [`${r.method} ${r.route}`, r] as const))('%s: visitor and other customer are turned away', async (_name, r) => {
    const before = await t.database.db.select().from(submissions);
    const visitor = await request(r);
    expect(r.expect.visitor, `visitor got ${visitor.statusCode}: ${visitor.body.slice(0, 200)}`).toContain(visitor.statusCode);
    const other = await request(r, intruder);
    expect(r.expect.intruder, `intruder got ${other.statusCode}: ${other.body.slice(0, 200)}`).toContain(other.statusCode);
    // Turned away means nothing happened.
    expect(await t.database.db.select().from(submissions)).toEqual(before);
    const [cert] = await t.database.db.select().from(certificates);
    expect(cert?.status).toBe('valid');
    expect(await t.database.db.select().from(shipments)).toEqual([]);
    expect(await t.database.db.select().from(invoices)).toEqual([]);
  });

  it('answers a foreign order number exactly like a missing one (nothing to enumerate)', async () => {
    const foreign = await t.app.inject({ url: `/api/submissions/${order.orderNumber}`, headers: { cookie: intruder } });
    const missing = await t.app.inject({ url: '/api/submissions/GA-ZZZZ-ZZZZ', headers: { cookie: intruder } });
    expect(foreign.statusCode).toBe(missing.statusCode);
    expect(foreign.body).toBe(missing.body);
  });

  it('lets the owner and the admin in', async () => {
    expect((await t.app.inject({ url: `/api/submissions/${order.orderNumber}`, headers: { cookie: owner } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/submissions/${order.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
  });

  it("refuses another user's list through ?userId=", async () => {
    const res = await t.app.inject({ url: '/api/submissions?userId=1', headers: { cookie: intruder } });
    expect(res.statusCode).toBe(403);
  });
});

describe('role escalation', () => {
  it('ignores a role in the registration and profile bodies', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'climber', email: 'climber@example.com', password: 'harbor-lantern-47', firstName: 'Cli', lastName: 'Mber', role: 'admin' },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().role).toBe('customer');
    const cookie = `goat_sid=${reg.cookies.find((c) => c.name === 'goat_sid')!.value}`;
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      headers: { cookie },
      payload: { firstName: 'Cli', lastName: 'Mber', email: 'climber@example.com', role: 'admin' },
    });
    expect([200, 400]).toContain(profile.statusCode);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().role).toBe('customer');
    expect((await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).statusCode).toBe(403);
  });

  it('keeps every admin list closed to customers and visitors', async () => {
    const adminGets = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/admin/') && !r.url.includes(':'));
    expect(adminGets.length).toBeGreaterThan(3);
    for (const r of adminGets) {
      expect((await t.app.inject({ url: r.url })).statusCode, r.url).toBe(401);
      expect((await t.app.inject({ url: r.url, headers: { cookie: intruder } })).statusCode, r.url).toBe(403);
    }
  });
});
