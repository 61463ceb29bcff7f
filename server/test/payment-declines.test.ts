import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { cardSummaryOf, TEST_CARDS } from '@shared/schemas/payment';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, complete, inject, issueInvoice, type ShippingActors, receive, submitLoa } from './support/shipping-fixtures';
import { cookieOf } from './support/loa-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

const LIMIT = 5;
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  // The real default limit (the test app raises it for other suites).
  t = await createTestApp({ ...ADMIN_ENV, DECLINED_CARDS_PER_HOUR: String(LIMIT) });
  // The payment sandbox is reached over HTTP, so this app listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await actors(t.app, 'decliner');
});
afterAll(async () => {
  await t.close();
});
// Cards are counted across the whole app by what the processor says of them (number and expiry):
// each test gets its own expiry, so the same test card numbers are other cards in every test.
let expiryYear = new Date().getFullYear() + 1;
beforeEach(() => {
  expiryYear++;
});

/** A single-use sandbox token and the card details it carries (last four, brand, expiry), as the SDK gives them. */
async function tokenFor(number: string, cvv = '123'): Promise<{ id: string; card: Record<string, string> }> {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  const port = (t.app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/clover/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: publicKey },
    body: JSON.stringify({ card: { number, exp_month: '12', exp_year: String(expiryYear), cvv } }),
  });
  return (await res.json()) as { id: string; card: Record<string, string> };
}

/** The sandbox provider's own record of charges or refunds (sandbox only). */
async function sandboxList(what: 'charges' | 'refunds'): Promise<Record<string, unknown>[]> {
  const { publicKey } = (await t.app.inject({ url: '/api/clover-config' })).json();
  const port = (t.app.server.address() as { port: number }).port;
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/clover/v1/${what}`, { headers: { apikey: publicKey } });
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
}

let reference = 0;
/**
 * A Quick Opinion charge of one item; `withCard` sends the token's card details along, `card` sends
 * whatever card details a client chooses to claim.
 */
async function payQuickOpinion(
  number: string,
  opts: { cookie?: string | undefined; ip: string; withCard?: boolean; card?: Record<string, string>; cvv?: string },
) {
  const token = await tokenFor(number, opts.cvv);
  return t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    remoteAddress: opts.ip,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    payload: {
      amount: 1000,
      currency: 'USD',
      cardToken: token.id,
      ...(opts.withCard ? { card: cardSummaryOf(token.card) } : opts.card ? { card: opts.card } : {}),
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: `QO-DECLINE-${++reference}` },
    },
  });
}

const statuses = (answers: LightMyRequestResponse[]) =>
  answers.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.statusCode]: (counts[r.statusCode] ?? 0) + 1 }), {});

function expectTooMany(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toMatch(/^Too many declined cards\. Please try again in \d+ minutes?\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('declined cards are limited', () => {
  it('per session: of 12 concurrent declined attempts at most 5 reach the provider; approved charges do not count', async () => {
    const first = await payQuickOpinion(TEST_CARDS.approved, { ip: '10.30.0.1' });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first)!;
    // Addresses differ, so only the session's count can stop them.
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => payQuickOpinion(TEST_CARDS.declined, { cookie, ip: `10.31.0.${i}` })));
    expect(statuses(answers)).toEqual({ 402: LIMIT, 429: 12 - LIMIT });
    expectTooMany(answers.find((r) => r.statusCode === 429)!);
    // Refused before charging: even a good card waits now.
    expectTooMany(await payQuickOpinion(TEST_CARDS.approved, { cookie, ip: '10.31.1.1' }));
  });

  it('per address, across new sessions', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await payQuickOpinion(TEST_CARDS.declined, { ip: '10.32.0.1' })).statusCode).toBe(402);
    expectTooMany(await payQuickOpinion(TEST_CARDS.declined, { ip: '10.32.0.1' }));
    // A customer elsewhere pays.
    expect((await payQuickOpinion(TEST_CARDS.approved, { ip: '10.32.0.2' })).statusCode).toBe(200);
  });

  it('per card (last four, expiry, brand), across sessions and addresses', async () => {
    for (let i = 0; i < LIMIT; i++) {
      expect((await payQuickOpinion('4000000000009995', { ip: `10.33.0.${i}`, withCard: true })).statusCode).toBe(402);
    }
    expectTooMany(await payQuickOpinion('4000000000009995', { ip: '10.33.1.1', withCard: true }));
    // Another card, from another session and address, is still charged (and declined).
    expect((await payQuickOpinion(TEST_CARDS.declined, { ip: '10.33.1.2', withCard: true })).statusCode).toBe(402);
  });

  it('per card by what the processor says of it: a client that leaves out or lies about the card is counted the same', async () => {
    const card = '4000000000000002';
    // New sessions and addresses every time: only the card's own count can stop them.
    const lies = [undefined, { cardLast4: '1111', cardBrand: 'MC', expMonth: '1', expYear: '2031' }];
    for (let i = 0; i < LIMIT; i++) {
      const res = await payQuickOpinion(card, { ip: `10.34.0.${i}`, ...(lies[i % 2] ? { card: lies[i % 2]! } : {}) });
      expect(res.statusCode).toBe(402);
    }
    for (let i = 0; i < 3; i++) expectTooMany(await payQuickOpinion(card, { ip: `10.34.1.${i}`, ...(i === 1 ? { card: lies[1]! } : {}) }));
  });

  it('a locked card is refused even when the processor approves it: the charge is refunded, nothing is paid', async () => {
    // A tester guessing the security code of one card: the processor declines each wrong guess.
    for (let i = 0; i < LIMIT; i++) expect((await payQuickOpinion(TEST_CARDS.approved, { ip: `10.35.0.${i}`, cvv: '000' })).statusCode).toBe(402);
    // The right code is approved by the processor, but the card is locked: 429, and the money goes back.
    const refundsBefore = await sandboxList('refunds');
    const res = await payQuickOpinion(TEST_CARDS.approved, { ip: '10.35.1.1' });
    expectTooMany(res);
    const refunds = (await sandboxList('refunds')).slice(refundsBefore.length);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 1000 });
    // The same card from another session and address is refused too; another card still pays.
    expectTooMany(await payQuickOpinion(TEST_CARDS.approved, { ip: '10.35.1.2' }));
    expect((await payQuickOpinion('5555555555554444', { ip: '10.35.1.3' })).statusCode).toBe(200);
  });

  it('on invoice payment too', async () => {
    const sub = await submitLoa(t.app, a.customer);
    await receive(t.app, a.admin, sub.id);
    await complete(t.app, a.admin, sub.id, ['pass']);
    expect((await issueInvoice(t.app, a.admin, sub.id)).statusCode).toBe(201);
    const payInvoice = async () =>
      inject(t.app, a.customer, 'POST', `/api/submissions/${sub.orderNumber}/invoice/pay`, { cardToken: (await tokenFor(TEST_CARDS.declined)).id });
    for (let i = 0; i < LIMIT; i++) expect((await payInvoice()).statusCode).toBe(402);
    expectTooMany(await payInvoice());
  });
});
