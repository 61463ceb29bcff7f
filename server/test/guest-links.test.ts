import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LINK_HEADER, GUEST_LINK_MESSAGES } from '@shared/schemas/guest-link';
import { SHIPPING_MESSAGES } from '@shared/schemas/shipping';
import { TEST_CARDS } from '@shared/schemas/payment';
import { guestOrderLinks, invoices, payments, submissions } from '../src/db/schema';
import { GUEST_LINK_MISSES } from '../src/modules/guest-links/guest-link-store';
import { cardToken, fullLoaPayload, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { startPayingApp, type PayingApp } from './support/provider-app';
import { complete, inject, issueInvoice, receive, submitLoa } from './support/shipping-fixtures';
import type { ShippingActors } from './support/shipping-fixtures';
import type { TestApp } from './support/test-app';

let p: PayingApp;
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => ({ t, a } = p = await startPayingApp('guest')));
afterAll(() => p.close());

let n = 0;
/** A Full LOA placed by a visitor without an account, under an address of its own. */
async function guestOrder() {
  const email = `guest-${++n}-${Date.now()}@example.com`;
  const up = await uploadImages(t.app, undefined, 1);
  const res = await postSubmission(t.app, up.cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }], { email }));
  if (res.statusCode !== 201) throw new Error(res.body);
  const { id, orderNumber } = res.json() as { id: number; orderNumber: string };
  return { id, orderNumber, email, cookie: up.cookie };
}

/** Received, passed and invoiced by the admin. */
async function invoice(id: number) {
  await receive(t.app, a.admin, id);
  await complete(t.app, a.admin, id, ['pass']);
  const res = await issueInvoice(t.app, a.admin, id);
  if (res.statusCode !== 201) throw new Error(res.body);
}

/** The e-mails sent to `email` whose subject includes `subject`, newest last. */
const mailsTo = async (email: string, subject: string) => (await sentMails(t)).filter((raw) => raw.includes(`To: ${email}`) && raw.includes(subject));

/** The guest link in an e-mail: the order's page, the token after '#'. */
function linkIn(raw: string) {
  const m = /\/orders\/(GA-[A-Z0-9-]+)#token=([A-Za-z0-9_-]{43})/.exec(raw);
  return m ? { orderNumber: m[1]!, token: m[2]! } : null;
}

const open = (token: string, url = '/api/guest-order', remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers: { [GUEST_LINK_HEADER]: token }, remoteAddress });

const payByLink = async (token: string, card: string = TEST_CARDS.approved) =>
  t.app.inject({ method: 'POST', url: '/api/guest-order/invoice/pay', headers: { [GUEST_LINK_HEADER]: token }, payload: { cardToken: await cardToken(t.app, card) } });

describe('a guest order\'s e-mails', () => {
  it('the confirmation carries a link with its token after #, and the packing slip attached', async () => {
    const order = await guestOrder();
    const [mail] = await mailsTo(order.email, 'Full LOA submission received');
    expect(mail).toBeDefined();
    const link = linkIn(mail!);
    expect(link?.orderNumber).toBe(order.orderNumber);
    // Never in a query string, and the old advice (print it from an account the guest has not) is gone.
    expect(mail).not.toMatch(/[?&]token=/);
    expect(mail).not.toContain('confirmation page or your account');
    expect(mail).toMatch(/Content-Type: application\/pdf;?\s+name="?Full_LOA_Submission_/);
    expect(mail).toMatch(/Content-Disposition: attachment;\s+filename="?Full_LOA_Submission_/);
    // Only the token's hash is stored.
    const [row] = await t.database.db.select().from(guestOrderLinks).where(eq(guestOrderLinks.submissionId, order.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(link!.token);

    const res = await open(link!.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ submission: { orderNumber: order.orderNumber }, shipping: { orderNumber: order.orderNumber, invoice: null } });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await open(link!.token, '/api/guest-order/pdf');
    expect(pdf.statusCode).toBe(200);
    expect(parsePdf(pdf.rawPayload).text).toContain(order.orderNumber);
  });

  it('a signed-in customer\'s e-mails point to their account and carry no guest link', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await invoice(sub.id);
    const mails = (await sentMails(t)).filter((raw) => raw.includes(sub.orderNumber));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const raw of mails) expect(linkIn(raw)).toBeNull();
    const invoiceMail = mails.find((raw) => raw.includes('Subject: Invoice'));
    expect(invoiceMail).toContain(`/account/submissions/${sub.orderNumber}`);
    expect(invoiceMail).toMatch(/Content-Disposition: attachment;\s+filename="?Invoice_INV-/);
    expect(await t.database.db.select().from(guestOrderLinks).where(eq(guestOrderLinks.submissionId, sub.id))).toEqual([]);
  });

  it('the invoice e-mail carries a fresh link and the invoice PDF; the link opens that order and no other', async () => {
    const first = await guestOrder();
    const other = await guestOrder();
    const confirmation = linkIn((await mailsTo(first.email, 'Full LOA submission received'))[0]!)!;
    await invoice(first.id);
    const [mail] = await mailsTo(first.email, 'Subject: Invoice INV-');
    expect(mail).toMatch(/Content-Disposition: attachment;\s+filename="?Invoice_INV-/);
    expect(mail).toContain('no account needed');
    const link = linkIn(mail!)!;
    expect(link.orderNumber).toBe(first.orderNumber);
    expect(link.token).not.toBe(confirmation.token);

    const res = await open(link.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.submission.orderNumber).toBe(first.orderNumber);
    expect(body.shipping.invoice).toMatchObject({ status: 'unpaid', totalCents: 16500 });
    expect(JSON.stringify(body)).not.toContain(other.orderNumber);
    // The newest e-mail's link replaces the one before.
    expect((await open(confirmation.token)).statusCode).toBe(404);
    const otherLink = linkIn((await mailsTo(other.email, 'Full LOA submission received'))[0]!)!;
    expect((await open(otherLink.token)).json().submission.orderNumber).toBe(other.orderNumber);

    const invoicePdf = await open(link.token, '/api/guest-order/invoice/pdf');
    expect(invoicePdf.statusCode).toBe(200);
    expect(parsePdf(invoicePdf.rawPayload).text).toContain(body.shipping.invoice.invoiceNumber);
  });
});

describe('refusals and limits', () => {
  it('a wrong token is 404, a malformed one 400 naming the header, an expired one 410; none is a 500', async () => {
    const wrong = await open('A'.repeat(43), '/api/guest-order', '127.0.0.21');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(GUEST_LINK_MESSAGES.invalid);
    const malformed = await open('short', '/api/guest-order', '127.0.0.21');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json())).toContain(GUEST_LINK_HEADER);
    const missing = await t.app.inject({ method: 'GET', url: '/api/guest-order' });
    expect(missing.statusCode).toBe(400);

    const order = await guestOrder();
    const link = linkIn((await mailsTo(order.email, 'Full LOA submission received'))[0]!)!;
    await t.database.db.update(guestOrderLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(guestOrderLinks.submissionId, order.id));
    const expired = await open(link.token, '/api/guest-order', '127.0.0.21');
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(GUEST_LINK_MESSAGES.expired);
    expect((await payByLink(link.token)).statusCode).toBe(410);
  });

  it('guessing is limited per address: after the cap of misses, even a right token waits; other addresses do not', async () => {
    const order = await guestOrder();
    const link = linkIn((await mailsTo(order.email, 'Full LOA submission received'))[0]!)!;
    const guesser = '127.0.0.22';
    for (let i = 0; i < GUEST_LINK_MISSES.max; i++) expect((await open(`${String(i).padStart(2, '0')}${'x'.repeat(41)}`, '/api/guest-order', guesser)).statusCode).toBe(404);
    const locked = await open(link.token, '/api/guest-order', guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json().message).toMatch(/^Too many attempts with links that do not work\. Please try again in \d+ minutes?\.$/);
    expect((await open(link.token, '/api/guest-order', '127.0.0.23')).statusCode).toBe(200);
  });

  it('matches do not add up: a guest opening their link many times is never locked by it', async () => {
    const order = await guestOrder();
    const link = linkIn((await mailsTo(order.email, 'Full LOA submission received'))[0]!)!;
    for (let i = 0; i < GUEST_LINK_MISSES.max + 3; i++) expect((await open(link.token, '/api/guest-order', '127.0.0.24')).statusCode).toBe(200);
  });
});

describe('paying through the link', () => {
  it('charges the stored total once and settles the invoice; the link then refuses to pay again but still serves the PDFs', async () => {
    const order = await guestOrder();
    await invoice(order.id);
    const link = linkIn((await mailsTo(order.email, 'Subject: Invoice INV-'))[0]!)!;
    const before = (await p.providerCharges()).length;
    const paid = await payByLink(link.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoice).toMatchObject({ status: 'paid', totalCents: 16500 });
    expect((await p.providerCharges()).slice(before).map((c) => c.amount)).toEqual([16500]);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, order.id));
    expect(row?.paymentStatus).toBe('paid');
    const [bill] = await t.database.db.select().from(invoices).where(eq(invoices.submissionId, order.id));
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, bill!.id))).toHaveLength(1);
    const receiptMail = (await mailsTo(order.email, 'Receipt for invoice'))[0];
    expect(receiptMail).toContain('link in your invoice e-mail');

    // Paid: a second payment through the same link is refused by the charge engine, nothing is charged.
    const again = await payByLink(link.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SHIPPING_MESSAGES.alreadyPaid);
    expect((await p.providerCharges()).length).toBe(before + 1);
    // Viewing and the PDFs stay until the link expires.
    expect((await open(link.token)).json().shipping.invoice.status).toBe('paid');
    expect((await open(link.token, '/api/guest-order/invoice/receipt/pdf')).statusCode).toBe(200);
  });

  it('two payments racing through the link charge once', async () => {
    const order = await guestOrder();
    await invoice(order.id);
    const link = linkIn((await mailsTo(order.email, 'Subject: Invoice INV-'))[0]!)!;
    const before = (await p.providerCharges()).length;
    const codes = (await Promise.all([payByLink(link.token), payByLink(link.token)])).map((r) => r.statusCode).sort();
    expect([[200, 409], [200, 200]]).toContainEqual(codes);
    expect((await p.providerCharges()).length - before).toBe(1);
  });

  it('answers nothing internal; a corrected invoice writes a fresh link that pays the new invoice', async () => {
    const order = await guestOrder();
    await invoice(order.id);
    const firstLink = linkIn((await mailsTo(order.email, 'Subject: Invoice INV-'))[0]!)!;
    const reason = 'INTERNAL-VOID-REASON-7731';
    expect((await inject(t.app, a.admin, 'POST', `/api/admin/submissions/${order.id}/invoice/void`, { reason })).statusCode).toBe(200);
    expect((await issueInvoice(t.app, a.admin, order.id, 3000, 0)).statusCode).toBe(201);
    const invoiceMails = await mailsTo(order.email, 'Subject: Invoice INV-');
    expect(invoiceMails).toHaveLength(2);
    const link = linkIn(invoiceMails[1]!)!;
    expect((await open(firstLink.token)).statusCode).toBe(404);
    const body = (await open(link.token)).body;
    // The void reason and the issuing admin stay with the admins; the cancelled invoice is not shown.
    expect(body).not.toContain(reason);
    expect(body).not.toContain('issuedBy');
    expect(body).not.toContain('visitorSessionId');
    expect(body).not.toContain('-1"');
    expect(JSON.parse(body).shipping.invoice.invoiceNumber).toMatch(/-2$/);
    const paid = await payByLink(link.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().invoice.totalCents).toBe(15500);
  });
});
