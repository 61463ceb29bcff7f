import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCertificateNumber } from '@shared/certificate-number';
import { ADMIN_UPDATE_MESSAGES } from '@shared/schemas/admin';
import { certificates, submissions, submissionStatusHistory, users } from '../src/db/schema';
import { createPreferencesRepository } from '../src/modules/account/preferences';
import { createAdminSubmissionUpdates } from '../src/modules/admin/admin-submission-update';
import { sentMail } from './support/loa-fixtures';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let customer: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'http://goat.test' });
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  const c = await registerUser(t.app, 'updates', { lastName: 'Okafor', email: 'okafor@example.com' });
  customer = { id: c.user.id, cookie: c.cookie };
});
afterAll(async () => {
  await t.close();
});

const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/submissions/${id}`, headers: { cookie: admin }, payload });
const details = async (id: number) => (await t.app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie: admin } })).json();
const certsOf = (id: number) => t.database.db.select().from(certificates).where(eq(certificates.submissionId, id));

describe('PUT /api/admin/submissions/:id: the rules', () => {
  it('refuses Processing for a Quick Opinion with 400, and completes it with its outcome', async () => {
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover' });
    const res = await put(qo.id, { status: 'processing', notes: '', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ADMIN_UPDATE_MESSAGES.processingOnlyLoa, errors: { status: ADMIN_UPDATE_MESSAGES.processingOnlyLoa } });

    const done = await put(qo.id, { status: 'completed', notes: '', outcome: 'pass', version: 1 });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', outcome: 'pass', version: 2, certificates: [] });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, qo.id));
    expect(row?.outcome).toBe('pass');
    expect(row?.outcomeAt).toBeInstanceOf(Date);
    expect(row?.completionDate).toBeInstanceOf(Date);
  });

  it('requires an outcome to complete, and item outcomes naming items of this submission', async () => {
    const s = await seedSubmission(t.database.db, {}, [{}, {}]);
    const noOutcome = await put(s.id, { status: 'completed', notes: '', version: 1 });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().errors).toEqual({ outcome: ADMIN_UPDATE_MESSAGES.outcomeRequired });
    const partial = await put(s.id, { status: 'completed', notes: '', itemOutcomes: [{ itemId: s.itemIds[0], outcome: 'pass' }], version: 1 });
    expect(partial.statusCode).toBe(400);
    const foreign = await put(s.id, { status: 'completed', notes: '', outcome: 'pass', itemOutcomes: [{ itemId: 999999, outcome: 'pass' }], version: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ itemOutcomes: ADMIN_UPDATE_MESSAGES.unknownItem });
    expect((await details(s.id)).version).toBe(1);
  });

  it('refuses a stale version with 409; of two saves from the same copy exactly one wins', async () => {
    const s = await seedSubmission(t.database.db);
    expect((await put(s.id, { status: 'processing', notes: 'first', version: 1 })).statusCode).toBe(200);
    const stale = await put(s.id, { status: 'pending', notes: 'late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(ADMIN_UPDATE_MESSAGES.staleVersion);

    const both = await Promise.all([
      put(s.id, { status: 'pending', notes: 'admin A', version: 2 }),
      put(s.id, { status: 'completed', notes: 'admin B', outcome: 'pass', version: 2 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await details(s.id);
    expect(after.version).toBe(3);
    const winner = both.find((r) => r.statusCode === 200)!.json();
    expect(after.notes).toBe(winner.notes);
    // Only the winner's entries were written: one 'notes' entry per successful save.
    expect(after.history.filter((h: { kind: string }) => h.kind === 'notes')).toHaveLength(2);
  });
});

describe('history', () => {
  it('records who changed what, keeps admin notes internal and shows the shared note to the customer', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id });
    const res = await put(s.id, { status: 'processing', notes: 'Hologram looks off, check again', customerNote: 'Your items arrived', version: 1 });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.notes).toBe('Hologram looks off, check again');
    const [created, status, notes] = d.history;
    expect(created).toMatchObject({ kind: 'created', toStatus: 'pending', changedBy: null });
    expect(status).toMatchObject({ kind: 'status', fromStatus: 'pending', toStatus: 'processing', customerNote: 'Your items arrived', visibleToCustomer: true, changedBy: 'Morgan Reyes' });
    expect(notes).toMatchObject({ kind: 'notes', fromValue: null, toValue: 'Hologram looks off, check again', note: 'Hologram looks off, check again', visibleToCustomer: false, changedBy: 'Morgan Reyes' });

    // A customer note alone is an entry of its own; a completion records the outcome too.
    await put(s.id, { status: 'processing', notes: 'Hologram looks off, check again', customerNote: 'Almost done', version: 2 });
    await put(s.id, { status: 'completed', notes: 'Fine after all', outcome: 'fail', version: 3 });
    const kinds = (await details(s.id)).history.map((h: { kind: string }) => h.kind);
    expect(kinds).toEqual(['created', 'status', 'notes', 'note', 'status', 'outcome', 'notes']);

    const mine = (await t.app.inject({ url: `/api/submissions/${s.orderNumber}`, headers: { cookie: customer.cookie } })).json();
    expect(mine.notes).toBeNull();
    expect(JSON.stringify(mine)).not.toContain('Hologram');
    expect(JSON.stringify(mine)).not.toContain('Fine after all');
    expect(mine.statusHistory.map((h: { kind: string }) => h.kind)).toEqual(['created', 'status', 'note', 'status', 'outcome']);
    expect(mine.statusHistory[1]).toMatchObject({ status: 'processing', fromStatus: 'pending', note: 'Your items arrived' });
    expect(mine.statusHistory[2]).toMatchObject({ note: 'Almost done' });
    expect(mine.statusHistory[4]).toMatchObject({ kind: 'outcome', value: 'fail' });
  });
});

describe('certificates', () => {
  it('issues exactly one per passed item, with its label, athlete, photo, last name and authenticator', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id }, [
      { athlete: 'michael-jordan', itemType: 'jersey', description: 'Signed home jersey' },
      { athlete: 'tom-brady', itemType: 'football', description: 'Game ball' },
      { athlete: 'wayne-gretzky', itemType: 'hockey-stick', description: 'Signed stick' },
    ]);
    const [a, b, c] = s.itemIds;
    const res = await put(s.id, {
      status: 'completed',
      notes: '',
      itemOutcomes: [{ itemId: a, outcome: 'pass' }, { itemId: b, outcome: 'fail' }, { itemId: c, outcome: 'pass' }],
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    // Judged apart and different: no verdict for the whole; the result says how many passed.
    expect(d.outcome).toBeNull();
    expect(d.result).toMatchObject({ kind: 'mixed', passed: 2, total: 3 });
    expect(d.items.map((i: { outcome: string }) => i.outcome)).toEqual(['pass', 'fail', 'pass']);
    expect(d.certificates).toHaveLength(2);
    expect(d.certificates.map((x: { itemId: number }) => x.itemId)).toEqual([a, c]);
    const rows = (await certsOf(s.id)).sort((x, y) => x.id - y.id);
    expect(rows[0]).toMatchObject({
      item: 'Michael Jordan signed jersey',
      athlete: 'Michael Jordan',
      imageUrl: `/uploads/item-${s.id}-0.jpg`,
      userLastName: 'Okafor',
      authenticator: 'Morgan Reyes',
      status: 'valid',
    });
    expect(rows[1]).toMatchObject({ item: 'Wayne Gretzky signed hockey stick', athlete: 'Wayne Gretzky' });
    for (const r of rows) expect(isValidCertificateNumber(r.certificateNumber)).toBe(true);
    expect(d.certificateNumber).toBe(rows[0]!.certificateNumber);
    // The customer's list names both, not only the first.
    const listed = await t.app.inject({ url: '/api/submissions?page=1&pageSize=50', headers: { cookie: customer.cookie } });
    const row = listed.json().items.find((x: { id: number }) => x.id === s.id);
    expect(row.certificateNumbers).toEqual(rows.map((r) => r.certificateNumber));

    // Saving again, and reopening then completing again on the verdicts given, issue nothing new.
    expect((await put(s.id, { status: 'completed', notes: 'checked', version: 2 })).statusCode).toBe(200);
    expect((await put(s.id, { status: 'processing', notes: 'checked', version: 3 })).statusCode).toBe(200);
    const again = await put(s.id, { status: 'completed', notes: 'checked', version: 4 });
    expect(again.statusCode).toBe(200);
    expect(again.json().certificates).toHaveLength(2);
    expect(await certsOf(s.id)).toHaveLength(2);
  });

  it("names a visitor's certificate after the last word of the name given, and issues none on a fail", async () => {
    const visitor = await seedSubmission(t.database.db, { fullName: 'Jo Ann de la Cruz' });
    await put(visitor.id, { status: 'completed', notes: '', outcome: 'pass', version: 1 });
    expect((await certsOf(visitor.id)).map((c) => c.userLastName)).toEqual(['Cruz']);
    const failed = await seedSubmission(t.database.db, { serviceType: 'bundle_loa' }, [{}, {}]);
    await put(failed.id, { status: 'completed', notes: '', outcome: 'fail', version: 1 });
    expect(await certsOf(failed.id)).toHaveLength(0);
  });

  it('is atomic with the status change: a failure mid-way saves neither the status nor any certificate', async () => {
    const s = await seedSubmission(t.database.db, {}, [{}, {}]);
    let calls = 0;
    const failing = createAdminSubmissionUpdates({
      db: t.database.db,
      mailer: { send: async () => undefined },
      wantsEmail: async () => true,
      publicUrl: 'http://goat.test',
      log: t.app.log,
      nextCertificateNumber: () => {
        calls += 1;
        if (calls === 2) throw new Error('generator failed');
        return 'GC-00000-00001';
      },
    });
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.role, 'admin'));
    await expect(failing.update(s.id, { status: 'completed', notes: 'x', outcome: 'pass', version: 1 }, adminRow!)).rejects.toThrow('generator failed');
    expect(calls).toBe(2);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'pending', version: 1, outcome: null, completionDate: null, adminNotes: null, certificateNumber: null });
    expect(await certsOf(s.id)).toHaveLength(0);
    const history = await t.database.db.select().from(submissionStatusHistory).where(eq(submissionStatusHistory.submissionId, s.id));
    expect(history.map((h) => h.kind)).toEqual(['created']);
  });
});

describe('status e-mails', () => {
  it('e-mails the customer the new status, shared note, outcome, certificate and link', async () => {
    const s = await seedSubmission(t.database.db, { userId: customer.id, email: 'okafor@example.com' });
    await put(s.id, { status: 'completed', notes: 'internal only', outcome: 'pass', customerNote: 'Beautiful piece', version: 1 });
    const cert = (await certsOf(s.id))[0]!.certificateNumber;
    const mail = await sentMail(t, (raw) => raw.includes(`Submission ${s.orderNumber}: Completed`));
    expect(mail).toBeDefined();
    expect(mail).toContain('To: okafor@example.com');
    expect(mail).toContain(`http://goat.test/account/submissions/${s.orderNumber}`);
    expect(mail).toContain('Beautiful piece');
    expect(mail).toContain('Result: Pass');
    expect(mail).toContain(cert);
    expect(mail).not.toContain('internal only');
  });

  it('sends nothing when the customer turned submission status e-mails off, or when only notes change', async () => {
    await createPreferencesRepository(t.database.db).put(customer.id, { emailUpdates: true, submissionStatus: false, promotions: false });
    const s = await seedSubmission(t.database.db, { userId: customer.id });
    expect((await put(s.id, { status: 'processing', notes: '', version: 1 })).statusCode).toBe(200);
    expect(await sentMail(t, (raw) => raw.includes(s.orderNumber))).toBeUndefined();

    const visitor = await seedSubmission(t.database.db, { email: 'quiet@example.com' });
    expect((await put(visitor.id, { status: 'pending', notes: 'just a note', version: 1 })).statusCode).toBe(200);
    expect(await sentMail(t, (raw) => raw.includes(visitor.orderNumber))).toBeUndefined();
  });
});
