import { SMTPServer } from 'smtp-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@shared/uploads';
import { TEST_CARDS } from '@shared/schemas/payment';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string[]; raw: string }[] = [];
let base: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...ADMIN_ENV });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function multipart(name: string, data: Buffer) {
  const boundary = '----goatmail';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function token(number: string) {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  const res = await fetch(`${base}/sandbox/clover/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: publicKey },
    body: JSON.stringify({ card: { number, exp_month: 1, exp_year: new Date().getFullYear() + 1, cvv: '999' } }),
  });
  return ((await res.json()) as { id: string }).id;
}

describe('Quick Opinion side effects', () => {
  it('reports the built-in sandbox as test mode', async () => {
    const config = (await t.app.inject({ url: '/api/clover-config' })).json();
    expect(config).toMatchObject({ environment: 'sandbox', testMode: true, merchantId: expect.any(String) });
    expect(config.publicKey).toMatch(/^sandbox_pk_/);
  });

  it('refuses a file over 50 MB with 413 naming it, keeping nothing', async () => {
    const big = Buffer.alloc(MAX_IMAGE_BYTES + 1024, 1);
    const body = multipart('huge.jpg', big);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload-images', ...body });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File "huge.jpg" exceeds the 50MB size limit');
  });

  it('e-mails the customer a confirmation over SMTP', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#abc' } }).jpeg().toBuffer();
    const up = await t.app.inject({ method: 'POST', url: '/api/upload-images', ...multipart('x.jpg', jpeg) });
    const cookie = sessionCookie(up);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      headers: { cookie },
      payload: {
        amount: 1000,
        currency: 'USD',
        cardToken: await token(TEST_CARDS.approved),
        customerInfo: { name: 'Jo Mail', email: 'jo.mail@example.com', submissionId: 'QO-20261121-0100' },
      },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      headers: { cookie },
      payload: {
        serviceType: 'quick_opinion',
        email: 'jo.mail@example.com',
        fullName: 'Jo Mail',
        items: [{ athlete: 'wayne-gretzky', description: 'Signed rookie card', imageUrls: up.json().imageUrls }],
        agree: true,
        cloverTransactionId: paid.json().transactionId,
      },
    });
    expect(created.statusCode).toBe(201);
    // The confirmation goes out after the answer: once the mailer is idle, the SMTP server has accepted it.
    await t.app.mailer.idle();
    expect(received[0]?.to).toEqual(['jo.mail@example.com']);
    expect(received[0]?.raw).toContain(`Quick Opinion received: order ${created.json().orderNumber}`);
    expect(received[0]?.raw).toContain('Test payment (built-in sandbox,');
    expect(received[0]?.raw).toContain('you receive our opinion within one business day.');
  });

  it('lists approved charges without a submission to admins only', async () => {
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/process-clover-payment',
      payload: {
        amount: 3000,
        currency: 'USD',
        cardToken: await token(TEST_CARDS.approved),
        customerInfo: { name: 'Lost Order', email: 'lost@example.com', submissionId: 'QO-20261121-0200' },
      },
    });
    expect(paid.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/payments/unattached' })).statusCode).toBe(401);
    const list = await t.app.inject({ url: '/api/admin/payments/unattached', headers: { cookie: await signIn(t.app, 'boss', 'admin-password-1') } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ orderReference: 'QO-20261121-0200', amountCents: 3000, transactionId: paid.json().transactionId, mode: 'sandbox', testPayment: true }),
    ]);
  });
});
