import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CROCKFORD_ALPHABET, makeCertificateNumber } from '@shared/certificate-number';
import { CERTIFICATE_MESSAGES } from '@shared/schemas/certificate';
import { certificates } from '../server/src/db/schema';
import { AXE_PHONE, axeAtBothWidths } from './support/axe';
import { gotoBeforeStart, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { eventually } from './support/eventually';

const PHONE = AXE_PHONE;
const VALID = makeCertificateNumber((n) => randomBytes(n));
const REVOKED = makeCertificateNumber((n) => randomBytes(n));
const HEADING = 'Certificate Verification';
const NOT_FOUND = { status: 404, path: '/api/certificates/verify' };

/** The number with one character changed: its check character no longer matches. */
function mistyped(number: string): string {
  const i = number.length - 3;
  const next = CROCKFORD_ALPHABET[(CROCKFORD_ALPHABET.indexOf(number[i]!) + 1) % 32]!;
  return number.slice(0, i) + next + number.slice(i + 1);
}

describe.skipIf(!hasChromium)('/certificate-verification', () => {
  const site = useSite();

  beforeAll(async () => {
    // The item's photo, uploaded as a visitor's browser would; the certificates as the admin's review
    // issues them (decision 013), written directly.
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await makeJpeg('#8a6d3b'))], { type: 'image/jpeg' }), 'jersey.jpg');
    const res = await fetch(site.url('/api/upload-images'), { method: 'POST', body: form });
    if (!res.ok) throw new Error(`upload failed ${res.status}: ${await res.text()}`);
    const [imageUrl] = ((await res.json()) as { imageUrls: string[] }).imageUrls;
    await site.server.database.db.insert(certificates).values([
      { certificateNumber: VALID, userLastName: 'Muñoz', item: 'Signed Bulls home jersey', athlete: 'michael-jordan', imageUrl, authenticator: 'M. Reyes' },
      {
        certificateNumber: REVOKED,
        userLastName: 'Muñoz',
        item: 'Signed football',
        athlete: 'tom-brady',
        imageUrl,
        authenticator: 'M. Reyes',
        status: 'revoked',
        // 21:11 on February 3 in Los Angeles, the business's zone; already February 4 in UTC and Tokyo.
        revokedAt: new Date('2026-02-04T05:11:00Z'),
        revokedReason: 'Clone reported',
      },
    ]);
  });

  it('checks the form, hints at a mistyped number, says when nothing matches, and shows a match with its photo', async () => {
    const { page, errors, close } = await site.openPage('/certificate-verification', { heading: HEADING, expectedErrors: [NOT_FOUND] });
    const number = page.getByLabel('Certificate Number');
    const lastName = page.getByLabel('Last Name');
    const submit = page.getByRole('button', { name: 'Verify Certificate' });

    await submit.click();
    await page.getByText('Certificate number is required').waitFor();
    await page.getByText('Last name is required').waitFor();
    await axeAtBothWidths(page);

    // A mistyped character: a gentle hint, and the lookup is still allowed (and finds nothing).
    await number.fill(mistyped(VALID));
    await page.getByText('This number does not look right — check for a mistyped character.').waitFor();
    await lastName.fill('Muñoz');
    await submit.click();
    await page.getByText(CERTIFICATE_MESSAGES.notFound).waitFor();

    // The right number typed loosely, the name without its accent.
    await number.fill(VALID.toLowerCase().replace(/-/g, ' '));
    expect(await page.getByText('This number does not look right').count()).toBe(0);
    await lastName.fill('munoz');
    await submit.click();
    const card = page.getByRole('article', { name: 'Certificate Verified' });
    await card.waitFor();
    await card.getByText('Valid', { exact: true }).waitFor();
    for (const text of [VALID, 'Signed Bulls home jersey', 'Michael Jordan', 'M. Reyes']) await card.getByText(text).waitFor();
    const photo = card.getByRole('img', { name: 'Signed Bulls home jersey, signed by Michael Jordan' });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await axeAtBothWidths(page);

    // Cleared and sent again: the errors show, and the answer for the earlier letter goes with it.
    await number.fill('');
    await lastName.fill('');
    await submit.click();
    await page.getByText('Last name is required').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await page.getByText('Valid', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('from the QR code (?cert=) asks only the last name, and shows a revoked letter as revoked, on the business day', async () => {
    // A reader in Tokyo sees the day the letter and the e-mails name: the business's, not their own (decision 037).
    const { page, errors, close } = await site.openPage(`/certificate-verification?cert=${REVOKED}`, { heading: HEADING, viewport: PHONE, context: { timezoneId: 'Asia/Tokyo' } });
    // The number is given (no input for it) and the last name has the focus. The page reads ?cert=
    // after hydration (a prerendered page has no query string): wait for the number to show first.
    await page.getByText(REVOKED, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Certificate Number' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('family-name');
    await axeAtBothWidths(page);

    await page.keyboard.type('MUÑOZ');
    await page.keyboard.press('Enter');
    const card = page.getByRole('article', { name: 'Certificate Revoked' });
    await card.waitFor();
    await card.getByText('Revoked on February 3, 2026').waitFor();
    await axeAtBothWidths(page);

    // Change: the number becomes an ordinary field again, keeping its value.
    await page.getByRole('button', { name: 'Change certificate number' }).click();
    const number = page.getByRole('textbox', { name: 'Certificate Number' });
    await number.waitFor();
    expect(await number.inputValue()).toBe(REVOKED);
    expect(errors).toEqual([]);
    await close();
  });

  it('from the QR code on a slow phone, keeps the last name typed while the page was starting', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    // The visitor sees the prerendered form (no number yet: the page is built without a query string)
    // and types the last name before the app has started.
    const app = await gotoBeforeStart(page, site.url(`/certificate-verification?cert=${REVOKED}`));
    const lastName = page.getByRole('textbox', { name: 'Last Name' });
    await lastName.waitFor();
    expect(await page.locator('html[data-app]').count()).toBe(0);
    await lastName.fill('Muñoz');
    await app.start();
    // The number from the address is given in place, the last name is still there, and one click checks.
    await page.getByText(REVOKED, { exact: true }).waitFor();
    await page.getByText('Your certificate number is filled in from the QR code.', { exact: false }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Certificate Number' }).count()).toBe(0);
    expect(await lastName.inputValue()).toBe('Muñoz');
    await page.getByRole('button', { name: 'Verify Certificate' }).click();
    await page.getByRole('article', { name: 'Certificate Revoked' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a number the visitor typed before the page started, rather than the one in the address', async () => {
    const { page, errors, close } = await site.openPage({ viewport: PHONE });
    const app = await gotoBeforeStart(page, site.url(`/certificate-verification?cert=${REVOKED}`));
    const number = page.getByRole('textbox', { name: 'Certificate Number' });
    await number.waitFor();
    await number.fill(VALID);
    await app.start();
    // The send button is enabled by the render that follows hydration, the one that reads the address.
    await eventually(async () => expect(await page.getByRole('button', { name: 'Verify Certificate' }).isEnabled()).toBe(true));
    await page.getByText('Both must match our records.').waitFor();
    expect(await number.inputValue()).toBe(VALID);
    expect(await page.getByText(REVOKED, { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows no portal frame without VITE_CERT_PORTAL_URL', async () => {
    const { page, close } = await site.openPage('/certificate-verification', { heading: HEADING });
    expect(await page.locator('iframe').count()).toBe(0);
    await close();
  });
});
