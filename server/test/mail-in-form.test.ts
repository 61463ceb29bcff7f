import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACILITIES } from '@shared/constants';
import { PACKING_INSTRUCTIONS } from '@shared/loa-options';
import { MAIL_IN_FIRST_STEP } from '../src/modules/pdf/mail-in-form';
import { createTestApp, type TestApp } from './support/test-app';
import { parsePdf } from './support/pdf-text';

const URL_PATH = '/forms/full-loa-submission-form.pdf';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  // A stand-in for the built client: its not-found handler answers every other GET with the app shell.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>G.O.A.T.</title><div id="root"></div>');
  t = await createTestApp({ PUBLIC_URL: 'https://goat.example', PAYMENTS_MODE: 'sandbox' }, clientDir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The dictionary of the form field (widget) named `name`. */
const fieldDict = (dictionaries: string[], name: string) => dictionaries.find((d) => d.includes(`/T (${name})\n`));

describe('GET /forms/full-loa-submission-form.pdf', () => {
  it('is a PDF served by its own route, not the client page fallback', async () => {
    const res = await t.app.inject({ url: URL_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="full-loa-submission-form.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.app.inject({ url: '/forms/other-form.pdf' });
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toContain('text/html');
  });

  it('is a fillable form with the fields of the online Full LOA form', async () => {
    const res = await t.app.inject({ url: URL_PATH });
    const { dictionaries: all, objectDictionaries: dictionaries } = parsePdf(res.rawPayload);
    expect(all).toMatch(/\/AcroForm \d+ 0 R/);
    expect(all).toContain('/NeedAppearances true');
    const textFields = ['fullName', 'email', 'phoneNumber', 'address', 'city', 'state', 'zipCode', 'signature', 'date'];
    const choices = ['country', 'serviceLevel', 'hologramPlacement', 'shippingMethod'];
    const items = Array.from({ length: 10 }, (_, n) => [`item${n + 1}_athlete`, `item${n + 1}_itemType`, `item${n + 1}_notes`, `item${n + 1}_declaredValue`]).flat();
    const typed = (n: string) => n.endsWith('_notes') || n.endsWith('_declaredValue');
    for (const name of [...textFields, ...items.filter(typed)]) {
      expect(fieldDict(dictionaries, name), name).toContain('/FT /Tx');
    }
    for (const name of [...choices, ...items.filter((n) => !typed(n))]) {
      expect(fieldDict(dictionaries, name), name).toContain('/FT /Ch');
    }
    expect(fieldDict(dictionaries, 'item11_athlete')).toBeUndefined();
    expect(fieldDict(dictionaries, 'country')).toContain('/Opt [(United States) (Canada) (United Kingdom) (Australia) (Other)]');
    expect(fieldDict(dictionaries, 'country')).toContain('/V (United States)');
    expect(fieldDict(dictionaries, 'hologramPlacement')).toContain('/V (On the certificate)');
    expect(fieldDict(dictionaries, 'serviceLevel')).toContain('(Expedited \\(7-10 business days, +$45.00 per item\\))');
    expect(fieldDict(dictionaries, 'shippingMethod')).toContain('(Overnight \\(1 business day\\))');
    expect(fieldDict(dictionaries, 'item10_athlete')).toContain('/Opt [(Michael Jordan) (Tom Brady) (Wayne Gretzky)]');
    expect(fieldDict(dictionaries, 'item1_itemType')).toContain('(Hockey Stick)');
    for (const name of ['eraSignature', 'agree']) {
      const box = fieldDict(dictionaries, name);
      expect(box, name).toContain('/FT /Btn');
      // Own on/off appearances, so viewers can show it ticked.
      expect(box, name).toMatch(/\/AP <<\n\/N <<\n\/Yes \d+ 0 R\n\/Off \d+ 0 R/);
    }
  });

  it('carries the prices, the facilities and the packing instructions', async () => {
    const res = await t.app.inject({ url: URL_PATH });
    const { text, pageCount } = parsePdf(res.rawPayload);
    expect(pageCount).toBe(2);
    expect(text).toContain('Full Letter of Authenticity · Mail-In Submission Form');
    expect(text).toContain('Michael Jordan $125.00, Tom Brady $125.00, Wayne Gretzky $70.00');
    expect(text).toContain('Era-appropriate signature check (+$30.00 per order)');
    expect(text).toContain('https://goat.example/full-loa');
    const packing = [MAIL_IN_FIRST_STEP, ...PACKING_INSTRUCTIONS.slice(1)];
    for (const line of [...FACILITIES.flatMap((f) => [f.name, ...f.lines]), ...packing]) expect(text).toContain(line);
  });

  it('is made once and then served from memory', async () => {
    const first = await t.app.inject({ url: URL_PATH });
    const second = await t.app.inject({ url: URL_PATH });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
