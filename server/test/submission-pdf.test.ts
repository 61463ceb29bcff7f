import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITIES, ORDER_NUMBER_PATTERN } from '@shared/constants';
import { createTestApp, registerUser, sessionCookie, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';

let t: TestApp;
let visitor: { cookie: string; id: string };
let customer: { cookie: string; id: string };
let admin: string;

// Submissions are addressed by their order number (GA-XXXX-XXXX), never by the database id.
const getPdf = (id: string, cookie?: string) => t.app.inject({ url: `/api/submissions/${id}/pdf`, headers: cookie ? { cookie } : {} });
const login = async (usernameOrEmail: string, password: string) =>
  sessionCookie(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usernameOrEmail, password } }));

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // A visitor (no account) submits two items, one with a name outside Latin-1.
  const up = await uploadImages(t.app, undefined, 2);
  const created = await postSubmission(
    t.app,
    up.cookie,
    fullLoaPayload(
      [
        { athlete: 'michael-jordan', imageUrl: up.urls[0]!, itemType: 'jersey', notes: 'Chicago home jersey signed across the number 23' },
        { athlete: 'wayne-gretzky', imageUrl: up.urls[1]!, itemType: 'hockey-puck', notes: 'Oilers puck, silver ink' },
      ],
      { fullName: 'Jiří Łukasz Nowak', serviceLevel: 'expedited', eraSignature: true, shippingMethod: 'express' },
    ),
  );
  if (created.statusCode !== 201) throw new Error(created.body);
  visitor = { cookie: up.cookie, id: created.json().orderNumber };
  expect(visitor.id).toMatch(ORDER_NUMBER_PATTERN);

  const reg = await registerUser(t.app, 'pdf_owner');
  const own = await uploadImages(t.app, reg.cookie);
  const mine = await postSubmission(t.app, reg.cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: own.urls[0]! }]));
  customer = { cookie: reg.cookie, id: mine.json().orderNumber };
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/submissions/:orderNumber/pdf', () => {
  it('gives the visitor who created it, in the same browser session, a real PDF to download', async () => {
    const res = await getPdf(visitor.id, visitor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Full_LOA_Submission_${visitor.id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');

    const pdf = parsePdf(res.rawPayload);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(1);
    // One photo per item (the QR code is drawn as vectors, not an image).
    expect(pdf.imageCount).toBe(2);
    // The fonts are embedded TrueType, so the name survives as typed.
    expect(pdf.dictionaries).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(pdf.dictionaries).toContain('/FontFile2');
    for (const expected of [
      'G.O.A.T. Authentication',
      `Order ${visitor.id}`,
      'Jiří Łukasz Nowak',
      'avery@example.com',
      '123 Main Street',
      'Springfield, IL 62701',
      'United States',
      'Full LOA, Expedited (7-10 business days)',
      'Return shipping: Express return shipping',
      'Item 1 · Michael Jordan',
      'Type: Jersey',
      'Chicago home jersey signed across the number 23',
      'Item 2 · Wayne Gretzky',
      'Type: Hockey Puck',
      'Oilers puck, silver ink',
      // Jordan and Gretzky match The Goal: its price ($179.40), not $125 + $70.
      'Authentication, 2 items (The Goal bundle, 8% OFF) $179.40',
      'Expedited service (7-10 business days) $90.00',
      'Era-appropriate signature check $30.00',
      'Estimated total (before shipping) $299.40',
      'return shipping is invoiced separately',
      'Payment: invoice to follow',
      ...FACILITIES.flatMap((f) => [f.name, ...f.lines]),
      `it carries order number ${visitor.id}`,
      'Use an insured, tracked shipping service',
    ]) {
      expect(pdf.text).toContain(expected);
    }
  });

  it('gives it to an admin', async () => {
    const res = await getPdf(visitor.id, admin);
    expect(res.statusCode).toBe(200);
    expect(parsePdf(res.rawPayload).text).toContain(`Order ${visitor.id}`);
  });

  it('gives the owner their own, from another session too', async () => {
    expect((await getPdf(customer.id, customer.cookie)).statusCode).toBe(200);
    const elsewhere = await login('collector_pdf_owner', 'harbor-lantern-47');
    expect(elsewhere).not.toBe(customer.cookie);
    const res = await getPdf(customer.id, elsewhere);
    expect(res.statusCode).toBe(200);
    expect(parsePdf(res.rawPayload).text).toContain('Item 1 · Tom Brady');
  });

  it('answers everyone else exactly as for an order number that does not exist', async () => {
    const missing = await getPdf('GA-0000-0000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Submission not found' });
    const otherVisitor = (await uploadImages(t.app, undefined)).cookie;
    const otherCustomer = (await registerUser(t.app, 'pdf_other')).cookie;
    for (const [id, cookie] of [
      [visitor.id, undefined], // a stranger without any session
      [visitor.id, otherVisitor], // another visitor's browser session
      [visitor.id, otherCustomer], // another customer
      [customer.id, visitor.cookie], // a visitor asking for a customer's
      [customer.id, otherCustomer],
      ['GA-0000-0000', admin], // even an admin for an order number that does not exist
    ] as const) {
      const res = await getPdf(id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it('still gives it to the visitor after they register in the same browser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: visitor.cookie },
      payload: { username: 'late_signup', email: 'late@example.com', password: 'harbor-lantern-47', firstName: 'Late', lastName: 'Signup', role: 'customer' },
    });
    expect(res.statusCode).toBe(201);
    expect((await getPdf(visitor.id, sessionCookie(res))).statusCode).toBe(200);
  });

  it.each(['abc', '1', 'GA-0000-000', 'GA-IIII-0000', "GA-0000-0000'--"])('refuses the order number %s with 400 naming it', async (id) => {
    const res = await getPdf(encodeURIComponent(id), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('orderNumber');
  });
});
