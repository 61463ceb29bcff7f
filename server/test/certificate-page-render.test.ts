import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { PAGE_DATA_ELEMENT_ID, type ContentPageData } from '@shared/content-page-data';
import { formatDate } from '@shared/format';
import { buildClientIfStale } from '../../scripts/build';
import { projectPaths } from '../src/config/paths';
import { certificates } from '../src/db/schema';
import { ADMIN_ENV, seedSubmission } from './support/admin-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A public certificate's page rendered by the server (certificate-page-head.ts, decision 040) with the
 * real build: its content is in the served HTML for readers without JavaScript, escaped, with the data
 * the browser hydrates it from; a private or unknown number gets none of it.
 */

const number = () => makeCertificateNumber((n) => randomBytes(n));
const [PUBLIC, FLAGGED, PRIVATE, UNKNOWN] = Array.from({ length: 4 }, number) as [string, string, string, string];
const HOSTILE = 'Jersey </script><script>alert(1)</script> <img src=x onerror=alert(2)> & "quotes"';
const ISSUED = new Date('2026-03-04T18:00:00Z');
const TRANSFERRED = new Date('2026-09-02T11:00:00Z');
const REVOKED = new Date('2026-10-05T16:00:00Z');

let t: TestApp;

beforeAll(async () => {
  // The browser tests' build, made here too when the client's sources changed (a minute or two).
  await buildClientIfStale();
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'http://goat.example' }, projectPaths.builtClient);
  const order = await seedSubmission(t.database.db, { userId: null, status: 'completed', outcome: 'pass', fullName: 'Avery Quill', email: 'quill@example.com' }, [{}, {}, {}]);
  const base = { submissionId: order.id, userLastName: 'Quill', athlete: 'Michael Jordan', authenticator: 'M. Reyes', issueDate: ISSUED, imageUrl: '/uploads/photo.jpg' };
  await t.database.db.insert(certificates).values([
    { ...base, certificateNumber: PUBLIC, submissionItemId: order.itemIds[0]!, item: HOSTILE, public: true, holders: 2, lastTransferredAt: TRANSFERRED },
    { ...base, certificateNumber: FLAGGED, submissionItemId: order.itemIds[1]!, item: 'Signed flagged puck', public: true, status: 'revoked', revokedAt: REVOKED, revokedReason: 'Clone', flaggedAt: new Date() },
    { ...base, certificateNumber: PRIVATE, submissionItemId: order.itemIds[2]!, item: 'Signed private helmet' },
  ]);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const page = async (n: string) => {
  const res = await t.app.inject({ url: `/certificates/${n}` });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** What is inside #root (the rendered app), up to the data element or the end of the body. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const data = html.indexOf('<script type="application/json"');
  return html.slice(start, data === -1 ? html.indexOf('</body>') : data);
}
const dataElements = (html: string) => [...html.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)];

describe('the page of a public certificate, rendered by the server', () => {
  it('holds the item, athlete, type, dates, status and holders, with the first photo, and the data it was rendered from', async () => {
    const html = await page(PUBLIC);
    const root = rootOf(html);
    expect(root).toContain('Valid Certificate');
    expect(root).toContain(`On record since ${formatDate(ISSUED, 'long')}.`);
    expect(root).toContain('Michael Jordan');
    expect(root).toMatch(/Item Type<\/dt><dd[^>]*>Jersey<\/dd>/);
    expect(root).toContain(PUBLIC);
    expect(root).toMatch(/Holders<\/dt><dd[^>]*>2<\/dd>/);
    expect(root).toContain(formatDate(TRANSFERRED, 'long'));
    expect(root).toContain(`src="/api/certificates/${PUBLIC}/photos/0"`);
    // No caution for a number nobody flagged.
    expect(root).not.toContain('may have been copied');
    // The browser's query cache starts with the same answer: it hydrates this markup without fetching.
    const elements = dataElements(html);
    expect(elements.map((m) => m[1])).toEqual([PAGE_DATA_ELEMENT_ID]);
    const data = JSON.parse(elements[0]![2]!) as ContentPageData;
    expect(data.page === 'certificate' && data.certificate).toMatchObject({ certificateNumber: PUBLIC, item: HOSTILE, holders: 2 });
    // Nothing inline that could run (the CSP forbids it), and never a holder's name or e-mail.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`]);
    expect(html).not.toMatch(/Quill|quill@example/);
  });

  it('escapes an item name written to break out of the markup or the data element', async () => {
    const html = await page(PUBLIC);
    const root = rootOf(html);
    expect(root).toContain('Jersey &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/<\/script><script>/i);
  });

  it('says revoked, when, and the caution of a flagged number', async () => {
    const root = rootOf(await page(FLAGGED));
    expect(root).toContain('Certificate Revoked');
    expect(root).toContain(`Revoked on ${formatDate(REVOKED, 'long')}.`);
    expect(root).toContain('it may have been copied');
    expect(root).toContain('Signed flagged puck');
  });

  it('writes nothing of a private or unknown number: the generic head and an empty page', async () => {
    const hidden = await page(PRIVATE);
    const unknown = await page(UNKNOWN);
    expect(hidden).toBe(unknown);
    expect(hidden).not.toContain('Signed private helmet');
    expect(hidden).not.toContain('Valid Certificate');
    expect(hidden).toContain('<div id="root"></div>');
    expect(dataElements(hidden)).toEqual([]);
  });
});
