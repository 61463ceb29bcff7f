import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';
import { fullLoaPayload, sentMails, uploadImages } from './support/loa-fixtures';

let t: TestApp;
beforeAll(async () => {
  // The real defaults (the test app raises them for other suites).
  t = await createTestApp({ SUBMISSIONS_PER_HOUR: '20', MAILS_PER_RECIPIENT_PER_HOUR: '5' });
});
afterAll(async () => {
  await t.close();
});

/** A visitor session holding `count` uploaded photos (at most 20 per upload request). */
async function visitorWithPhotos(count: number) {
  let cookie: string | undefined;
  const urls: string[] = [];
  while (urls.length < count) {
    const up = await uploadImages(t.app, cookie, Math.min(20, count - urls.length));
    cookie = up.cookie;
    urls.push(...up.urls);
  }
  return { cookie: cookie!, urls };
}

const submit = (cookie: string, imageUrl: string, ip: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/submissions',
    remoteAddress: ip,
    headers: { cookie },
    // Many orders of the same item, all meant: "Submit again?" answered yes.
    payload: fullLoaPayload([{ athlete: 'tom-brady', imageUrl }], { confirmDuplicate: true, ...extra }),
  });

describe('submissions per session and per address', () => {
  it('creates 20 of 25 concurrent submissions of one session, then 429 with Retry-After and a clear message', async () => {
    const visitor = await visitorWithPhotos(25);
    const answers = await Promise.all(visitor.urls.map((url) => submit(visitor.cookie, url, '10.20.0.1')));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json().message).toMatch(/^Too many submissions from here\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);

    // A new session from the same address is held back by the address's count…
    const other = await visitorWithPhotos(2);
    expect((await submit(other.cookie, other.urls[0]!, '10.20.0.1')).statusCode).toBe(429);
    // …the same session from another address by the session's; a new visitor elsewhere goes through.
    expect((await submit(visitor.cookie, visitor.urls[0]!, '10.20.0.2')).statusCode).toBe(429);
    expect((await submit(other.cookie, other.urls[1]!, '10.20.0.3')).statusCode).toBe(201);
  });

  it('does not count a submission that was refused for its content', async () => {
    const visitor = await visitorWithPhotos(1);
    for (let i = 0; i < 25; i++) {
      // A photo this browser never uploaded: refused, nothing created.
      expect((await submit(visitor.cookie, '/uploads/not-mine.jpg', '10.22.0.1')).statusCode).toBe(400);
    }
    expect((await submit(visitor.cookie, visitor.urls[0]!, '10.22.0.1')).statusCode).toBe(201);
  });
});

describe('e-mails a visitor can trigger, per recipient', () => {
  it('sends at most 5 confirmations an hour to one address, skips the rest, and still mails other addresses', async () => {
    const visitor = await visitorWithPhotos(8);
    for (const [i, url] of visitor.urls.entries()) {
      const email = i < 7 ? 'Inbox.Victim@example.com' : 'someone.else@example.com';
      expect((await submit(visitor.cookie, url, `10.21.0.${i}`, { email })).statusCode).toBe(201);
    }
    const mails = await sentMails(t);
    expect(mails.filter((m) => /^To: inbox\.victim@example\.com/im.test(m))).toHaveLength(5);
    expect(mails.filter((m) => /^To: someone\.else@example\.com/im.test(m))).toHaveLength(1);
  });
});
