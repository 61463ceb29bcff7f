import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_TEST_CARDS, TEST_CARDS } from '@shared/schemas/payment';
import { cardToken, postSubmission, uploadImages } from './support/loa-fixtures';
import { startProviderApp, type ProviderApp } from './support/provider-app';
import { registerUser, type TestApp } from './support/test-app';

/**
 * Payment faults (decision 016) on the Quick Opinion's card payment: a provider that takes the charge and
 * then answers 500, or answers later than we wait. No double charge on retry, no paid submission
 * without a charge, and the customer reads a payment-failed message that says what to do.
 */
let provider: ProviderApp;
let t: TestApp;
let cookie = '';
beforeAll(async () => {
  provider = await startProviderApp();
  t = provider.t;
  cookie = (await registerUser(t.app, 'faulty')).cookie;
});
afterAll(() => provider.close());

const providerCharges = async () => (await provider.providerCharges()).length;
const providerAnswered = () => provider.providerAnswered();

const pay = async (card: string, reference: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/process-clover-payment',
    headers: { cookie },
    payload: {
      amount: 1000,
      currency: 'USD',
      cardToken: await cardToken(t.app, card),
      description: 'Quick Opinion',
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', submissionId: reference },
    },
  });

async function submitWith(transactionId: string) {
  const up = await uploadImages(t.app, cookie);
  return postSubmission(t.app, cookie, {
    serviceType: 'quick_opinion',
    email: 'avery@example.com',
    fullName: 'Avery Stone',
    items: [{ athlete: 'michael-jordan', description: 'Signed 1998 Finals jersey', imageUrls: up.urls }],
    agree: true,
    cloverTransactionId: transactionId,
  });
}

describe('a provider that fails mid-charge', () => {
  it('charges once when the provider charges and then answers 500 (the retry reuses the key)', async () => {
    const before = await providerCharges();
    const res = await pay(FAULT_TEST_CARDS.errorAfterCharge, 'QO-FAULT-500');
    expect(res.statusCode, res.body).toBe(200);
    expect((await providerCharges()) - before).toBe(1);
    expect((await submitWith(res.json().transactionId)).statusCode).toBe(201);
  });

  it('says the payment is unconfirmed when the provider is too slow, creates nothing, and charges once on retry', async () => {
    const before = await providerCharges();
    const first = await pay(FAULT_TEST_CARDS.slowAfterCharge, 'QO-FAULT-SLOW');
    // Not a decline (402): the one code of an unknown outcome on every charge route (charge-once.ts).
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toMatch(/could not confirm your payment.*not been charged twice/i);
    // No paid submission without a charge we know of.
    expect((await submitWith('ch_made_up')).statusCode).toBe(402);
    // The provider stays slow for this key until its late answer has gone out: wait for that, then retry.
    expect(await providerAnswered()).toBe(true);
    const retry = await pay(TEST_CARDS.approved, 'QO-FAULT-SLOW');
    expect(retry.statusCode, retry.body).toBe(200);
    // The provider took one charge in all: the retry got the first one back.
    expect((await providerCharges()) - before).toBe(1);
    expect((await submitWith(retry.json().transactionId)).statusCode).toBe(201);
  });
});
