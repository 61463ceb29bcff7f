import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCertificateNumber } from '@shared/certificate-number';
import { certificateAlerts, certificates, users } from '../src/db/schema';
import { createTestApp, registerUser, type TestApp } from './support/test-app';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { sentMails } from './support/loa-fixtures';

let t: TestApp;
let admin: string;
let customer: string;
let submissionId: number;

let addressCounter = 1;
/** A fresh address: each is a distinct place to the alarm. */
const newAddress = () => `198.51.100.${addressCounter++}`;

const verify = (certificateNumber: string, lastName: string, remoteAddress: string) =>
  t.app.inject({ url: `/api/certificates/verify?${new URLSearchParams({ certificateNumber, lastName }).toString()}`, remoteAddress });
const alerts = (cookie?: string) => t.app.inject({ url: '/api/admin/certificate-alerts', headers: cookie ? { cookie } : {} });
const clear = (cookie: string | undefined, number: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/admin/certificate-alerts/${number}/clear`, headers: cookie ? { cookie } : {}, payload: payload as object });

/** A valid certificate of the seeded submission (held by its e-mail), its number. */
async function issued(values: Partial<typeof certificates.$inferInsert> = {}): Promise<string> {
  const certificateNumber = makeCertificateNumber((n) => randomBytes(n));
  await t.database.db.insert(certificates).values({ certificateNumber, submissionId, userLastName: 'Stone', item: 'Signed home jersey', athlete: 'tom-brady', ...values });
  return certificateNumber;
}

const alarmMails = async (number: string) => (await sentMails(t)).filter((m) => m.includes(`Certificate ${number}: unusual verification lookups`));

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV });
  customer = (await registerUser(t.app, 'buyer')).cookie;
  submissionId = (await seedSubmission(t.database.db, { fullName: 'Avery Stone', email: 'avery-holder@example.com' })).id;
  admin = await signIn(t.app, 'boss', 'admin-password-1');
});
afterAll(async () => {
  await t.close();
});

describe('the clone alarm', () => {
  it('flags a number looked up with other names from 3 places before any lookup limit refuses one', async () => {
    const number = await issued();
    const places = [newAddress(), newAddress(), newAddress()];
    // 5 misses from 3 places: 2 + 2 + 1, each far under the pair (5) and number (20) limits an hour.
    const statuses: number[] = [];
    for (const [n, place] of [places[0], places[1], places[2], places[0], places[1]].entries()) {
      const before = (await t.database.db.select({ flaggedAt: certificates.flaggedAt }).from(certificates).where(eq(certificates.certificateNumber, number)))[0]!;
      // Not flagged before the 5th miss.
      expect(before.flaggedAt === null, `before miss ${n + 1}`).toBe(true);
      statuses.push((await verify(number, `Clone${n}`, place!)).statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404]);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, number));
    expect(row!.flaggedAt).not.toBeNull();

    // Verification says so to whoever has the right name, and the admin sees it.
    const ok = await verify(number, 'Stone', newAddress());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ certificateNumber: number, flagged: true });
    const adminView = await t.app.inject({ url: `/api/admin/certificates/${number}`, headers: { cookie: admin } });
    expect(adminView.json()).toMatchObject({ flagged: true });

    const list = await alerts(admin);
    expect(list.statusCode).toBe(200);
    const alert = (list.json() as { certificateNumber: string }[]).find((a) => a.certificateNumber === number);
    expect(alert).toMatchObject({ certificateNumber: number, reason: 'mismatches', mismatches: 5, places: 3, clearedAt: null });
    expect(alert).toHaveProperty('flaggedAt');
    expect(alert).toHaveProperty('firstSeen');
    expect(alert).toHaveProperty('lastSeen');
  });

  it('e-mails the holder once per alert, through the outbox, with the counts and a way to answer', async () => {
    const number = await issued();
    for (const place of [newAddress(), newAddress(), newAddress(), newAddress(), newAddress(), newAddress()]) await verify(number, 'Nobody', place);
    const mails = await alarmMails(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: avery-holder@example.com');
    expect(mails[0]).toContain(`Your certificate ${number} was looked up 5 times from 5 places`);
    expect(mails[0]).toContain('/contact-us');
    // The sixth miss updated the open alert, it did not open another.
    const rows = await t.database.db.select().from(certificateAlerts).innerJoin(certificates, eq(certificates.id, certificateAlerts.certificateId)).where(eq(certificates.certificateNumber, number));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.certificate_alerts.mismatches).toBe(6);
    expect(rows[0]!.certificate_alerts.holderNotifiedAt).not.toBeNull();
  });

  it('e-mails the holder of record after a transfer, not the first owner', async () => {
    const { user } = await registerUser(t.app, 'newholder');
    const number = await issued({ holderUserId: user.id });
    for (let i = 0; i < 5; i++) await verify(number, 'Nobody', newAddress());
    const mails = await alarmMails(number);
    expect(mails).toHaveLength(1);
    const [holder] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(mails[0]).toContain(`To: ${holder!.email}`);
  });

  it('does not flag misses from one place: the pair limit stops that address first', async () => {
    const number = await issued();
    const place = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await verify(number, `Guess${i}`, place)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429, 429]);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, number));
    expect(row!.flaggedAt).toBeNull();
  });

  it('flags a number matched from unusually many places (10)', async () => {
    const number = await issued();
    for (let i = 0; i < 9; i++) expect((await verify(number, 'Stone', newAddress())).json()).toMatchObject({ flagged: false });
    expect((await verify(number, 'Stone', newAddress())).json()).toMatchObject({ flagged: true });
    const alert = ((await alerts(admin)).json() as { certificateNumber: string }[]).find((a) => a.certificateNumber === number);
    expect(alert).toMatchObject({ reason: 'matched-places', matchedPlaces: 10, mismatches: 0 });
  });

  it('never flags a demonstration certificate', async () => {
    const number = await issued({ demo: true });
    for (let i = 0; i < 6; i++) await verify(number, 'Nobody', newAddress());
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, number));
    expect(row!.flaggedAt).toBeNull();
  });
});

describe('admin: GET /api/admin/certificate-alerts and POST …/:number/clear', () => {
  it('is refused to visitors (401) and customers (403), before the body is read', async () => {
    expect((await alerts()).statusCode).toBe(401);
    expect((await alerts(customer)).statusCode).toBe(403);
    expect((await clear(undefined, 'GC-AAAAA-AAAAA', {})).statusCode).toBe(401);
    expect((await clear(customer, 'GC-AAAAA-AAAAA', {})).statusCode).toBe(403);
  });

  it('clears an open alert with a required note, lifts the flag, and keeps the record', async () => {
    const number = await issued();
    for (let i = 0; i < 5; i++) await verify(number, 'Nobody', newAddress());

    const noNote = await clear(admin, number, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ errors: { note: expect.any(String) } });
    expect((await clear(admin, 'GC-00000-00000', { note: 'Holder confirmed' })).statusCode).toBe(404);

    const res = await clear(admin, number, { note: 'Holder confirmed they still hold it' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ certificateNumber: number, clearNote: 'Holder confirmed they still hold it', clearedBy: 'Morgan Reyes' });
    expect((await verify(number, 'Stone', newAddress())).json()).toMatchObject({ flagged: false });
    expect((await clear(admin, number, { note: 'Again, twice' })).statusCode).toBe(409);

    // The lookups the admin judged do not open a new alert; new misses would.
    await verify(number, 'Nobody', newAddress());
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.certificateNumber, number));
    expect(row!.flaggedAt).toBeNull();

    // Open alerts come first; the cleared one stays listed with its note.
    const list = (await alerts(admin)).json() as { certificateNumber: string; clearedAt: string | null }[];
    const firstCleared = list.findIndex((a) => a.clearedAt !== null);
    expect(list.slice(firstCleared).every((a) => a.clearedAt !== null)).toBe(true);
    expect(list.find((a) => a.certificateNumber === number)).toMatchObject({ clearNote: 'Holder confirmed they still hold it' });
  });
});
