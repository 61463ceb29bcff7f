import { TEST_CARDS } from '@shared/schemas/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV } from './support/admin-fixtures';
import { actors, inject, receive } from './support/shipping-fixtures';
import { cardToken, fullLoaPayload, postSubmission, sentMails, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * Anyone may type a web address into a form and have the site e-mail it, in its own branded message,
 * to an address of their choosing (a Full LOA needs no payment). Mail clients turn text that looks like
 * an address ("www.evil.example", "evil.example/login", "http://…", "bob@evil.example") into a link:
 * the site would be vouching for it. Every free-text field is echoed, if at all, so that none is a link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // Listening, for the built-in card sandbox's tokens (the Quick Opinion is paid by card).
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t.close());

// What a mail client would make a link of: a scheme, "www.", a host name with a dot, an e-mail address.
const LINKABLE = /https?:\/\/evil|www\.evil|evil\.example|evil\.test|attacker@|ftp:\/\//i;
const url = (field: string) => `www.evil.example/${field} http://evil.test/${field} evil.example/login`;

// An attached PDF (base64 by nature) is not text a mail program turns into links: left out.
// Its headers, the blank line, then base64's own characters, which end at the next boundary's dashes.
const withoutAttachments = (mail: string) => mail.replace(/Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n[A-Za-z0-9+/=\r\n]*/gi, '');

function linkableIn(sent: string[]): string[] {
  const mails = sent.map(withoutAttachments);
  // Read as sent: a base64 text part would hide its text from this check.
  for (const m of mails) expect(m).not.toMatch(/Content-Transfer-Encoding: base64/i);
  return mails.flatMap((m) => [...m.matchAll(new RegExp(LINKABLE.source, 'gi'))].map((x) => `${/Subject: (.*)/.exec(m)?.[1]}: …${m.slice(Math.max(0, x.index - 40), x.index + 40)}…`));
}

describe('e-mails carry none of the free text as a link', () => {
  it('a Full LOA confirmation and the shipping e-mails after it, with an address in every free-text field', async () => {
    const a = await actors(t.app, 'freetext');
    const up = await uploadImages(t.app, undefined, 2);
    const res = await postSubmission(
      t.app,
      up.cookie,
      fullLoaPayload(
        [
          { athlete: 'michael-jordan', imageUrl: up.urls[0]!, notes: `Jersey, see ${url('notes')} for proof` },
          { athlete: 'tom-brady', imageUrl: up.urls[1]!, notes: 'Ball, write to attacker@evil.example ftp://evil.example/x' },
        ],
        {
          email: 'victim@example.com',
          fullName: 'Visit www.evil.example now',
          address: `1 Main St ${url('address')}`,
          city: 'evil.example/city',
          state: 'www.evil.example',
          zipCode: 'evil.test/zip',
          phoneNumber: '555-0100 www.evil.example',
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    // The admin's steps e-mail the same customer again, naming the order and its items.
    await receive(t.app, a.admin, (res.json() as { id: number }).id);
    const mails = (await sentMails(t)).filter((m) => m.includes('To: victim@example.com'));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(linkableIn(mails)).toEqual([]);
    // Still readable: the customer's own words are all there, only not as links.
    const read = mails[0]!.replace(/\u2024/g, '.').replace(/\u2236/g, ':').replace(/\uFF20/g, '@');
    expect(read).toContain(`Jersey, see ${url('notes')} for proof`);
    expect(read).toContain('Hello Visit www.evil.example now,');
  });

  it('a Quick Opinion confirmation', async () => {
    const up = await uploadImages(t.app, undefined, 1);
    const paid = await inject(t.app, up.cookie, 'POST', '/api/process-clover-payment', {
      amount: 1000,
      currency: 'USD',
      cardToken: await cardToken(t.app, TEST_CARDS.approved),
      customerInfo: { name: 'Visit www.evil.example', email: 'qo-victim@example.com', submissionId: 'QO-20261125-0100' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const created = await inject(t.app, up.cookie, 'POST', '/api/submissions', {
      serviceType: 'quick_opinion',
      email: 'qo-victim@example.com',
      fullName: 'Visit www.evil.example',
      items: [{ athlete: 'wayne-gretzky', description: `Rookie card ${url('description')}`, imageUrls: up.urls }],
      agree: true,
      cloverTransactionId: (paid.json() as { transactionId: string }).transactionId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mails = (await sentMails(t)).filter((m) => m.includes('To: qo-victim@example.com'));
    expect(mails).toHaveLength(1);
    expect(linkableIn(mails)).toEqual([]);
  });

  it('a password reset and a claim e-mail, with an address as the first name', async () => {
    const { cookie } = await registerUser(t.app, 'linkname', { firstName: 'www.evil.example', email: 'linkname@example.com' });
    expect((await inject(t.app, undefined, 'POST', '/api/auth/forgot-password', { email: 'linkname@example.com' })).statusCode).toBe(202);
    // A visitor's order under the same address, so that there is something to claim.
    const up = await uploadImages(t.app, undefined, 1);
    expect((await postSubmission(t.app, up.cookie, fullLoaPayload([{ athlete: 'tom-brady', imageUrl: up.urls[0]! }], { email: 'linkname@example.com' }))).statusCode).toBe(201);
    expect((await inject(t.app, cookie, 'POST', '/api/account/claims')).statusCode).toBe(202);
    const mails = (await sentMails(t)).filter((m) => m.includes('To: linkname@example.com'));
    expect(mails.some((m) => m.includes('Subject: Reset your'))).toBe(true);
    expect(mails.some((m) => m.includes('Subject: Add your earlier orders'))).toBe(true);
    expect(linkableIn(mails)).toEqual([]);
  });
});
