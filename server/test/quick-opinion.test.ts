import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { TEST_CARDS } from '@shared/schemas/payment';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { multipart } from './support/multipart';

let t: TestApp;
let base: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  // The payment sandbox is reached over HTTP, so this app listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as { port: number }).port;
  base = `http://127.0.0.1:${port}`;
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } }).jpeg().toBuffer();
});
afterAll(async () => {
  await t.close();
});


async function upload(cookie: string | undefined, files: { name: string; data: Buffer; type?: string }[]) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-images',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }, fallback?: string) => {
  const c = res.cookies.find((x) => x.name === 'goat_sid');
  return c ? `goat_sid=${c.value}` : fallback;
};

async function cardToken(number: string): Promise<string> {
  const config = (await t.app.inject({ url: '/api/clover-config' })).json();
  const res = await fetch(`${base}/sandbox/clover/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: config.publicKey },
    body: JSON.stringify({ card: { number, exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123' } }),
  });
  return ((await res.json()) as { id: string }).id;
}

function pay(cookie: string | undefined, amount: number, token: string, reference: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: cookie ? { cookie } : {},
    payload: {
      amount,
      currency: 'USD',
      cardToken: token,
      description: 'Quick Opinion',
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: reference },
    },
  });
}

const submission = (imageUrls: string[], transactionId: string, items = 1) => ({
  serviceType: 'quick_opinion',
  email: 'avery@example.com',
  fullName: 'Avery Stone',
  items: Array.from({ length: items }, () => ({ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls })),
  agree: true,
  cloverTransactionId: transactionId,
  // The orders of these tests are all meant: "Submit again?" answered yes.
  confirmDuplicate: true,
  // Fields the server must ignore:
  userId: 999,
  status: 'completed',
  paymentStatus: 'paid',
  paymentAmount: 0,
});

describe('image uploads', () => {
  it('stores a real JPEG under an unguessable name and serves it back', async () => {
    const res = await upload(undefined, [{ name: 'front.jpg', data: jpeg }]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().imageUrls as string[];
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    // Served to the browser session that uploaded it (account-submissions.test.ts has the other rules).
    const img = await t.app.inject({ url: url!, headers: { cookie: cookieOf(res)! } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
  });

  it('decides the type by bytes: a text file named .jpg is refused, naming the file', async () => {
    const res = await upload(undefined, [{ name: 'fake.jpg', data: Buffer.from('just some text, not an image'.repeat(20)) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File "fake.jpg" must be JPG, PNG, WebP or HEIC format');
  });

  it('takes a WebP photo (every accepted type of shared/uploads.ts) and serves a JPEG copy', async () => {
    const webp = await sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).webp().toBuffer();
    const res = await upload(undefined, [{ name: 'phone.webp', data: webp, type: 'image/webp' }]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().imageUrls as string[];
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const img = await t.app.inject({ url: url!, headers: { cookie: cookieOf(res)! } });
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(img.rawPayload).metadata()).format).toBe('jpeg');
  });

  it("takes an iPhone's HEIC photo and serves it as an upright JPEG with its pixels", async () => {
    // 160 × 120, red on the left half and blue on the right (made once with Debian's heif-enc).
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iphone-photo.heic'));
    const res = await upload(undefined, [{ name: 'IMG_0001.HEIC', data: heic, type: 'image/heic' }]);
    expect(res.statusCode).toBe(200);
    const [url] = res.json().imageUrls as string[];
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const img = await t.app.inject({ url: url!, headers: { cookie: cookieOf(res)! } });
    expect(img.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(img.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([160, 120]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [lr, , lb] = pixel(20, 60);
    const [rr, , rb] = pixel(140, 60);
    expect(lr).toBeGreaterThan(150);
    expect(lb).toBeLessThan(90);
    expect(rb).toBeGreaterThan(150);
    expect(rr).toBeLessThan(90);
  });

  it('refuses a HEIC over 25 megapixels at its header, naming the size', async () => {
    // 5200 × 5000 of one colour: a few KB that would decode to 104 MB of pixels.
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/too-many-pixels.heic'));
    const res = await upload(undefined, [{ name: 'IMG_0002.HEIC', data: heic, type: 'image/heic' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'This photo, "IMG_0002.HEIC", is too large (5200 × 5000 pixels, 26 megapixels). Please upload one under 25 megapixels.',
    );
  });

  it('refuses a file that only pretends to be HEIC', async () => {
    const heic = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iphone-photo.heic'));
    const res = await upload(undefined, [{ name: 'cut.heic', data: Buffer.concat([heic.subarray(0, 60), Buffer.alloc(2000, 9)]), type: 'image/heic' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('File "cut.heic" must be JPG, PNG, WebP or HEIC format');
  });

  it('refuses a file that only starts like a JPEG', async () => {
    const res = await upload(undefined, [{ name: 'trick.jpg', data: Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(4000, 7)]) }]);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a GIF even when declared as image/png', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer();
    const res = await upload(undefined, [{ name: 'anim.png', data: gif, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('anim.png');
  });

  it.each(['/uploads/../package.json', '/uploads/..%2f..%2fpackage.json', '/uploads/not-a-uuid.jpg'])('answers %s with 404', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"scripts"');
  });
});

describe('Quick Opinion payment and submission', () => {
  it('charges once, creates a paid pending submission from the charge, and ignores forged fields', async () => {
    const up = await upload(undefined, [{ name: 'a.jpg', data: jpeg }]);
    const cookie = cookieOf(up)!;
    const urls = up.json().imageUrls as string[];
    const token = await cardToken(TEST_CARDS.approved);
    const first = await pay(cookie, 2000, token, 'QO-20261121-0001');
    expect(first.statusCode).toBe(200);
    const charge = first.json();
    expect(charge).toMatchObject({ success: true, cardLast4: '4242', orderId: 'QO-20261121-0001' });

    // A double click or retry (even with a fresh token) answers with the first result: no second charge.
    const again = await pay(cookie, 2000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0001');
    expect(again.json()).toEqual(charge);
    // The same reference for a different basket is refused rather than answered with the old charge.
    const changed = await pay(cookie, 3000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0001');
    expect(changed.statusCode).toBe(409);

    const created = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(urls, charge.transactionId, 2) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      userId: null,
      status: 'pending',
      paymentStatus: 'paid',
      paymentMethod: 'clover',
      paymentAmount: '20.00',
      quantity: 2,
      cloverTransactionId: charge.transactionId,
      cardLast4: '4242',
      cloverOrderId: 'QO-20261121-0001',
      // Taken by the built-in sandbox, and recorded so: never to be mistaken for money received.
      paymentMode: 'sandbox',
      testPayment: true,
    });
    expect(created.json().orderNumber).toMatch(ORDER_NUMBER_PATTERN);

    // The same charge cannot pay for a second submission.
    const reuse = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(urls, charge.transactionId, 2) });
    expect(reuse.statusCode).toBe(402);
  });

  it('refuses a reused card token and a declined card, recording nothing as paid', async () => {
    const up = await upload(undefined, [{ name: 'b.jpg', data: jpeg }]);
    const cookie = cookieOf(up)!;
    const declined = await pay(cookie, 1000, await cardToken(TEST_CARDS.declined), 'QO-20261121-0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ success: false, error: 'Your card was declined.' });

    const token = await cardToken(TEST_CARDS.approved);
    expect((await pay(cookie, 1000, token, 'QO-20261121-0003')).statusCode).toBe(200);
    const reused = await pay(cookie, 1000, token, 'QO-20261121-0004');
    expect(reused.statusCode).toBe(402);
    expect(reused.json().success).toBe(false);
  });

  it('refuses an amount that is not $10 per item before charging', async () => {
    const res = await pay(undefined, 1500, await cardToken(TEST_CARDS.approved), 'QO-20261121-0005');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('amount');
  });

  it('refuses a submission whose item count does not match the charge, or with a forged transaction id', async () => {
    const up = await upload(undefined, [{ name: 'c.jpg', data: jpeg }]);
    const cookie = cookieOf(up)!;
    const urls = up.json().imageUrls as string[];
    const paid = (await pay(cookie, 1000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0006')).json();
    const mismatch = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(urls, paid.transactionId, 3) });
    expect(mismatch.statusCode).toBe(402);
    expect(mismatch.json().message).toBe('The payment does not match the order: these 3 items cost $30.00');
    const forged = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(urls, 'ch_forged', 1) });
    expect(forged.statusCode).toBe(402);
    // The charge stays unattached and an admin can list it.
    const ok = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(urls, paid.transactionId, 1) });
    expect(ok.statusCode).toBe(201);
  });

  it("cannot use another browser's charge or images", async () => {
    const up = await upload(undefined, [{ name: 'd.jpg', data: jpeg }]);
    const owner = cookieOf(up)!;
    const paid = (await pay(owner, 1000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0007')).json();
    const stranger = (await registerUser(t.app, 'stranger')).cookie;
    const steal = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie: stranger },
      payload: submission(up.json().imageUrls, paid.transactionId, 1),
    });
    expect(steal.statusCode).toBe(400);
    const sameRef = await pay(stranger, 1000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0007');
    expect(sameRef.json().transactionId).not.toBe(paid.transactionId);
  });

  it('attaches the signed-in user from the session and validates fields by name', async () => {
    const { cookie, user } = await registerUser(t.app, 'buyer');
    const up = await upload(cookie, [{ name: 'e.jpg', data: jpeg }]);
    const paid = (await pay(cookie, 1000, await cardToken(TEST_CARDS.approved), 'QO-20261121-0008')).json();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie },
      payload: { ...submission(up.json().imageUrls, paid.transactionId, 1), email: 'nope', agree: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ email: 'Please enter a valid email address', agree: 'You must agree to the terms and conditions' });
    const ok = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { cookie }, payload: submission(up.json().imageUrls, paid.transactionId, 1) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().userId).toBe(user.id);
  });
});
