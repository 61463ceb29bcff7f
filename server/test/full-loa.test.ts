import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { INVOICE_TIMING, orderNumberInPackage, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { fullLoaPayload, postSubmission, uploadImages, sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Full LOA submission', () => {
  it('is created pending an invoice, priced by the server, ignoring amounts and statuses sent by the client', async () => {
    const up = await uploadImages(t.app, undefined, 2);
    const res = await postSubmission(
      t.app,
      up.cookie,
      fullLoaPayload(
        [
          { athlete: 'michael-jordan', imageUrl: up.urls[0]!, itemType: 'jersey', notes: '1998 Finals jersey, signed on the number', declaredValue: null },
          { athlete: 'wayne-gretzky', imageUrl: up.urls[1]!, itemType: 'hockey-stick', notes: 'Game-used stick, signed on the blade', declaredValue: null },
        ],
        {
          // Forged: the server decides all of these.
          paymentAmount: 1,
          paymentAmountCents: 1,
          paymentStatus: 'paid',
          paymentMethod: 'clover',
          status: 'completed',
          userId: 999,
          expeditedFee: 0,
          eraSignatureFee: 0,
        },
      ),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      serviceType: 'full_loa',
      status: 'pending',
      userId: null,
      paymentStatus: 'pending_invoice',
      paymentMethod: 'invoice',
      paymentDate: null,
      cloverTransactionId: null,
      // Defaults of the form.
      serviceLevel: 'standard',
      eraSignature: false,
      country: 'USA',
      hologramPlacement: 'certificate',
      shippingMethod: 'standard',
      expeditedFee: '0.00',
      eraSignatureFee: '0.00',
      // Jordan and Gretzky match The Goal bundle: $179.40 instead of $195.
      paymentAmount: '179.40',
      paymentAmountCents: 17940,
      bundleType: 'the-goal',
      athlete: 'multiple-athletes',
      quantity: 2,
      address: '123 Main Street',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701',
      phoneNumber: '(555) 123-4567',
    });
    expect(body.item).toBe('2 items: Michael Jordan jersey, Wayne Gretzky hockey stick');
    expect(body.customerNotes).toBe('Item 1: 1998 Finals jersey, signed on the number\n\nItem 2: Game-used stick, signed on the blade');
    expect(body.items).toEqual([
      { id: expect.any(Number), outcome: null, athlete: 'michael-jordan', itemType: 'jersey', description: '1998 Finals jersey, signed on the number', imageUrls: [up.urls[0]], title: 'Michael Jordan signed jersey', declaredValueCents: null },
      { id: expect.any(Number), outcome: null, athlete: 'wayne-gretzky', itemType: 'hockey-stick', description: 'Game-used stick, signed on the blade', imageUrls: [up.urls[1]], title: 'Wayne Gretzky signed hockey stick', declaredValueCents: null },
    ]);
    expect(body.imageUrls).toEqual(up.urls);
  });

  it.each([
    ['expedited', { serviceLevel: 'expedited' }, { expeditedFee: '90.00', eraSignatureFee: '0.00', paymentAmount: '340.00' }],
    ['era signature', { eraSignature: true }, { expeditedFee: '0.00', eraSignatureFee: '30.00', paymentAmount: '280.00' }],
    ['both', { serviceLevel: 'expedited', eraSignature: true }, { expeditedFee: '90.00', eraSignatureFee: '30.00', paymentAmount: '370.00' }],
  ])('adds the %s fees', async (_name, options, expected) => {
    const up = await uploadImages(t.app, undefined, 2);
    const res = await postSubmission(
      t.app,
      up.cookie,
      fullLoaPayload(
        [
          // Two Jordan items match no bundle: $250 before the fees.
          { athlete: 'michael-jordan', imageUrl: up.urls[0]! },
          { athlete: 'michael-jordan', imageUrl: up.urls[1]! },
        ],
        options,
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...options, ...expected });
  });

  it('charges the bundle price for a bundle booked by invoice only while the items match it', async () => {
    const up = await uploadImages(t.app, undefined, 2);
    const items = (second: 'tom-brady' | 'michael-jordan') => [
      { athlete: 'michael-jordan' as const, imageUrl: up.urls[0]!, itemType: 'jersey', notes: 'Signed Bulls jersey, front number' },
      { athlete: second, imageUrl: up.urls[1]!, itemType: 'football', notes: 'Signed game ball, side panel' },
    ];
    const matching = await postSubmission(t.app, up.cookie, fullLoaPayload(items('tom-brady'), { bundleType: 'back-to-back', serviceLevel: 'expedited' }));
    expect(matching.statusCode).toBe(201);
    // $232.50 for the pair instead of $250, plus $45 expedited per item.
    expect(matching.json()).toMatchObject({ bundleType: 'back-to-back', paymentAmountCents: 23250 + 9000, paymentStatus: 'pending_invoice' });

    const changed = await postSubmission(t.app, up.cookie, fullLoaPayload(items('michael-jordan'), { bundleType: 'back-to-back' }));
    expect(changed.statusCode).toBe(201);
    // Still named, so the PDF and the invoice can say the bundle asked for was not applied.
    expect(changed.json()).toMatchObject({ bundleType: 'back-to-back', paymentAmountCents: 12500 + 12500 });

    const unknown = await postSubmission(t.app, up.cookie, fullLoaPayload(items('tom-brady'), { bundleType: 'free-stuff' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('bundleType');
  });

  it('gives items matching a bundle its price without coming from /bundles: charged, recorded, e-mailed and on the PDF', async () => {
    const up = await uploadImages(t.app, undefined, 2);
    const res = await postSubmission(
      t.app,
      up.cookie,
      fullLoaPayload(
        [
          { athlete: 'michael-jordan', imageUrl: up.urls[0]! },
          { athlete: 'tom-brady', imageUrl: up.urls[1]! },
        ],
        { email: 'auto.bundle@example.com' },
      ),
    );
    expect(res.statusCode).toBe(201);
    // One Jordan and one Brady item: $232.50 (Back-to-Back), as on /bundles, not $250.
    expect(res.json()).toMatchObject({ bundleType: 'back-to-back', paymentAmountCents: 23250, paymentAmount: '232.50' });
    const orderNumber = res.json().orderNumber as string;

    const mail = await sentMail(t, (raw) => raw.includes(`Full LOA submission received: order ${orderNumber}`));
    expect(mail).toContain('Estimated total $232.50');
    expect(mail).toContain('The Back-to-Back bundle price was applied (7% OFF)');

    const pdf = await t.app.inject({ url: `/api/submissions/${orderNumber}/pdf`, headers: { cookie: up.cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = parsePdf(pdf.rawPayload).text;
    expect(text).toContain('Authentication, 2 items (Back-to-Back bundle, 7% OFF) $232.50');
    expect(text).toContain('Estimated total (before shipping) $232.50');
  });

  it('attaches the signed-in customer and keeps the chosen options', async () => {
    const { cookie, user } = await registerUser(t.app, 'loa_buyer');
    const up = await uploadImages(t.app, cookie);
    const res = await postSubmission(
      t.app,
      cookie,
      fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]!, itemType: 'football' }], {
        country: 'CAN',
        hologramPlacement: 'item',
        shippingMethod: 'overnight',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.id, athlete: 'tom-brady', country: 'CAN', hologramPlacement: 'item', shippingMethod: 'overnight', paymentAmount: '125.00' });
  });

  it('e-mails a confirmation saying the invoice follows, with the packing instructions and facilities', async () => {
    const up = await uploadImages(t.app, undefined);
    const res = await postSubmission(t.app, up.cookie, fullLoaPayload([{ athlete: 'wayne-gretzky', imageUrl: up.urls[0]! }], { email: 'mail.loa@example.com' }));
    expect(res.statusCode).toBe(201);
    const orderNumber = res.json().orderNumber as string;
    const mail = await sentMail(t, (raw) => raw.includes(`Full LOA submission received: order ${orderNumber}`));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: mail.loa@example.com');
    expect(mail).toContain('the invoice follows once your items have been examined, within 15-20 business days from arrival.');
    expect(mail).not.toMatch(/weeks/);
    // The one wording of the page, the e-mail and the PDFs (shared/shipping-wording.ts).
    expect(mail).toContain(orderNumberInPackage(orderNumber));
    expect(mail).toContain(INVOICE_TIMING);
    expect(mail).toContain(RETURN_AFTER_PAYMENT);
    // The database id is never what the customer reads.
    expect(mail).not.toMatch(/submission #\d/i);
    // "Follow your submission" opens My Submissions for this order: sign in or register, then add it.
    expect(mail).toContain(`/account/submissions?order=${orderNumber}`);
    expect(mail).toContain('12345 Ventura Blvd, Suite 200');
    expect(mail).toContain('250 W Virginia St, Suite 110');
  });
});

describe('Full LOA validation', () => {
  let cookie: string;
  let image: string;
  beforeAll(async () => {
    const up = await uploadImages(t.app, undefined, 2);
    cookie = up.cookie;
    image = up.urls[0]!;
  });
  const item = (over: object = {}) => ({ athlete: 'michael-jordan', itemType: 'jersey', notes: 'Signed jersey', imageUrls: [image], ...over });
  const post = (over: object) => postSubmission(t.app, cookie, { ...fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: image }]), ...over });

  it.each([
    ['phoneNumber', () => ({ phoneNumber: '555-1234' }), 'Please enter a valid phone number'],
    ['address', () => ({ address: '12' }), 'Shipping address is required'],
    ['city', () => ({ city: '  ' }), 'City is required'],
    ['state', () => ({ state: '' }), 'State/Province is required'],
    ['zipCode', () => ({ zipCode: '' }), 'Zip/Postal code is required'],
    ['country', () => ({ country: 'Narnia' }), 'Country is required'],
    ['email', () => ({ email: 'not-an-email' }), 'Please enter a valid email address'],
    ['fullName', () => ({ fullName: 'A' }), 'Please enter your full name'],
    ['agree', () => ({ agree: false }), 'You must agree to the terms and conditions'],
    ['items', () => ({ items: [] }), 'At least one item is required'],
    ['items', () => ({ items: Array.from({ length: 11 }, () => item()) }), 'Maximum 10 items per order'],
    ['items.0.athlete', () => ({ items: [item({ athlete: 'larry-bird' })] }), 'Athlete is required'],
    ['items.0.itemType', () => ({ items: [item({ itemType: '' })] }), 'Item type is required'],
    ['items.0.itemType', () => ({ items: [item({ itemType: 'lunchbox' })] }), 'Item type is required'],
    ['items.0.notes', () => ({ items: [item({ notes: 'ok' })] }), 'Description is required'],
    ['items.0.imageUrls', () => ({ items: [item({ imageUrls: [] })] }), 'Image is required for this item'],
    ['items.0.imageUrls', () => ({ items: [item({ imageUrls: undefined })] }), 'Image is required for this item'],
    ['items.0.imageUrls', () => ({ items: [item({ imageUrls: [image, image] })] }), 'Only one image per item is accepted'],
    ['items.0.imageUrls.0', () => ({ items: [item({ imageUrls: ['https://evil.example/x.jpg'] })] }), 'Images must be uploaded to this site'],
  ] as const)('refuses a bad %s with 400 naming it', async (field, over, message) => {
    // Cases are built when the test runs: the uploaded image exists only then.
    const res = await post(over());
    expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  it('accepts exactly 10 items', async () => {
    const up = await uploadImages(t.app, cookie, 10);
    const res = await post({ items: up.urls.map((url) => item({ imageUrls: [url] })) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ quantity: 10, paymentAmount: '1250.00' });
  });

  it("refuses another browser's image, and an image without any session, with 400", async () => {
    const other = await uploadImages(t.app, undefined);
    const foreign = await post({ items: [item({ imageUrls: other.urls })] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'items.0.imageUrls': 'Images must be uploaded to this site' });
    const sessionless = await postSubmission(t.app, undefined, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: other.urls[0]! }]));
    expect(sessionless.statusCode).toBe(400);
    expect(sessionless.json().errors).toHaveProperty(['items.0.imageUrls']);
  });

  it('refuses an unknown service type, naming the field', async () => {
    const res = await post({ serviceType: 'platinum' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('serviceType');
  });
});
