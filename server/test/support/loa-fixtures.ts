import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { TEST_CARDS } from '@shared/schemas/payment';
import { multipart } from './multipart';

/** Helpers of the Full LOA, Bundle and PDF tests: uploads, card payments and valid payloads. */

let jpeg: Buffer | null = null;
export async function testJpeg(): Promise<Buffer> {
  jpeg ??= await sharp({ create: { width: 120, height: 90, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
  return jpeg;
}

export const cookieOf = (res: LightMyRequestResponse, fallback?: string): string | undefined => {
  const c = res.cookies.find((x) => x.name === 'goat_sid');
  return c ? `goat_sid=${c.value}` : fallback;
};

/** Uploads `count` JPEGs in one request; returns their URLs and the session cookie (new or given). */
export async function uploadImages(app: FastifyInstance, cookie: string | undefined, count = 1) {
  const data = await testJpeg();
  const body = multipart(Array.from({ length: count }, (_, n) => ({ name: `item-${n}.jpg`, data })));
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload-images',
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload failed ${res.statusCode}: ${res.body}`);
  return { urls: res.json().imageUrls as string[], cookie: cookieOf(res, cookie)! };
}

/** A single-use card token from the built-in Clover sandbox (the app must be listening). */
export async function cardToken(app: FastifyInstance, number: string): Promise<string> {
  const { publicKey } = (await app.inject({ url: '/api/clover-config' })).json();
  const port = (app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/clover/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: publicKey },
    body: JSON.stringify({ card: { number, exp_month: '12', exp_year: String(new Date().getFullYear() + 2), cvv: '123' } }),
  });
  return ((await res.json()) as { id: string }).id;
}

/**
 * An approved charge of the built-in card sandbox, made by this browser for an order, as the Quick
 * Opinion and Bundle checkouts make it (POST /api/process-clover-payment; the app must be listening).
 */
export async function payByCard(
  app: FastifyInstance,
  cookie: string | undefined,
  order: { amount: number; reference: string; description?: string; serviceType?: 'bundle_loa'; bundle?: { bundleType: string; athletes: readonly string[] } },
) {
  const { reference, description = 'Quick Opinion', ...rest } = order;
  return app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: cookie ? { cookie } : {},
    payload: {
      ...rest,
      currency: 'USD',
      cardToken: await cardToken(app, TEST_CARDS.approved),
      description,
      customerInfo: { name: 'Riley Refund', email: 'riley.refund@example.com', submissionId: reference },
    },
  });
}

/**
 * POST /api/submissions. The orders a test places are all meant: it answers "Submit again?" with yes
 * (confirmDuplicate) unless the payload says otherwise; submission-duplicates.test.ts asks the question.
 */
export const postSubmission = (app: FastifyInstance, cookie: string | undefined, payload: object, idempotencyKey?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { ...(cookie ? { cookie } : {}), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { confirmDuplicate: true, ...payload },
  });

export const contact = {
  email: 'avery@example.com',
  fullName: 'Avery Stone',
  phoneNumber: '(555) 123-4567',
  address: '123 Main Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
};

export type Athlete = 'michael-jordan' | 'tom-brady' | 'wayne-gretzky';

/**
 * Every item declares a value unless told otherwise (null: none), so its return may be insured and the
 * invoice may bill that insurance (decision 036).
 */
const DEFAULT_DECLARED_VALUE = '250';

export const fullLoaPayload = (items: { athlete: Athlete; imageUrl: string; itemType?: string; notes?: string; declaredValue?: string | null }[], extra: object = {}) => ({
  serviceType: 'full_loa',
  ...contact,
  items: items.map((i) => ({
    athlete: i.athlete,
    itemType: i.itemType ?? 'jersey',
    notes: i.notes ?? 'Signed home jersey, black marker',
    imageUrls: [i.imageUrl],
    declaredValue: i.declaredValue === undefined ? DEFAULT_DECLARED_VALUE : i.declaredValue,
  })),
  agree: true,
  ...extra,
});

/** A bundle's items carry one uploaded photo each, as the bundles page sends them. */
export const bundlePayload = (bundleType: string, items: { athlete: Athlete; imageUrl: string; declaredValue?: string | null }[], transactionId: string, extra: object = {}) => ({
  serviceType: 'bundle_loa',
  bundleType,
  ...contact,
  items: items.map((i) => ({
    athlete: i.athlete,
    itemType: 'Jersey',
    description: 'Signed jersey with a letter',
    imageUrls: [i.imageUrl],
    declaredValue: i.declaredValue === undefined ? DEFAULT_DECLARED_VALUE : i.declaredValue,
  })),
  agree: true,
  cloverTransactionId: transactionId,
  ...extra,
});

// Undo quoted-printable soft breaks and escapes (enough for ASCII assertions).
// Quoted-printable: a run of =XX is the UTF-8 bytes of one or more characters ("—" is =E2=80=94).
const decodeMail = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));

/**
 * Every e-mail the app has sent, oldest first: the files of DATA_DIR/outbox (no SMTP_URL in tests),
 * read once every send under way (a fire-and-forget after the reply included) has settled. No
 * waiting beyond that: what is not there now was not sent.
 */
export async function sentMails(t: { app: FastifyInstance; dataDir: string }): Promise<string[]> {
  await t.app.mailer.idle();
  const outbox = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((f) => path.join(outbox, f))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((f) => decodeMail(fs.readFileSync(f, 'utf8')));
}

/** The sent e-mail that matches (see sentMails), or undefined when none was sent. */
export async function sentMail(t: { app: FastifyInstance; dataDir: string }, match: (raw: string) => boolean): Promise<string | undefined> {
  return (await sentMails(t)).find(match);
}
