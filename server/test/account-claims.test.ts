import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionClaimTokens, submissions } from '../src/db/schema';
import { fullLoaPayload, postSubmission, sentMail, sentMails, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://goat.example.com', PAYMENTS_MODE: 'sandbox' });
});
afterAll(async () => {
  await t.close();
});

const claim = (cookie?: string) => t.app.inject({ method: 'POST', url: '/api/account/claims', headers: cookie ? { cookie } : {} });
const confirm = (token: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/account/claims/confirm', headers: cookie ? { cookie } : {}, payload: { token } });

/** A Full LOA (no payment needed) sent by this browser, signed in or not, under this e-mail. */
async function submitAs(cookie: string | undefined, email: string) {
  const upload = await uploadImages(t.app, cookie);
  const res = await postSubmission(t.app, upload.cookie, fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: upload.urls[0]! }], { email }));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; orderNumber: string; userId: number | null };
}

/** The claim e-mails sent to this address, oldest first, once every send under way has settled. */
async function claimMails(email?: string): Promise<string[]> {
  return (await sentMails(t)).filter((raw) => raw.includes('/account/claim#token=') && (!email || raw.includes(`To: ${email}`)));
}

/** Asks for a claim link and reads its token from the new e-mail sent to `email`. */
async function requestToken(cookie: string, email: string): Promise<{ token: string; mail: string }> {
  const before = (await claimMails(email)).length;
  const res = await claim(cookie);
  expect(res.statusCode).toBe(202);
  // The link is mailed after the answer: claimMails waits for that send to settle.
  const mail = (await claimMails(email)).slice(before).at(-1);
  expect(mail).toBeDefined();
  // In the fragment (#), which browsers never send: no server, proxy or log between sees the token.
  const tokens = [...mail!.matchAll(/https:\/\/goat\.example\.com\/account\/claim#token=([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
  expect(tokens.length).toBeGreaterThan(0);
  expect(mail).not.toContain('?token=');
  return { token: tokens[0]!, mail: mail! };
}

const ownerOf = async (id: number) => (await t.database.db.select({ userId: submissions.userId }).from(submissions).where(eq(submissions.id, id)))[0]?.userId;

describe('claiming the submissions made as a visitor', () => {
  it('answers 401 signed out, for the request and the confirmation', async () => {
    expect((await claim()).statusCode).toBe(401);
    expect((await confirm('anything')).statusCode).toBe(401);
  });

  it('mails a single-use link to the account address only, and attaches only the visitor submissions that existed', async () => {
    const owner = await registerUser(t.app, 'claimer');
    const other = await registerUser(t.app, 'other');
    // Two visitor orders under the account's address (any case), one under another address, one
    // made by another signed-in account under the same address: only the first two are claimable.
    const visitorA = await submitAs(undefined, 'Collectorclaimer@Example.com');
    const visitorB = await submitAs(undefined, 'collectorclaimer@example.com');
    const elsewhere = await submitAs(undefined, 'someone-else@example.com');
    const othersOwn = await submitAs(other.cookie, 'collectorclaimer@example.com');
    expect(visitorA.userId).toBeNull();
    expect(othersOwn.userId).toBe(other.user.id);

    const { token, mail } = await requestToken(owner.cookie, 'collectorclaimer@example.com');
    expect(mail).toContain('2 orders were placed');
    expect(mail).toContain('expires in one hour');
    // Only the SHA-256 of the token is stored.
    const [stored] = await t.database.db.select().from(submissionClaimTokens).where(eq(submissionClaimTokens.userId, owner.user.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    // Made after the link was sent: the link does not cover it.
    const later = await submitAs(undefined, 'collectorclaimer@example.com');

    // Another account cannot use the link (and learns nothing from the answer); neither can a guess.
    const stolen = await confirm(token, other.cookie);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors.token).toMatch(/invalid or has already been used/);
    expect((await confirm('not-a-real-token', owner.cookie)).statusCode).toBe(400);

    const ok = await confirm(token, owner.cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ attached: 2, message: '2 submissions were added to your account.' });
    expect(await ownerOf(visitorA.id)).toBe(owner.user.id);
    expect(await ownerOf(visitorB.id)).toBe(owner.user.id);
    expect(await ownerOf(elsewhere.id)).toBeNull();
    expect(await ownerOf(othersOwn.id)).toBe(other.user.id);
    expect(await ownerOf(later.id)).toBeNull();

    // Single use.
    const again = await confirm(token, owner.cookie);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already been used/);

    // A new link covers the later one.
    const second = await requestToken(owner.cookie, 'collectorclaimer@example.com');
    expect(second.mail).toContain('1 order was placed');
    expect((await confirm(second.token, owner.cookie)).json().attached).toBe(1);
    expect(await ownerOf(later.id)).toBe(owner.user.id);
  });

  it('sends nothing, with the same answer, when there is nothing to claim', async () => {
    const lonely = await registerUser(t.app, 'lonely');
    const withOrders = await registerUser(t.app, 'busy');
    await submitAs(undefined, 'collectorbusy@example.com');
    const before = (await claimMails()).length;
    const none = await claim(lonely.cookie);
    const some = await claim(withOrders.cookie);
    expect(none.statusCode).toBe(202);
    expect(none.body).toBe(some.body);
    expect(await sentMail(t, (raw) => raw.includes('To: collectorbusy@example.com') && raw.includes('account/claim'))).toBeDefined();
    expect(await claimMails()).toHaveLength(before + 1);
    expect(await claimMails('collectorlonely@example.com')).toHaveLength(0);
    expect(await t.database.db.select().from(submissionClaimTokens).where(eq(submissionClaimTokens.userId, lonely.user.id))).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    const owner = await registerUser(t.app, 'late');
    const order = await submitAs(undefined, 'collectorlate@example.com');
    const { token } = await requestToken(owner.cookie, 'collectorlate@example.com');
    await t.database.db
      .update(submissionClaimTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(submissionClaimTokens.userId, owner.user.id));
    const res = await confirm(token, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
    expect(await ownerOf(order.id)).toBeNull();
    const rows = await t.database.db.select().from(submissions).where(inArray(submissions.id, [order.id]));
    expect(rows[0]!.userId).toBeNull();
  });

  it('counts the requests: the sixth within 15 minutes is refused with 429', async () => {
    const eager = await registerUser(t.app, 'eager');
    for (let n = 0; n < 5; n++) expect((await claim(eager.cookie)).statusCode).toBe(202);
    const refused = await claim(eager.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/Too many requests/);
  });
});
