import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from '@shared/format';
import { certificates, payments, submissions } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { type Athlete, payByCard, postSubmission, sentMails, bundlePayload, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { actors, complete, inject, issueInvoice, receive, submitLoa, type ShippingActors } from './support/shipping-fixtures';
import { createTestApp, databaseOf, type TestApp } from './support/test-app';

/**
 * One record, one day (decision 037). An evening in California: 05:11 UTC on November 28 is 21:11 on
 * November 27 in Los Angeles, the business's zone. Every letter, e-mail and value a page writes of what
 * happened then names November 27, and the invoice's due day is the same on its PDF, its e-mail and the
 * pages. The clock is set to that instant; the few stamps the database's own clock writes are set to it
 * too, since a test cannot move that clock.
 */
const EVENING = new Date('2026-11-28T05:11:00Z');
const REFUNDED = new Date('2026-11-28T05:19:00Z');
const LONG = 'November 27, 2026';
const SHORT = 'Nov 27, 2026';
const DUE_LONG = 'December 11, 2026';
const DUE_SHORT = 'Dec 11, 2026';
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec';
const DATE = new RegExp(`\\b(?:${MONTHS}) \\d{1,2}, \\d{4}\\b`, 'g');
/** Every date written in `text`, each once. */
const datesIn = (text: string) => [...new Set(text.replace(/\s+/g, ' ').match(DATE) ?? [])].sort();

let t: TestApp;
let a: ShippingActors;
const db = () => databaseOf.get(t.app)!.db;
const pdfText = async (cookie: string, url: string) => {
  const res = await inject(t.app, cookie, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return parsePdf(res.rawPayload).text;
};

let loa: { id: number; orderNumber: string };
let bundle: { id: number; orderNumber: string };
let certificateNumber: string;
let holderLastName: string;

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // The card sandbox is reached over HTTP, as a browser would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await actors(t.app, 'evening');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);

  // A Full LOA received, completed (a certificate), invoiced; then its certificate revoked.
  loa = await submitLoa(t.app, a.customer, ['wayne-gretzky']);
  // PGlite's clock is the faked one; PostgreSQL's is not: a stamp its default wrote is set at once, as
  // the receiving date that follows may not come before it.
  await db().update(submissions).set({ submissionDate: EVENING }).where(eq(submissions.id, loa.id));
  await receive(t.app, a.admin, loa.id);
  await complete(t.app, a.admin, loa.id, ['pass']);
  const [cert] = await db().select().from(certificates).where(eq(certificates.submissionId, loa.id));
  certificateNumber = cert!.certificateNumber;
  holderLastName = cert!.userLastName;
  await db().update(certificates).set({ issueDate: EVENING }).where(eq(certificates.id, cert!.id));
  expect((await issueInvoice(t.app, a.admin, loa.id)).statusCode).toBe(201);
  const revoked = await inject(t.app, a.admin, 'POST', `/api/admin/certificates/${certificateNumber}/revoke`, { reason: 'A clone of this number was reported' });
  expect(revoked.statusCode, revoked.body).toBe(200);

  // A Bundle paid by card at once, refunded in full eight minutes later.
  const athletes: Athlete[] = ['michael-jordan', 'tom-brady'];
  const photos = await uploadImages(t.app, a.customer, athletes.length);
  const paid = await payByCard(t.app, a.customer, { amount: 23250, description: 'Bundle back-to-back', serviceType: 'bundle_loa', bundle: { bundleType: 'back-to-back', athletes }, reference: 'BN-EVENING-1' });
  expect(paid.statusCode, paid.body).toBe(200);
  const transactionId = paid.json().transactionId as string;
  const created = await postSubmission(t.app, a.customer, bundlePayload('back-to-back', athletes.map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! })), transactionId));
  expect(created.statusCode, created.body).toBe(201);
  bundle = created.json();
  const [payment] = await db().select().from(payments).where(eq(payments.transactionId, transactionId));
  // Only a rejected order's payment is refunded; the status is written directly (not what is tested here).
  await db().update(submissions).set({ status: 'rejected' }).where(eq(submissions.id, bundle.id));
  vi.setSystemTime(REFUNDED);
  const refund = await inject(t.app, a.admin, 'POST', `/api/admin/payments/${payment!.id}/refunds`, { reason: 'Sent twice', requestKey: 'evening-refund-1' });
  expect(refund.statusCode, refund.body).toBe(201);

  // The other stamps PostgreSQL's defaults wrote.
  await db().update(submissions).set({ submissionDate: EVENING }).where(inArray(submissions.id, [loa.id, bundle.id]));
  await db().update(submissions).set({ paymentDate: EVENING }).where(eq(submissions.id, bundle.id));
  await db().update(payments).set({ createdAt: EVENING, updatedAt: EVENING }).where(eq(payments.id, payment!.id));
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

describe('an evening in California: one business day everywhere', () => {
  it('the certificate: its PDF, the revoked stamp, the verification and the account all name November 27', async () => {
    const pdf = await pdfText(a.customer, `/api/certificates/${certificateNumber}/pdf`);
    expect(pdf).toContain(LONG);
    expect(pdf).toContain(`This certificate was revoked on ${LONG}`);
    expect(datesIn(pdf)).toEqual([LONG]);

    // The API keeps instants; the page writes them with the same formatter.
    const verify = await t.app.inject({ url: `/api/certificates/verify?${new URLSearchParams({ certificateNumber, lastName: holderLastName }).toString()}` });
    expect(verify.statusCode, verify.body).toBe(200);
    const body = verify.json() as { issueDate: string; revokedAt: string };
    expect(body.revokedAt).toBe(EVENING.toISOString());
    expect(formatDate(body.issueDate, 'long')).toBe(LONG);
    expect(formatDate(body.revokedAt, 'long')).toBe(LONG);
    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${loa.orderNumber}`)).json() as { submissionDate: string; certificates: { issueDate: string }[] };
    expect(formatDate(details.submissionDate)).toBe(SHORT);
    expect(formatDateTime(details.submissionDate)).toMatch(/^Nov 27, 2026, 9:11\sPM$/);
    for (const c of details.certificates ?? []) expect(formatDate(c.issueDate)).toBe(SHORT);
  });

  it('the Full LOA: submission PDF, invoice PDF and the e-mails agree on the day and on the due day', async () => {
    const slip = await pdfText(a.customer, `/api/submissions/${loa.orderNumber}/pdf`);
    expect(slip).toContain(`Submitted ${LONG}`);
    expect(slip).toContain(`due by ${DUE_LONG}`);
    expect(datesIn(slip)).toEqual([DUE_LONG, LONG].sort());

    const invoice = await pdfText(a.customer, `/api/submissions/${loa.orderNumber}/invoice/pdf`);
    expect(invoice).toContain(`Issued: ${LONG}`);
    expect(invoice).toContain(`Due: ${DUE_LONG}`);
    expect(datesIn(invoice)).toEqual([DUE_LONG, LONG].sort());

    const list = (await inject(t.app, a.customer, 'GET', '/api/submissions?page=1&pageSize=10')).json() as { invoicesDue: { orderNumber: string; dueAt: string }[] };
    const due = list.invoicesDue.find((d) => d.orderNumber === loa.orderNumber)!;
    expect(formatDate(due.dueAt, 'long')).toBe(DUE_LONG);

    const mails = (await sentMails(t)).filter((m) => m.includes(loa.orderNumber));
    const invoiceMail = mails.find((m) => m.includes('is ready:'));
    expect(invoiceMail).toContain(`due by ${DUE_SHORT}`);
    expect(mails.find((m) => m.includes('arrived at our facility'))).toContain(`arrived at our facility on ${SHORT}`);
    expect([...new Set(mails.flatMap(datesIn))].sort()).toEqual([DUE_SHORT, SHORT].sort());
  });

  it('the Bundle paid and refunded eight minutes later: both on November 27, on the PDF and the page', async () => {
    const slip = await pdfText(a.customer, `/api/submissions/${bundle.orderNumber}/pdf`);
    expect(slip).toContain(`Submitted ${LONG}`);
    expect(slip.replace(/\s+/g, ' ')).toMatch(new RegExp(`Paid \\$232\\.50 by card ending \\d{4} on ${LONG}`));
    expect(slip.replace(/\s+/g, ' ')).toContain(`Refunded $232.50 on ${LONG}`);
    expect(datesIn(slip)).toEqual([LONG]);
    const receipt = await pdfText(a.customer, `/api/submissions/${bundle.orderNumber}/receipt/pdf`);
    expect(datesIn(receipt)).toEqual([LONG]);

    const details = (await inject(t.app, a.customer, 'GET', `/api/submissions/${bundle.orderNumber}`)).json() as { paymentDate: string; submissionDate: string };
    expect(formatDate(details.paymentDate, 'long')).toBe(LONG);
    expect(formatDate(details.submissionDate, 'long')).toBe(LONG);
    const mails = (await sentMails(t)).filter((m) => m.includes(bundle.orderNumber));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) for (const day of datesIn(mail)) expect(day).toBe(SHORT);
  });
});
