/**
 * Attack catalogue (docs/attack-catalogue.md): the certificate's public photo and the PDFs' images were
 * re-encoded on every request, outside the decode queue, and never kept: 40 concurrent requests for one
 * photo took 10 s of CPU. Each is now made once, in the decode queue, stored beside the upload's other
 * renditions, and served or embedded from storage (server/src/modules/uploads/derived-images.ts).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { certificates, submissionItems } from '../src/db/schema';
import { fullLoaPayload, postSubmission, uploadImages } from './support/loa-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let owner: string;
let uploadId: string;
const NUMBER = makeCertificateNumber((n) => randomBytes(n));

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerUser(t.app, 'derived', { lastName: 'Stone' })).cookie;
  const up = await uploadImages(t.app, owner);
  uploadId = /\/uploads\/([0-9a-f-]+)\./.exec(up.urls[0]!)![1]!;
  const created = await postSubmission(t.app, owner, fullLoaPayload([{ athlete: 'michael-jordan', imageUrl: up.urls[0]! }]));
  if (created.statusCode !== 201) throw new Error(created.body);
  const submissionId = created.json().id as number;
  const [item] = await t.database.db.select().from(submissionItems).where(eq(submissionItems.submissionId, submissionId));
  await t.database.db.insert(certificates).values({
    certificateNumber: NUMBER,
    submissionId,
    submissionItemId: item!.id,
    userLastName: 'Stone',
    item: 'Signed Bulls jersey',
    athlete: 'michael-jordan',
    imageUrl: up.urls[0]!,
    authenticator: 'M. Reyes',
  });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

async function photoUrl(): Promise<string> {
  const res = await t.app.inject({ url: `/api/certificates/verify?certificateNumber=${NUMBER}&lastName=Stone`, remoteAddress: '203.0.113.50' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl as string;
}

describe('the certificate photo', () => {
  it('is made once, in the decode queue, for 20 concurrent first requests, then served from storage', async () => {
    const url = await photoUrl();
    const decodes = vi.spyOn(t.app.decodeQueue, 'run');
    const puts = vi.spyOn(t.app.storage, 'putFile');

    const burst = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url })));
    for (const res of burst) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
    }
    expect(decodes).toHaveBeenCalledTimes(1);
    expect(puts.mock.calls.map((c) => c[0])).toEqual([`sized/${uploadId}-photo800.jpg`]);
    const stored = await t.app.storage.get(`sized/${uploadId}-photo800.jpg`);
    expect(stored).not.toBeNull();
    stored!.stream.destroy();

    // A later request decodes nothing: the stored file is sent as it is.
    const again = await t.app.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(burst[0]!.rawPayload)).toBe(true);
    expect(decodes).toHaveBeenCalledTimes(1);
  });
});

describe('the PDFs\' images', () => {
  it('are made once and embedded from storage by every later PDF', async () => {
    const decodes = vi.spyOn(t.app.decodeQueue, 'run');
    const pdf = () => t.app.inject({ url: `/api/certificates/${NUMBER}/pdf`, headers: { cookie: owner } });
    const [first, second] = await Promise.all([pdf(), pdf()]);
    expect(first!.statusCode, first!.body).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(decodes).toHaveBeenCalledTimes(1);
    const stored = await t.app.storage.get(`sized/${uploadId}-pdf600.jpg`);
    expect(stored).not.toBeNull();
    stored!.stream.destroy();

    expect((await pdf()).statusCode).toBe(200);
    expect(decodes).toHaveBeenCalledTimes(1);
  });
});
