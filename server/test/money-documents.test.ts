import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive } from './support/shipping-fixtures';
import { bundlePayload, cardToken, fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/** What the documents say about money and items: from the stored invoices and payments, titled by athlete and type. */
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // The card tokens come from the built-in sandbox, over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await actors(t.app, 'money');
});
afterAll(async () => {
  await t.close();
});

const LONG_NOTES = 'Chicago Bulls #23 home jersey, signed on the front number in blue Sharpie. Bought at a 1997 card show in Chicago from a dealer';

/** A Full LOA of a Michael Jordan jersey and a Tom Brady football, with the customer's long notes. */
async function twoItemLoa(cookie = a.customer) {
  const up = await uploadImages(t.app, cookie, 2);
  const res = await postSubmission(
    t.app,
    cookie,
    fullLoaPayload([
      { athlete: 'michael-jordan', imageUrl: up.urls[0]!, itemType: 'jersey', notes: LONG_NOTES },
      { athlete: 'tom-brady', imageUrl: up.urls[1]!, itemType: 'football', notes: LONG_NOTES },
    ]),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string; item: string };
}

const pdfText = async (cookie: string | undefined, url: string) => {
  const res = await inject(t.app, cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return parsePdf(res.rawPayload).text;
};

describe('the submission PDF after the invoice', () => {
  it('shows the invoice (lines, failed-item fee, shipping, insurance, total) and its card payment, not the estimate', async () => {
    const sub = await twoItemLoa();
    const before = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(before).toContain('Estimated total');

    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass', 'fail']);
    const issued = await issueInvoice(t.app, a.admin, sub.id, 2500, 1500);
    expect(issued.statusCode, issued.body).toBe(201);
    const invoice = issued.json().invoice as { invoiceNumber: string; totalCents: number };
    const total = `$${(invoice.totalCents / 100).toFixed(2)}`;

    const unpaid = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(unpaid).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(unpaid).toMatch(new RegExp(`${total.replace('$', '\\$')} due by`));
    expect(unpaid).not.toContain('Estimated total');

    const paid = await inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: await cardToken(t.app, TEST_CARDS.approved) });
    expect(paid.statusCode, paid.body).toBe(200);

    const text = await pdfText(a.customer, `/api/submissions/${sub.orderNumber}/pdf`);
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain('Item 1: Michael Jordan, authenticated (Full LOA)');
    // Its items match the Back-to-Back bundle: the line says why the bundle price no longer applies.
    expect(text.replace(/\s+/g, ' ')).toContain('Item 2: Tom Brady, did not pass (failed-item fee; the Back-to-Back discount is dropped: with this fee, the items one by one cost less than the bundle price of $232.50)');
    expect(text).toContain('Return shipping $25.00');
    expect(text).toContain('Return shipping insurance $15.00');
    expect(text).toContain(`Total ${total}`);
    expect(text).toMatch(new RegExp(`Paid ${total.replace('$', '\\$')} by card ending 4242 on \\w+ \\d+, \\d{4}`));
    // A sandbox charge says so, wherever it is shown.
    expect(text).toContain('Test payment');
    expect(text).not.toContain('Estimated total');
    expect(text).not.toContain('$280.00');
  });
});

describe('receipts of card payments made with the submission', () => {
  async function paidQuickOpinion() {
    const { cookie } = await registerUser(t.app, `qo_${Math.random().toString(36).slice(2, 8)}`);
    const up = await uploadImages(t.app, cookie, 1);
    const reference = `QO-RECEIPT-${Math.random().toString(36).slice(2, 8)}`;
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      headers: { cookie },
      payload: {
        amount: 1000,
        currency: 'USD',
        cardToken: await cardToken(t.app, TEST_CARDS.approved),
        description: 'Quick Opinion',
        customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: reference },
      },
    });
    expect(charge.statusCode, charge.body).toBe(200);
    const created = await postSubmission(t.app, cookie, {
      serviceType: 'quick_opinion',
      email: 'avery@example.com',
      fullName: 'Avery Stone',
      items: [{ athlete: 'michael-jordan', description: LONG_NOTES, imageUrls: up.urls }],
      agree: true,
      cloverTransactionId: charge.json().transactionId,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { cookie, sub: created.json() as { orderNumber: string; item: string; cloverTransactionId: string } };
  }

  it('gives the owner and an admin a receipt of the $10 Quick Opinion payment, marked as a test payment', async () => {
    const { cookie, sub } = await paidQuickOpinion();
    // Titled by athlete and type, never by the customer's notes.
    expect(sub.item).toBe('Michael Jordan autograph');
    const url = `/api/submissions/${sub.orderNumber}/receipt/pdf`;
    const text = await pdfText(cookie, url);
    expect(text).toContain('TEST PAYMENT - NO MONEY TAKEN');
    expect(text).toContain(`Receipt for order ${sub.orderNumber}`);
    expect(text).toContain('Quick Opinion, 1 item');
    expect(text).toContain('Amount: $10.00');
    expect(text).toMatch(/ending 4242/);
    expect(text).toContain(sub.cloverTransactionId);
    expect(text).not.toContain('Bought at a 1997');
    expect(await pdfText(a.admin, url)).toContain('Amount: $10.00');

    const stranger = await inject(t.app, a.customer, 'GET', url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Submission not found');
  });

  it('gives the visitor who ordered a bundle, in the same browser, the receipt of its card payment', async () => {
    const athletes = ['tom-brady', 'wayne-gretzky', 'michael-jordan'] as const;
    const photos = await uploadImages(t.app, undefined, athletes.length);
    const charge = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      headers: { cookie: photos.cookie },
      payload: {
        amount: 28800,
        currency: 'USD',
        cardToken: await cardToken(t.app, TEST_CARDS.approved),
        description: 'Bundle 3-peat',
        serviceType: 'bundle_loa',
        bundle: { bundleType: '3-peat', athletes },
        customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: 'BUNDLE-RECEIPT-1' },
      },
    });
    expect(charge.statusCode, charge.body).toBe(200);
    const items = athletes.map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! }));
    const created = await postSubmission(t.app, photos.cookie, bundlePayload('3-peat', items, charge.json().transactionId));
    expect(created.statusCode, created.body).toBe(201);
    const text = await pdfText(photos.cookie, `/api/submissions/${created.json().orderNumber}/receipt/pdf`);
    expect(text).toContain('3-Peat bundle, 3 items $288.00');
    expect(text).toContain('Amount: $288.00');
    expect(text).toContain('TEST PAYMENT - NO MONEY TAKEN');
  });

  it('answers a submission paid by invoice that it has no card payment of its own', async () => {
    const sub = await twoItemLoa();
    const res = await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}/receipt/pdf`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This submission was not paid by card when it was submitted: its receipt comes with its invoice');
  });
});

describe('titles of orders and items', () => {
  it('titles the order from athletes and item types, never from the notes', async () => {
    const sub = await twoItemLoa();
    expect(sub.item).toBe('2 items: Michael Jordan jersey, Tom Brady football');
    const details = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json() as { items: { title: string }[] };
    expect(details.items.map((i) => i.title)).toEqual(['Michael Jordan signed jersey', 'Tom Brady signed football']);
  });

  it('lets the admin title an item before its certificate, puts that title on the certificate, then refuses changes', async () => {
    const sub = await twoItemLoa();
    const details = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json() as { items: { id: number }[] };
    const [first, second] = details.items;
    const url = (itemId: number) => `/api/admin/submissions/${sub.id}/items/${itemId}/title`;

    const empty = await inject(t.app, a.admin, 'PUT', url(first!.id), { title: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Item title is required');
    const tooLong = await inject(t.app, a.admin, 'PUT', url(first!.id), { title: 'x'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Item title must be at most 80 characters');
    expect((await inject(t.app, a.customer, 'PUT', url(first!.id), { title: 'Mine' })).statusCode).toBe(403);
    const otherItem = await inject(t.app, a.admin, 'PUT', `/api/admin/submissions/${sub.id}/items/${second!.id + 100000}/title`, { title: 'Nope' });
    expect(otherItem.statusCode).toBe(404);

    const saved = await inject(t.app, a.admin, 'PUT', url(first!.id), { title: '  Michael Jordan signed 1997 Bulls home jersey ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().items[0].title).toBe('Michael Jordan signed 1997 Bulls home jersey');
    // The admins' record says who retitled it and from what; the customer's timeline does not show it.
    const again = await inject(t.app, a.admin, 'PUT', url(first!.id), { title: 'Michael Jordan signed 1997 Bulls jersey' });
    expect(again.statusCode, again.body).toBe(200);
    expect((await inject(t.app, a.admin, 'PUT', url(first!.id), { title: 'Michael Jordan signed 1997 Bulls jersey' })).statusCode).toBe(200);
    const titled = (again.json() as { history: { kind: string; fromValue: string | null; toValue: string | null; changedBy: string | null }[] }).history.filter((h) => h.kind === 'item_title');
    expect(titled.map((h) => [h.fromValue, h.toValue])).toEqual([
      [null, 'item 1: Michael Jordan signed 1997 Bulls home jersey'],
      ['item 1: Michael Jordan signed 1997 Bulls home jersey', 'item 1: Michael Jordan signed 1997 Bulls jersey'],
    ]);
    expect(titled.every((h) => h.changedBy)).toBe(true);
    const customerView = (await inject(t.app, a.customer, 'GET', `/api/submissions/${sub.orderNumber}`)).json() as { statusHistory: { kind: string }[] };
    expect(customerView.statusHistory.some((h) => h.kind === 'item_title')).toBe(false);
    await inject(t.app, a.admin, 'PUT', url(first!.id), { title: 'Michael Jordan signed 1997 Bulls home jersey' });

    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass', 'pass']);
    const after = (await inject(t.app, a.admin, 'GET', `/api/admin/submissions/${sub.id}`)).json() as {
      certificates: { certificateNumber: string; item: string; itemId: number }[];
    };
    const cert = after.certificates.find((c) => c.itemId === first!.id)!;
    expect(cert.item).toBe('Michael Jordan signed 1997 Bulls home jersey');
    expect(after.certificates.find((c) => c.itemId === second!.id)?.item).toBe('Tom Brady signed football');
    const letter = await pdfText(a.customer, `/api/certificates/${cert.certificateNumber}/pdf`);
    expect(letter).toContain('Michael Jordan signed 1997 Bulls home jersey');
    expect(letter).not.toContain('Bought at a 1997');

    const late = await inject(t.app, a.admin, 'PUT', url(first!.id), { title: 'Another title' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This item already has its certificate: its title can no longer change');
  });
});
