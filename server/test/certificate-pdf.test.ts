import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../src/db/schema';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';

let t: TestApp;
let owner: string;
let admin: string;
const NUMBER = 'GOAT-2026-004217';
const REVOKED = 'GOAT-2026-004218';

const getPdf = (number: string, cookie?: string) => t.app.inject({ url: `/api/certificates/${number}/pdf`, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  const reg = await registerUser(t.app, 'owner');
  owner = reg.cookie;
  const up = await uploadImages(t.app, owner);
  const created = await postSubmission(t.app, owner, fullLoaPayload([{ athlete: 'wayne-gretzky', imageUrl: up.urls[0]! }], { fullName: 'Avery Stone' }));
  if (created.statusCode !== 201) throw new Error(created.body);
  // Issued by the admin's review (decision 013); written directly here.
  await t.database.db.insert(certificates).values([
    {
      certificateNumber: NUMBER,
      submissionId: created.json().id,
      userLastName: 'Stone',
      item: 'Signed Oilers jersey',
      athlete: 'wayne-gretzky',
      imageUrl: up.urls[0]!,
      grade: 'Authentic',
      authenticator: 'M. Reyes',
    },
    {
      certificateNumber: REVOKED,
      submissionId: created.json().id,
      userLastName: 'Stone',
      item: 'Signed Oilers stick',
      athlete: 'wayne-gretzky',
      authenticator: 'M. Reyes',
      status: 'revoked',
      revokedAt: new Date('2026-04-02T15:00:00Z'),
      revokedReason: 'Clone reported',
    },
  ]);
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/certificates/:certificateNumber/pdf', () => {
  it('gives the owner the letter: number, item, athlete, holder, grade, authenticator and how to verify it', async () => {
    const res = await getPdf(NUMBER, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Certificate_${NUMBER}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { text } = parsePdf(res.rawPayload);
    for (const expected of ['Letter of Authenticity', NUMBER, 'Signed Oilers jersey', 'Wayne Gretzky', 'Avery Stone', 'Authentic', 'M. Reyes', 'HOLOGRAM', 'SCAN TO VERIFY']) {
      expect(text).toContain(expected);
    }
    // One page, with the QR code's address written out and as the code's link.
    const verifyUrl = `http://localhost:3000/certificates/${NUMBER}`;
    expect(text).toContain(`Verify this letter at ${verifyUrl}`);
    const raw = res.rawPayload.toString('latin1');
    expect(raw).toContain(`/URI (${verifyUrl})`);
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // The item's photo is embedded; a valid certificate carries no stamp.
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(text).not.toContain('REVOKED');
  });

  it('stamps a revoked certificate REVOKED with the date, and says when there is no photo', async () => {
    const res = await getPdf(REVOKED, owner);
    expect(res.statusCode).toBe(200);
    const { text } = parsePdf(res.rawPayload);
    expect(text).toContain('REVOKED');
    expect(text).toContain('This certificate was revoked on');
    expect(text).toContain('No photograph on file');
    expect(res.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('gives it to an admin', async () => {
    expect((await getPdf(NUMBER, admin)).statusCode).toBe(200);
  });

  it('answers anyone else exactly as for a number that does not exist', async () => {
    const missing = await getPdf('GOAT-0000-000000', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Certificate not found' });
    const stranger = (await registerUser(t.app, 'stranger')).cookie;
    for (const cookie of [undefined, stranger]) {
      const res = await getPdf(NUMBER, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
  });

  it.each(['abc', 'GOAT 2026', "x'--or-1=1"])('refuses the malformed number %s with 400 naming it', async (number) => {
    const res = await getPdf(encodeURIComponent(number), owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('certificateNumber');
  });
});
