import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { createMailOutbox, type MailOutbox } from '../src/modules/mail/mail-outbox';
import { createMailTransport } from '../src/modules/mail/mailer';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { startSmtpTestServer } from './support/smtp-test-server';
import { waitFor } from './support/wait';
import { createTestApp, registerUser, type TestApp } from './support/test-app';

/**
 * The durable outbox (docs/decisions/028) against a local mail server that refuses, then accepts:
 * nothing written is lost, a retry keeps its Message-ID, of two workers exactly one takes a message,
 * and admins see what failed and can resend it. The worker's clock is the test's: nobody waits.
 */

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({ SMTP_URL: smtp.url, ...ADMIN_ENV });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const clock = { now: new Date('2026-11-25T12:00:00Z') };
const later = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));

function outbox(timing: { maxAttempts?: number } = {}): MailOutbox {
  return createMailOutbox({
    db: t.database.db,
    transport: createMailTransport({ smtpUrl: smtp.url, from: 'no-reply@goat.example.com', outboxDir: '/nonexistent', production: false }),
    log: t.app.log,
    messageIdDomain: 'goat.example.com',
    timing: { now: () => clock.now, backoffMs: (n) => 1000 * 2 ** (n - 1), maxAttempts: timing.maxAttempts ?? 5 },
  });
}
const rowOf = async (messageId: string) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId)))[0]!;
const acceptedCount = (messageId: string) => smtp.accepted.filter((m) => m.messageId === messageId).length;

/**
 * An outbox whose transport holds each delivery until the test releases it: `inDelivery` settles when
 * the worker has claimed a message and the "mail server" is answering; `delivered` lists what got through.
 */
function heldOutbox() {
  let release = () => {};
  let started = () => {};
  const inDelivery = new Promise<void>((resolve) => (started = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  const delivered: string[] = [];
  const box = createMailOutbox({
    db: t.database.db,
    transport: {
      async deliver(message) {
        started();
        await held;
        delivered.push(message.messageId);
      },
    },
    log: t.app.log,
    messageIdDomain: 'goat.example.com',
    timing: { now: () => clock.now },
  });
  return { box, inDelivery, release, delivered };
}

describe('the e-mail outbox', () => {
  it('keeps every message through an outage, retries with backoff, then delivers each once with the same Message-ID', async () => {
    const box = outbox();
    const ids = await Promise.all([1, 2, 3].map((n) => box.enqueue({ to: `outage${n}@example.com`, subject: `Receipt ${n}`, text: `Thank you ${n}` })));
    smtp.state.refusing = true;
    expect(await box.deliverDue()).toBe(3);
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.attempts).toBe(1);
      expect(row.sentAt).toBeNull();
      expect(row.lastError).toMatch(/451|busy/i);
      expect(row.nextAttemptAt.getTime()).toBe(clock.now.getTime() + 1000);
    }
    // Not due yet: nothing is tried before its backoff.
    expect(await box.deliverDue()).toBe(0);
    later(1000);
    expect(await box.deliverDue()).toBe(3);
    expect((await rowOf(ids[0]!)).nextAttemptAt.getTime()).toBe(clock.now.getTime() + 2000);

    smtp.state.refusing = false;
    later(2000);
    expect(await box.deliverDue()).toBe(3);
    for (const id of ids) {
      expect(smtp.refused.filter((r) => r === id)).toHaveLength(2);
      expect(acceptedCount(id)).toBe(1);
      const row = await rowOf(id);
      expect(row.sentAt).not.toBeNull();
      expect(row.attempts).toBe(3);
    }
    later(10_000);
    expect(await box.deliverDue()).toBe(0);
  });

  it('clears a delivered message\'s body, keeping what the admins\' list shows; keeps a failing one\'s for its retry', async () => {
    const box = outbox({ maxAttempts: 1 });
    // The files are rendered at send time; this one's order does not exist, so it goes without it.
    box.renderAttachmentsWith(async () => null);
    const attachments = [{ kind: 'invoice-pdf' as const, invoiceId: 999_999 }];
    const delivered = await box.enqueue({ to: 'cleared@example.com', subject: 'Reset your password', text: 'link-secret-text', html: '<a>link-secret-html</a>', attachments });
    expect(await box.deliverDue()).toBe(1);
    expect(await rowOf(delivered)).toMatchObject({ recipient: 'cleared@example.com', subject: 'Reset your password', text: '', html: null, attachments: null, lastError: null });
    expect((await rowOf(delivered)).sentAt).not.toBeNull();

    // Given up on: an admin may resend it, so its body stays until it goes out.
    const failing = await box.enqueue({ to: 'kept@example.com', subject: 'Kept', text: 'kept-text', html: '<p>kept-html</p>', attachments });
    smtp.state.refusing = true;
    await box.deliverDue();
    smtp.state.refusing = false;
    expect(await rowOf(failing)).toMatchObject({ text: 'kept-text', html: '<p>kept-html</p>', attachments, failedAt: expect.any(Date) });

    const admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const list = await t.app.inject({ url: '/api/admin/mail-outbox', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(await t.database.db.select().from(mailOutbox))).not.toMatch(/link-secret/);
  });

  it('never writes a message whose transaction rolls back', async () => {
    const box = outbox();
    let messageId = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        messageId = await box.enqueue({ to: 'rollback@example.com', subject: 'Never', text: 'x' }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId))).toHaveLength(0);
  });

  it('gives a message to exactly one of two workers', async () => {
    const a = outbox();
    const b = outbox();
    const ids = await Promise.all(Array.from({ length: 24 }, (_, n) => a.enqueue({ to: `race${n}@example.com`, subject: `Race ${n}`, text: 'x' })));
    const run = async (box: MailOutbox) => {
      while ((await box.deliverDue()) > 0);
    };
    await Promise.all([run(a), run(b)]);
    for (const id of ids) expect(acceptedCount(id)).toBe(1);
  });

  it('shows admins what failed (never a body) and resends it with the same Message-ID', async () => {
    const box = outbox({ maxAttempts: 1 });
    const messageId = await box.enqueue({ to: 'gaveup@example.com', subject: 'Your invoice', text: 'reset-link-secret-value' });
    smtp.state.refusing = true;
    await box.deliverDue();
    smtp.state.refusing = false;
    const row = await rowOf(messageId);
    expect(row.failedAt).not.toBeNull();

    const admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const list = await t.app.inject({ url: '/api/admin/mail-outbox', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('reset-link-secret-value');
    const shown = (list.json() as { messages: { id: number; recipient: string; attempts: number; failedAt: string | null; lastError: string }[] }).messages.find((m) => m.id === row.id);
    expect(shown).toMatchObject({ recipient: 'gaveup@example.com', attempts: 1 });
    expect(shown?.failedAt).not.toBeNull();
    expect(shown?.lastError).toMatch(/451|busy/i);

    const resend = await t.app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${row.id}/resend`, headers: { cookie: admin } });
    expect(resend.statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(acceptedCount(messageId)).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${row.id}/resend`, headers: { cookie: admin } });
    expect(again.statusCode).toBe(409);
    const after = await t.app.inject({ url: '/api/admin/mail-outbox', headers: { cookie: admin } });
    expect((after.json() as { messages: { id: number }[] }).messages.map((m) => m.id)).not.toContain(row.id);

    expect((await t.app.inject({ method: 'POST', url: '/api/admin/mail-outbox/99999999/resend', headers: { cookie: admin } })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/mail-outbox/abc/resend', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { id: expect.any(String) } });
  });

  it('never resends a message the worker is delivering or still retrying: one delivery, one Message-ID', async () => {
    // A transport held mid-delivery: the worker has claimed the message and the mail server is answering.
    const { box, inDelivery, release, delivered } = heldOutbox();
    const messageId = await box.enqueue({ to: 'held@example.com', subject: 'Held', text: 'x' });
    const id = (await rowOf(messageId)).id;
    const pass = box.deliverDue();
    await inDelivery;

    const admin = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
    const resend = await t.app.inject({ method: 'POST', url: `/api/admin/mail-outbox/${id}/resend`, headers: { cookie: admin } });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ message: expect.stringMatching(/still being retried/) });
    // Nothing was moved: the lease stands, so no other pass can take it meanwhile.
    expect(await box.deliverDue()).toBe(0);
    release();
    expect(await pass).toBe(1);
    await t.app.mailer.idle();
    expect(delivered).toEqual([messageId]);

    // A message waiting for its next retry (not given up on) is the worker's too.
    const retrying = await box.enqueue({ to: 'retrying@example.com', subject: 'Retrying', text: 'x' });
    await t.database.db.update(mailOutbox).set({ lastError: '451 busy', attempts: 1, nextAttemptAt: new Date(clock.now.getTime() + 60_000) }).where(eq(mailOutbox.messageId, retrying));
    expect(await box.resend((await rowOf(retrying)).id)).toBe('retrying');
    expect((await rowOf(retrying)).nextAttemptAt.getTime()).toBe(clock.now.getTime() + 60_000);
  });

  it('stops after the message under way, giving the rest of its batch back as it was', async () => {
    const { box, inDelivery, release, delivered } = heldOutbox();
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await box.enqueue({ to: `backlog${n}@example.com`, subject: `Backlog ${n}`, text: 'x' }));
    box.start();
    await inDelivery;
    // A shutdown asks the worker to stop while the first message is with the mail server.
    const stopping = box.stop();
    release();
    await stopping;
    expect(delivered).toHaveLength(1);
    const rows = await Promise.all(ids.map(rowOf));
    const sent = rows.filter((r) => r.sentAt !== null);
    const left = rows.filter((r) => r.sentAt === null);
    expect(sent.map((r) => r.messageId)).toEqual(delivered);
    // The others are due now, their attempt not counted: the next worker (or this server restarted) sends them.
    expect(left).toHaveLength(2);
    for (const r of left) expect({ attempts: r.attempts, due: r.nextAttemptAt.getTime() <= clock.now.getTime() }).toEqual({ attempts: 0, due: true });
    const next = outbox();
    await next.drain();
    expect(left.map((r) => acceptedCount(r.messageId))).toEqual([1, 1]);
  });

  it('lets one of two resends of a message given up on through', async () => {
    const box = outbox({ maxAttempts: 1 });
    const messageId = await box.enqueue({ to: 'twice@example.com', subject: 'Twice', text: 'x' });
    smtp.state.refusing = true;
    await box.deliverDue();
    smtp.state.refusing = false;
    const id = (await rowOf(messageId)).id;
    const answers = await Promise.all([box.resend(id), t.app.mailOutbox.resend(id)]);
    expect(answers.sort()).toEqual(['queued', 'retrying']);
    await box.deliverDue();
    // The app's own outbox may have taken the message in a pass of its own (a failed CI run on
    // PostgreSQL counted 0 here): once both are idle, it went out exactly once.
    await t.app.mailer.idle();
    expect(acceptedCount(messageId)).toBe(1);
  });

  it('on the embedded database, delivers an e-mail written in a transaction at its commit, not at the next poll', async (ctx) => {
    // A poll of 10 minutes: only the wake of the write itself can deliver within the test. On PostgreSQL
    // the woken pass may run before the commit (then the next poll finds it): decision 028.
    const t2 = await createTestApp({ SMTP_URL: smtp.url, MAIL_POLL_MS: '600000' });
    try {
      if (t2.database.kind !== 'pglite') ctx.skip();
      t2.app.mailOutbox.start();
      const { user } = await registerUser(t2.app, 'obx_commit');
      expect((await t2.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } })).statusCode).toBe(202);
      const arrived = await waitFor(() => smtp.accepted.some((m) => m.to.includes(user.email)), { timeoutMs: 20_000 });
      expect(arrived).toBe(true);
    } finally {
      await t2.close();
    }
  });

  it('keeps the failed-mail routes to admins', async () => {
    expect((await t.app.inject({ url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app, 'outbox1');
    expect((await t.app.inject({ url: '/api/admin/mail-outbox', headers: { cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/mail-outbox/1/resend', headers: { cookie } })).statusCode).toBe(403);
  });
});
