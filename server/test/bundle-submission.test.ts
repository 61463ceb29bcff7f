import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { TEST_CARDS } from '@shared/schemas/payment';
import { payments } from '../src/db/schema';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { bundlePayload, cardToken, cookieOf, postSubmission, uploadImages, sentMail, type Athlete } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The payment sandbox is reached over HTTP, so this app listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

let reference = 0;
const nextReference = () => `BL-20261121-${String(++reference).padStart(4, '0')}`;

/**
 * Uploads one photo per item and pays for the bundle, as the bundles page does; returns the reply,
 * the session cookie and the items with their photos.
 */
async function payBundle(cookie: string | undefined, bundleType: string, athletes: Athlete[], amount: number, orderReference = nextReference()) {
  const photos = await uploadImages(t.app, cookie, athletes.length);
  const items = athletes.map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: { cookie: photos.cookie },
    payload: {
      amount,
      currency: 'USD',
      cardToken: await cardToken(t.app, TEST_CARDS.approved),
      description: `Bundle ${bundleType}`,
      serviceType: 'bundle_loa',
      bundle: { bundleType, athletes },
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: orderReference },
    },
  });
  return { res, cookie: cookieOf(res, photos.cookie), orderReference, items };
}

const chargesOf = (orderReference: string) => t.database.db.select().from(payments).where(eq(payments.orderReference, orderReference));

describe('bundle pricing through the API', () => {
  it.each([
    ['back-to-back', ['michael-jordan', 'tom-brady'], 23250, '232.50'],
    ['the-goal', ['wayne-gretzky', 'tom-brady'], 17940, '179.40'],
    ['the-goal', ['michael-jordan', 'wayne-gretzky'], 17940, '179.40'],
    ['3-peat', ['tom-brady', 'wayne-gretzky', 'michael-jordan'], 28800, '288.00'],
  ] as const)('%s with %j is paid at the bundle price and recorded as paid', async (bundleType, athletes, cents, dollars) => {
    const paid = await payBundle(undefined, bundleType, [...athletes], cents);
    expect(paid.res.statusCode).toBe(200);
    const charge = paid.res.json();
    const res = await postSubmission(
      t.app,
      paid.cookie,
      bundlePayload(bundleType, paid.items, charge.transactionId, {
        // Forged: the server decides all of these.
        paymentAmount: 1,
        paymentStatus: 'pending_invoice',
        status: 'completed',
        userId: 999,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      serviceType: 'bundle_loa',
      bundleType,
      status: 'pending',
      userId: null,
      paymentStatus: 'paid',
      paymentMethod: 'clover',
      paymentAmount: dollars,
      paymentAmountCents: cents,
      cloverTransactionId: charge.transactionId,
      cardLast4: '4242',
      cloverOrderId: paid.orderReference,
      quantity: athletes.length,
      athlete: 'multiple-athletes',
      expeditedFee: '0.00',
      eraSignatureFee: '0.00',
    });
    expect(res.json().items.map((i: { athlete: string }) => i.athlete)).toEqual(athletes);
  });

  it.each([
    ['a wrong athlete', 'back-to-back', ['michael-jordan', 'wayne-gretzky'], 19500],
    ['an extra item', 'back-to-back', ['michael-jordan', 'tom-brady', 'tom-brady'], 37500],
    ['duplicates', 'the-goal', ['wayne-gretzky', 'wayne-gretzky'], 14000],
    ['a missing athlete', '3-peat', ['michael-jordan', 'wayne-gretzky'], 19500],
  ] as const)('with %s the discount is dropped: the bundle price is refused before charging, the individual price is taken', async (_why, bundleType, athletes, individual) => {
    const bundlePrice = { 'back-to-back': 23250, 'the-goal': 17940, '3-peat': 28800 }[bundleType];
    const refused = await payBundle(undefined, bundleType, [...athletes], bundlePrice);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.res.json().errors).toEqual({ amount: 'Amount does not match the order' });
    expect(await chargesOf(refused.orderReference)).toEqual([]);

    const paid = await payBundle(refused.cookie, bundleType, [...athletes], individual);
    expect(paid.res.statusCode).toBe(200);
    const res = await postSubmission(t.app, paid.cookie, bundlePayload(bundleType, paid.items, paid.res.json().transactionId));
    expect(res.statusCode).toBe(201);
    expect(res.json().paymentAmountCents).toBe(individual);
  });

  it('requires the bundle details to pay for a bundle', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      payload: {
        amount: 23250,
        currency: 'USD',
        cardToken: 'clv_whatever',
        serviceType: 'bundle_loa',
        customerInfo: { name: 'A', email: 'a@example.com', submissionId: nextReference() },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('bundle');
  });
});

describe('bundle payment integrity', () => {
  it('refuses a submission whose items no longer match what was paid, keeping the charge unattached', async () => {
    const paid = await payBundle(undefined, 'back-to-back', ['michael-jordan', 'tom-brady'], 23250);
    const transactionId = paid.res.json().transactionId as string;
    const extra = await uploadImages(t.app, paid.cookie);
    const changed = await postSubmission(t.app, paid.cookie, bundlePayload('back-to-back', [...paid.items, { athlete: 'wayne-gretzky', imageUrl: extra.urls[0]! }], transactionId));
    expect(changed.statusCode).toBe(402);
    expect(changed.json().message).toBe('The payment does not match the order: these 3 items cost $320.00');
    const [charge] = await chargesOf(paid.orderReference);
    expect(charge).toMatchObject({ status: 'approved', submissionId: null });
  });

  it('refuses a forged transaction id, another browser’s charge, a reused charge and a request without a session', async () => {
    const athletes: Athlete[] = ['wayne-gretzky', 'michael-jordan'];
    const paid = await payBundle(undefined, 'the-goal', athletes, 17940);
    const transactionId = paid.res.json().transactionId as string;

    const forged = await postSubmission(t.app, paid.cookie, bundlePayload('the-goal', paid.items, 'ch_forged'));
    expect(forged.statusCode).toBe(402);
    // The stranger sends photos of their own, so only the charge can be what is refused.
    const stranger = (await registerUser(t.app, 'b_stranger')).cookie;
    const strangerPhotos = await uploadImages(t.app, stranger, athletes.length);
    const strangerItems = athletes.map((athlete, n) => ({ athlete, imageUrl: strangerPhotos.urls[n]! }));
    const stolen = await postSubmission(t.app, stranger, bundlePayload('the-goal', strangerItems, transactionId));
    expect(stolen.statusCode).toBe(402);
    const anonymous = await postSubmission(t.app, undefined, bundlePayload('the-goal', paid.items, transactionId));
    expect(anonymous.statusCode).toBe(402);

    const first = await postSubmission(t.app, paid.cookie, bundlePayload('the-goal', paid.items, transactionId));
    expect(first.statusCode).toBe(201);
    const reused = await postSubmission(t.app, paid.cookie, bundlePayload('the-goal', paid.items, transactionId));
    expect(reused.statusCode).toBe(402);
    expect(reused.json().message).toBe('This payment is already attached to another submission');
  });

  it('does not accept a Quick Opinion charge for a bundle', async () => {
    const qo = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      payload: {
        amount: 2000,
        currency: 'USD',
        cardToken: await cardToken(t.app, TEST_CARDS.approved),
        customerInfo: { name: 'A', email: 'a@example.com', submissionId: nextReference() },
      },
    });
    const photos = await uploadImages(t.app, cookieOf(qo), 2);
    const items = (['michael-jordan', 'tom-brady'] as const).map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! }));
    const res = await postSubmission(t.app, photos.cookie, bundlePayload('back-to-back', items, qo.json().transactionId));
    expect(res.statusCode).toBe(402);
  });

  it('attaches the signed-in customer, stores own images, refuses foreign ones', async () => {
    const { cookie, user } = await registerUser(t.app, 'b_buyer');
    const own = await uploadImages(t.app, cookie, 2);
    const foreign = await uploadImages(t.app, undefined);
    const paid = await payBundle(cookie, 'back-to-back', ['tom-brady', 'michael-jordan'], 23250);
    const transactionId = paid.res.json().transactionId as string;
    const base = bundlePayload('back-to-back', paid.items, transactionId);
    const withImages = (urls: string[][]) => ({ ...base, items: base.items.map((i, n) => ({ ...i, imageUrls: urls[n] })) });

    const bad = await postSubmission(t.app, cookie, withImages([[own.urls[0]!], foreign.urls]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ 'items.1.imageUrls': 'Images must be uploaded to this site' });

    const ok = await postSubmission(t.app, cookie, withImages([[own.urls[0]!], [own.urls[1]!]]));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ userId: user.id, imageUrls: own.urls });
  });
});

describe('bundle validation', () => {
  // Validation answers before the session or the photos' owner is looked at: a well-formed URL will do.
  const image = '/uploads/00000000-0000-4000-8000-000000000000.jpg';
  const items = (['michael-jordan', 'tom-brady', 'wayne-gretzky'] as const).map((athlete) => ({ athlete, imageUrl: image }));
  const post = (over: object) => postSubmission(t.app, undefined, { ...bundlePayload('3-peat', items, 'ch_x'), ...over });
  const item = (over: object = {}) => ({ athlete: 'tom-brady', itemType: 'Ball', description: 'Signed game ball', imageUrls: [image], ...over });

  it.each([
    ['items', { items: [item()] }, 'Bundle must contain at least 2 items'],
    ['items', { items: Array.from({ length: 11 }, () => item()) }, 'Maximum 10 items per order'],
    ['items.0.itemType', { items: [item({ itemType: ' ' }), item()] }, 'Item type is required'],
    ['items.1.description', { items: [item(), item({ description: 'abc' })] }, 'Item description is required'],
    ['items.0.athlete', { items: [item({ athlete: '' }), item()] }, 'Athlete is required'],
    ['items.0.imageUrls', { items: [item({ imageUrls: [] }), item()] }, 'Image is required for this item'],
    ['items.1.imageUrls', { items: [item(), item({ imageUrls: undefined })] }, 'Image is required for this item'],
    ['items.0.imageUrls', { items: [item({ imageUrls: [image, image] }), item()] }, 'Only one image per item is accepted'],
    ['bundleType', { bundleType: 'four-peat' }, 'Please choose a bundle'],
    ['phoneNumber', { phoneNumber: '123' }, 'Please enter a valid phone number'],
    ['address', { address: 'x' }, 'Shipping address is required'],
    ['zipCode', { zipCode: '' }, 'Zip/Postal code is required'],
    ['cloverTransactionId', { cloverTransactionId: '' }, 'A completed payment is required'],
    ['agree', { agree: false }, 'You must agree to the terms and conditions'],
  ] as const)('refuses a bad %s with 400 naming it', async (field, over, message) => {
    const res = await post(over);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
  });
});

describe('bundle confirmation and PDF', () => {
  it('e-mails the confirmation and gives the same browser a PDF showing the discount and the card payment', async () => {
    const paid = await payBundle(undefined, 'back-to-back', ['michael-jordan', 'tom-brady'], 23250);
    const created = await postSubmission(t.app, paid.cookie, bundlePayload('back-to-back', paid.items, paid.res.json().transactionId, { email: 'bundle.mail@example.com' }));
    expect(created.statusCode).toBe(201);
    const orderNumber = created.json().orderNumber as string;
    expect(orderNumber).toMatch(ORDER_NUMBER_PATTERN);

    const mail = await sentMail(t, (raw) => raw.includes(`Bundle received: order ${orderNumber}`));
    expect(mail).toContain('To: bundle.mail@example.com');
    expect(mail).toContain('We received your payment of $232.50');
    expect(mail).toContain('The Back-to-Back bundle price was applied (7% OFF)');

    // The built-in sandbox took this payment: the e-mail and the PDF both say it was a test.
    expect(mail).toContain('card ending 4242; Test payment (built-in sandbox, no money taken)');
    const pdf = await t.app.inject({ url: `/api/submissions/${orderNumber}/pdf`, headers: { cookie: paid.cookie! } });
    expect(pdf.statusCode).toBe(200);
    const { text } = parsePdf(pdf.rawPayload);
    expect(text).toContain('Back-to-Back bundle discount (7% OFF) -$17.50');
    expect(text).toContain('Total $232.50');
    expect(text).toContain('Paid $232.50 by card ending 4242');
    expect(text).toContain('Test payment (built-in sandbox, no money taken)');
    expect(text).toContain(`Order ${orderNumber}`);
    expect(text).not.toContain('invoice to follow');
  });
});
