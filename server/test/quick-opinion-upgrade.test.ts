import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { submissionItems, submissions } from '../src/db/schema';
import { cardToken, cookieOf, fullLoaPayload, postSubmission, uploadImages, sentMail, type Athlete } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://goat.example.com', PAYMENTS_MODE: 'sandbox' });
  // The payment sandbox is reached over HTTP, so this app listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

let reference = 0;
const DAY = 24 * 60 * 60 * 1000;

/** A paid Quick Opinion of `count` items made by this browser (signed in or not); its order number. */
async function quickOpinion(cookie: string | undefined, count = 1): Promise<string> {
  const photos = await uploadImages(t.app, cookie, 1);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: { cookie: photos.cookie },
    payload: {
      amount: count * 1000,
      currency: 'USD',
      cardToken: await cardToken(t.app, TEST_CARDS.approved),
      description: 'Quick Opinion',
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: `QO-20261123-${String(++reference).padStart(4, '0')}` },
    },
  });
  expect(paid.statusCode).toBe(200);
  const res = await postSubmission(t.app, cookieOf(paid, photos.cookie), {
    serviceType: 'quick_opinion',
    email: 'avery@example.com',
    fullName: 'Avery Stone',
    items: Array.from({ length: count }, () => ({ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: photos.urls })),
    agree: true,
    cloverTransactionId: paid.json().transactionId,
  });
  expect(res.statusCode).toBe(201);
  return res.json().orderNumber as string;
}

/**
 * Writes a Quick Opinion's verdict straight into its row, as if reviewed `at`: what an upgrade reads.
 * (The admin's review writes it through its record command; here only the result matters.)
 */
async function setResult(orderNumber: string, result: 'pass' | 'fail', at = new Date()): Promise<boolean> {
  const done = await t.database.db
    .update(submissions)
    .set({ outcome: result, outcomeAt: at })
    .where(and(eq(submissions.orderNumber, orderNumber), eq(submissions.serviceType, 'quick_opinion')))
    .returning({ id: submissions.id });
  return done.length === 1;
}

/** Gives a Quick Opinion's items these verdicts, item by item, in their order. */
async function judgeItems(orderNumber: string, verdicts: ('pass' | 'fail')[]) {
  const [row] = await t.database.db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber));
  const items = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, row!.id)).orderBy(asc(submissionItems.position));
  for (const [n, item] of items.entries()) await t.database.db.update(submissionItems).set({ outcome: verdicts[n] ?? null }).where(eq(submissionItems.id, item.id));
}

/** A Full LOA of these athletes, upgrading `upgradeFrom`, sent by this browser. */
async function upgrade(cookie: string | undefined, upgradeFrom: string, athletes: Athlete[] = ['michael-jordan'], extra: object = {}) {
  const photos = await uploadImages(t.app, cookie, athletes.length);
  const items = athletes.map((athlete, n) => ({ athlete, imageUrl: photos.urls[n]! }));
  return postSubmission(t.app, photos.cookie, fullLoaPayload(items, { upgradeFrom, ...extra }));
}

describe('upgrading a passing Quick Opinion to a Full LOA', () => {
  it('credits $10 per Quick Opinion item once, on the stored submission, its e-mail and its PDF', async () => {
    const owner = await registerUser(t.app, 'upgrader');
    const qo = await quickOpinion(owner.cookie, 2);
    expect(await setResult(qo, 'pass')).toBe(true);

    const res = await upgrade(owner.cookie, qo.toLowerCase(), ['michael-jordan', 'wayne-gretzky']);
    expect(res.statusCode).toBe(201);
    const full = res.json();
    // Jordan and Gretzky at The Goal's bundle price ($179.40 instead of $125 + $70), less the $20 credit.
    expect(full).toMatchObject({ serviceType: 'full_loa', upgradedFrom: qo, upgradeCreditCents: 2000, paymentAmountCents: 15940 });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.orderNumber, full.orderNumber));
    expect(row).toMatchObject({ upgradeCreditCents: 2000, paymentAmountCents: 15940 });

    const mail = await sentMail(t, (raw) => raw.includes(`Full LOA submission received: order ${full.orderNumber}`));
    expect(mail).toContain(`Quick Opinion credit (${qo}): $20.00`);
    expect(mail).toContain('Estimated total $159.40');

    const pdf = await t.app.inject({ url: `/api/submissions/${full.orderNumber}/pdf`, headers: { cookie: owner.cookie } });
    expect(pdf.statusCode).toBe(200);
    const { text } = parsePdf(pdf.rawPayload);
    expect(text).toContain(`Quick Opinion credit (${qo})`);
    expect(text).toContain('-$20.00');
    expect(text).toContain('$179.40');
    expect(text).toContain('$159.40');

    // A second upgrade of the same Quick Opinion is refused.
    const again = await upgrade(owner.cookie, qo);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.upgradeFrom).toMatch(/already been upgraded/);
  });

  it('never credits more than the items cost, and lets one of two simultaneous upgrades through', async () => {
    const owner = await registerUser(t.app, 'capped');
    const qo = await quickOpinion(owner.cookie, 10);
    await setResult(qo, 'pass');
    const [a, b] = await Promise.all([
      upgrade(owner.cookie, qo, ['wayne-gretzky'], { serviceLevel: 'expedited' }),
      upgrade(owner.cookie, qo, ['wayne-gretzky']),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const created = (a.statusCode === 201 ? a : b).json();
    // $100 of credit against a $70 item: $70 is taken off, the fees are still due.
    expect(created.upgradeCreditCents).toBe(7000);
    expect(created.paymentAmountCents).toBe(created.expeditedFeeCents);
    const rows = await t.database.db.select().from(submissions).where(eq(submissions.upgradeCreditCents, 7000));
    expect(rows).toHaveLength(1);
  });

  it('refuses a fail, no result yet, and after 30 days; accepts on the last day', async () => {
    const owner = await registerUser(t.app, 'refused');
    const failed = await quickOpinion(owner.cookie);
    await setResult(failed, 'fail');
    const noResult = await quickOpinion(owner.cookie);
    const old = await quickOpinion(owner.cookie);
    await setResult(old, 'pass', new Date(Date.now() - 31 * DAY));
    const lastDay = await quickOpinion(owner.cookie);
    await setResult(lastDay, 'pass', new Date(Date.now() - 29 * DAY));
    // Items judged apart, both failed: a result, no verdict for the whole (docs/decisions/013), nothing passed.
    const bothFailed = await quickOpinion(owner.cookie, 2);
    await t.database.db.update(submissions).set({ outcome: null, outcomeAt: new Date() }).where(eq(submissions.orderNumber, bothFailed));
    await judgeItems(bothFailed, ['fail', 'fail']);

    for (const [number, message] of [
      [failed, /only a Quick Opinion with an item that passed/],
      [bothFailed, /only a Quick Opinion with an item that passed/],
      [noResult, /no result yet/],
      [old, /30 days/],
    ] as const) {
      const res = await upgrade(owner.cookie, number);
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.upgradeFrom).toMatch(message);
    }
    // Moved past the window through the database handle.
    await t.database.db.update(submissions).set({ outcomeAt: new Date(Date.now() - 30 * DAY - 60_000) }).where(eq(submissions.orderNumber, lastDay));
    expect((await upgrade(owner.cookie, lastDay)).statusCode).toBe(409);
    await t.database.db.update(submissions).set({ outcomeAt: new Date(Date.now() - 30 * DAY + 60_000) }).where(eq(submissions.orderNumber, lastDay));
    expect((await upgrade(owner.cookie, lastDay)).statusCode).toBe(201);
  });

  it('credits each item that passed when the others failed', async () => {
    const owner = await registerUser(t.app, 'mixed');
    const qo = await quickOpinion(owner.cookie, 2);
    await t.database.db.update(submissions).set({ outcome: null, outcomeAt: new Date() }).where(eq(submissions.orderNumber, qo));
    await judgeItems(qo, ['pass', 'fail']);
    const res = await upgrade(owner.cookie, qo, ['michael-jordan']);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ upgradedFrom: qo, upgradeCreditCents: 1000, paymentAmountCents: 12500 - 1000 });
  });

  it("refuses someone else's Quick Opinion, a visitor's, a Full LOA and an unknown number, naming upgradeFrom", async () => {
    const owner = await registerUser(t.app, 'owner');
    const stranger = await registerUser(t.app, 'stranger');
    const qo = await quickOpinion(owner.cookie);
    await setResult(qo, 'pass');
    const fullLoa = (await upgrade(owner.cookie, qo)).json().orderNumber as string;

    const other = await quickOpinion(owner.cookie);
    await setResult(other, 'pass');
    for (const number of [other, fullLoa, 'GA-0000-0000']) {
      const res = await upgrade(number === other ? stranger.cookie : owner.cookie, number);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.upgradeFrom).toBe('Upgrade from: no Quick Opinion of yours has this order number');
    }
    // A visitor (even the browser that made it) must sign in first.
    const visitorQo = await quickOpinion(undefined);
    await setResult(visitorQo, 'pass');
    const visitor = await upgrade(undefined, visitorQo);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errors.upgradeFrom).toMatch(/sign in/);

    const malformed = await upgrade(owner.cookie, 'QO-12345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.upgradeFrom).toMatch(/order number such as GA-/);
    expect(await setResult(fullLoa, 'pass')).toBe(false);
  });
});
