import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@shared/schemas/payment';
import { authThrottle, mailOutbox, passwordResetTokens, payments, refunds, submissionClaimTokens, submissions, users } from '../src/db/schema';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, inject, type ShippingActors } from './support/shipping-fixtures';
import { cardToken, fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { failMailTo } from './support/mail-fault';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * Every e-mail is written in the transaction of the change that causes it (docs/decisions/028): the reset
 * link, the claim link, the e-mail-change notice, the submission confirmation and the refund e-mail.
 * A fault at the moment the e-mail is written (a trigger on mail_outbox, as a crash between the two would
 * be) must take the change with it; without the fault, the change and its message are both there.
 */
let t: TestApp;
let a: ShippingActors;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // The card sandbox answers over HTTP (cardToken).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  a = await actors(t.app, 'mtx');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
/** The outbox's messages to this address, once every write under way has settled. */
async function outboxTo(email: string) {
  await t.app.mailer.idle();
  return db()
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`);
}
const visitorFullLoa = async (email: string) => {
  const upload = await uploadImages(t.app, undefined);
  return postSubmission(t.app, upload.cookie, fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: upload.urls[0]! }], { email }));
};

describe('an e-mail and its change are written together, or not at all', () => {
  it('the password-reset link: its token row and its e-mail, and the recipient count with them', async () => {
    const { user } = await registerUser(t.app, 'mtx_reset');
    const forgot = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const tokens = () => db().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    const count = async () => (await db().select().from(authThrottle).where(eq(authThrottle.key, `mail:to:${user.email.toLowerCase()}`)))[0]?.failures ?? 0;

    const undo = await failMailTo(db(), user.email);
    expect((await forgot()).statusCode).toBe(202);
    expect(await outboxTo(user.email)).toEqual([]);
    expect(await tokens()).toHaveLength(0);
    // The per-recipient count was taken in the transaction: rolled back with it.
    expect(await count()).toBe(0);
    await undo();

    expect((await forgot()).statusCode).toBe(202);
    expect((await outboxTo(user.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/Reset your .* password/)]);
    expect(await tokens()).toHaveLength(1);
    expect(await count()).toBe(1);
  });

  it('the claim link: its token row and its e-mail', async () => {
    const { user, cookie } = await registerUser(t.app, 'mtx_claim');
    expect((await visitorFullLoa(user.email)).statusCode).toBe(201);
    const claimMails = async () => (await outboxTo(user.email)).filter((m) => /earlier orders/.test(m.subject));
    const tokens = () => db().select().from(submissionClaimTokens).where(eq(submissionClaimTokens.userId, user.id));

    const undo = await failMailTo(db(), user.email);
    expect((await inject(t.app, cookie, 'POST', '/api/account/claims')).statusCode).toBe(202);
    expect(await claimMails()).toEqual([]);
    expect(await tokens()).toHaveLength(0);
    await undo();

    expect((await inject(t.app, cookie, 'POST', '/api/account/claims')).statusCode).toBe(202);
    expect(await claimMails()).toHaveLength(1);
    expect(await tokens()).toHaveLength(1);
  });

  it('the e-mail-change notice: the new address and the notice to the old one', async () => {
    const { user, cookie } = await registerUser(t.app, 'mtx_change');
    const change = (email: string) => inject(t.app, cookie, 'PUT', '/api/account/profile', { firstName: 'Avery', lastName: 'Stone', email, currentPassword: 'harbor-lantern-47' });
    const emailNow = async () => (await db().select({ email: users.email }).from(users).where(eq(users.id, user.id)))[0]!.email;

    const undo = await failMailTo(db(), user.email);
    const failed = await change('mtx-moved@example.com');
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('test fault');
    expect(await emailNow()).toBe(user.email);
    expect(await outboxTo(user.email)).toEqual([]);
    await undo();

    expect((await change('mtx-moved@example.com')).statusCode).toBe(200);
    expect(await emailNow()).toBe('mtx-moved@example.com');
    expect((await outboxTo(user.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/e-mail was changed/)]);
  });

  it('the submission confirmation: the submission and its confirmation', async () => {
    const email = 'mtx-submitter@example.com';
    const made = () => db().select({ id: submissions.id }).from(submissions).where(eq(submissions.email, email));

    const undo = await failMailTo(db(), email);
    const failed = await visitorFullLoa(email);
    expect(failed.statusCode).toBe(500);
    expect(await made()).toHaveLength(0);
    expect(await outboxTo(email)).toEqual([]);
    await undo();

    const res = await visitorFullLoa(email);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().confirmationEmailSent).toBe(true);
    expect(await made()).toHaveLength(1);
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('the refund e-mail: the refund recorded and its e-mail (a lost write leaves it pending, to settle with its key)', async () => {
    /** An approved $10 charge attached to nothing, paid under this e-mail (the refund e-mail's recipient). */
    const charge = async (email: string) => {
      const res = await inject(t.app, a.customer, 'POST', '/api/process-clover-payment', {
        amount: 1000,
        currency: 'USD',
        cardToken: await cardToken(t.app, TEST_CARDS.approved),
        description: 'Quick Opinion',
        customerInfo: { name: 'Riley Refund', email, submissionId: `QO-MTX-${Math.random().toString(36).slice(2, 10)}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (await db().select().from(payments).where(eq(payments.transactionId, res.json().transactionId as string)))[0]!.id;
    };
    const refundOf = (paymentId: number) => inject(t.app, a.admin, 'POST', `/api/admin/payments/${paymentId}/refunds`, { reason: 'Never ordered', requestKey: `mail-in-tx-${paymentId}` });
    const statuses = async (paymentId: number) => (await db().select({ status: refunds.status }).from(refunds).where(eq(refunds.paymentId, paymentId))).map((r) => r.status);

    const lost = 'mtx-refund-lost@example.com';
    const lostPayment = await charge(lost);
    const undo = await failMailTo(db(), lost);
    const failed = await refundOf(lostPayment);
    expect(failed.statusCode).toBe(500);
    expect(await statuses(lostPayment)).toEqual(['pending']);
    expect(await outboxTo(lost)).toEqual([]);
    await undo();

    const kept = 'mtx-refund-kept@example.com';
    const keptPayment = await charge(kept);
    expect((await refundOf(keptPayment)).statusCode).toBe(201);
    expect(await statuses(keptPayment)).toEqual(['succeeded']);
    expect((await outboxTo(kept)).map((m) => m.subject)).toEqual([expect.stringMatching(/Your payment was refunded/)]);
  });
});
