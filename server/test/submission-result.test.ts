import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../src/db/schema';
import type { LoadedSession } from '../src/modules/auth/session-store';
import { createQuickOpinionUpgrades, UPGRADE_NOT_PASSED } from '../src/modules/submissions/quick-opinion-upgrade';
import { ADMIN_ENV, seedSubmission, signIn } from './support/admin-fixtures';
import { sentMail } from './support/loa-fixtures';
import { parsePdf } from './support/pdf-text';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * A submission's result is derived from its items' verdicts (docs/decisions/013). The walk-through's
 * case: a two-item Full LOA whose jersey passed and football failed read "Result: Pass" everywhere.
 */

let t: TestApp;
let admin: string;
let customer: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ ...ADMIN_ENV, PUBLIC_URL: 'http://goat.test' });
  admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  const c = await registerUser(t.app, 'results', { lastName: 'Okafor', email: 'results@example.com' });
  customer = { id: c.user.id, cookie: c.cookie };
});
afterAll(async () => {
  await t.close();
});

const put = (id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/submissions/${id}`, headers: { cookie: admin }, payload });
const adminDetails = async (id: number) => (await t.app.inject({ url: `/api/admin/submissions/${id}`, headers: { cookie: admin } })).json();
const mine = async (orderNumber: string) =>
  (await t.app.inject({ url: `/api/submissions/${orderNumber}`, headers: { cookie: customer.cookie } })).json();
const certsOf = (id: number) => t.database.db.select().from(certificates).where(eq(certificates.submissionId, id));

const jerseyAndFootball = () =>
  seedSubmission(t.database.db, { userId: customer.id, email: 'results@example.com' }, [
    { athlete: 'michael-jordan', itemType: 'jersey', description: 'Signed home jersey' },
    { athlete: 'tom-brady', itemType: 'football', description: 'Game ball' },
  ]);

type HistoryEntry = { kind: string; fromValue: string | null; toValue: string | null };

describe('a Full LOA whose jersey passed and football failed', () => {
  it('reads "1 of 2 items passed" in the details, the list, the timeline, the history, the e-mail and the PDF', async () => {
    const s = await jerseyAndFootball();
    const [jersey, football] = s.itemIds;
    const res = await put(s.id, {
      status: 'completed',
      notes: '',
      itemOutcomes: [{ itemId: jersey, outcome: 'pass' }, { itemId: football, outcome: 'fail' }],
      customerNote: 'The football signature does not match the exemplars.',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const mixed = { kind: 'mixed', passed: 1, total: 2, label: '1 of 2 items passed' };
    expect(d.result).toEqual(mixed);
    // No verdict applies to the submission as a whole: each item has its own, and they differ.
    expect(d.outcome).toBeNull();
    expect(d.outcomeAt).not.toBeNull();
    expect(d.items.map((i: { outcome: string }) => i.outcome)).toEqual(['pass', 'fail']);
    expect(await certsOf(s.id)).toHaveLength(1);

    const outcome = d.history.find((h: HistoryEntry) => h.kind === 'outcome');
    expect(outcome).toMatchObject({ fromValue: null, toValue: 'pass,fail' });

    const details = await mine(s.orderNumber);
    expect(details.result).toEqual(mixed);
    expect(details.statusHistory.find((h: { kind: string }) => h.kind === 'outcome')).toMatchObject({ value: 'pass,fail' });
    const list = (await t.app.inject({ url: '/api/submissions', headers: { cookie: customer.cookie } })).json();
    expect(list.items.find((i: { orderNumber: string }) => i.orderNumber === s.orderNumber).result).toEqual(mixed);

    const mail = await sentMail(t, (raw) => raw.includes(`Submission ${s.orderNumber}: Completed`));
    expect(mail).toBeDefined();
    expect(mail).toContain('Result: 1 of 2 items passed.');
    expect(mail).not.toContain('Result: Pass');
    expect(mail).toContain('Michael Jordan signed jersey: Pass');
    expect(mail).toContain('Tom Brady signed football: Fail');

    const pdf = await t.app.inject({ url: `/api/submissions/${s.orderNumber}/pdf`, headers: { cookie: customer.cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = parsePdf(pdf.rawPayload).text;
    expect(text).toContain('Result: 1 of 2 items passed');
    expect(text).toContain('Result: Pass');
    expect(text).toContain('Result: Fail');
  });

  it('records a change of verdict as a new result, from the earlier one', async () => {
    const s = await jerseyAndFootball();
    const [jersey, football] = s.itemIds;
    await put(s.id, { status: 'completed', notes: '', itemOutcomes: [{ itemId: jersey, outcome: 'pass' }, { itemId: football, outcome: 'fail' }], version: 1 });
    // Looked at again, the football passes: one item's verdict alone changes the result.
    const res = await put(s.id, { status: 'completed', notes: '', itemOutcomes: [{ itemId: football, outcome: 'pass' }], version: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'pass', result: { kind: 'pass', passed: 2, total: 2, label: 'Both items passed' } });
    const outcomes = res.json().history.filter((h: HistoryEntry) => h.kind === 'outcome');
    expect(outcomes.map((h: HistoryEntry) => [h.fromValue, h.toValue])).toEqual([
      [null, 'pass,fail'],
      ['pass,fail', 'pass,pass'],
    ]);
    expect(await certsOf(s.id)).toHaveLength(2);

    // Saving again with the same verdicts records no new result.
    const again = await put(s.id, { status: 'completed', notes: 'checked', itemOutcomes: [{ itemId: football, outcome: 'pass' }], version: 3 });
    expect(again.json().history.filter((h: HistoryEntry) => h.kind === 'outcome')).toHaveLength(2);
  });
});

describe('a verdict for the submission as a whole', () => {
  it('applies to each item not judged apart in the same save', async () => {
    const s = await jerseyAndFootball();
    const [jersey, football] = s.itemIds;
    const res = await put(s.id, { status: 'completed', notes: '', outcome: 'pass', itemOutcomes: [{ itemId: football, outcome: 'fail' }], version: 1 });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.outcome).toBe('pass');
    expect(d.items.map((i: { id: number; outcome: string | null }) => [i.id, i.outcome])).toEqual([
      [jersey, null],
      [football, 'fail'],
    ]);
    expect(d.result).toMatchObject({ kind: 'mixed', label: '1 of 2 items passed' });
  });

  it('replaces verdicts given apart before, so "Pass" for the whole is a pass of every item', async () => {
    const s = await jerseyAndFootball();
    const [jersey, football] = s.itemIds;
    await put(s.id, { status: 'completed', notes: '', itemOutcomes: [{ itemId: jersey, outcome: 'pass' }, { itemId: football, outcome: 'fail' }], version: 1 });
    const res = await put(s.id, { status: 'completed', notes: '', outcome: 'pass', version: 2 });
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.items.map((i: { outcome: string | null }) => i.outcome)).toEqual([null, null]);
    expect(d.result).toEqual({ kind: 'pass', passed: 2, total: 2, label: 'Both items passed' });
    expect(await certsOf(s.id)).toHaveLength(2);
  });

  it('gives way to item verdicts covering every item', async () => {
    const s = await jerseyAndFootball();
    const [jersey, football] = s.itemIds;
    const res = await put(s.id, {
      status: 'completed',
      notes: '',
      outcome: 'pass',
      itemOutcomes: [{ itemId: jersey, outcome: 'fail' }, { itemId: football, outcome: 'fail' }],
      version: 1,
    });
    expect(res.json()).toMatchObject({ outcome: 'fail', result: { kind: 'fail', label: 'Both items failed' } });
    expect(await certsOf(s.id)).toHaveLength(0);
  });

  it('of a Quick Opinion judged as a whole reads as every item passing', async () => {
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover', userId: customer.id }, [{}, {}]);
    const res = await put(qo.id, { status: 'completed', notes: '', outcome: 'pass', version: 1 });
    expect(res.json()).toMatchObject({ outcome: 'pass', result: { kind: 'pass', passed: 2, total: 2, label: 'Both items passed' } });
    expect((await adminDetails(qo.id)).history.find((h: HistoryEntry) => h.kind === 'outcome')).toMatchObject({ toValue: 'pass,pass' });
    const mail = await sentMail(t, (raw) => raw.includes(`Submission ${qo.orderNumber}: Completed`));
    expect(mail).toContain('Result: Both items passed.');
    expect(mail!.replace(/\s+/g, ' ')).toMatch(/Upgrade your items to a Full Letter of Authenticity by \w+ \d+, \d{4} and \$20\.00 is credited/);
  });
});

describe('a Quick Opinion whose Jordan item passed and Gretzky item failed', () => {
  it('offers the passing item its upgrade with its $10.00 credited, in the e-mail and on the server', async () => {
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover', userId: customer.id, email: 'results@example.com' }, [
      { athlete: 'michael-jordan', description: 'Signed ball' },
      { athlete: 'wayne-gretzky', description: 'Signed puck' },
    ]);
    const [ball, puck] = qo.itemIds;
    const res = await put(qo.id, { status: 'completed', notes: '', itemOutcomes: [{ itemId: ball, outcome: 'pass' }, { itemId: puck, outcome: 'fail' }], version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: null, result: { kind: 'mixed', label: '1 of 2 items passed' } });

    const mail = (await sentMail(t, (raw) => raw.includes(`Submission ${qo.orderNumber}: Completed`)))!.replace(/\s+/g, ' ');
    expect(mail).toContain('Result: 1 of 2 items passed.');
    expect(mail).toMatch(/Upgrade the item that passed to a Full Letter of Authenticity by \w+ \d+, \d{4} and \$10\.00 is credited/);
    expect(mail).toContain(`http://goat.test/full-loa?upgrade=${qo.orderNumber}`);

    // The server credits the passing item, not both.
    const source = await createQuickOpinionUpgrades(t.database.db).resolve({ user: { id: customer.id } } as LoadedSession, qo.orderNumber);
    expect(source).toMatchObject({ orderNumber: qo.orderNumber, creditCents: 1000 });
  });

  it('offers nothing when every item failed', async () => {
    const qo = await seedSubmission(t.database.db, { serviceType: 'quick_opinion', paymentStatus: 'paid', paymentMethod: 'clover', userId: customer.id }, [{}, {}]);
    const res = await put(qo.id, { status: 'completed', notes: '', outcome: 'fail', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await sentMail(t, (raw) => raw.includes(`Submission ${qo.orderNumber}: Completed`));
    expect(mail).not.toContain('Upgrade');
    await expect(createQuickOpinionUpgrades(t.database.db).resolve({ user: { id: customer.id } } as LoadedSession, qo.orderNumber)).rejects.toMatchObject({
      message: UPGRADE_NOT_PASSED,
    });
  });
});
