import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import type { MailAttachment, RenderAttachment } from './mail-attachments';
import type { MailMessage, MailTransport } from './mailer';

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface OutboxTiming {
  /** The worker's clock (tests move it instead of waiting). */
  now: () => Date;
  /** The wait before attempt n + 1 once n attempts failed. */
  backoffMs: (attempts: number) => number;
  /** Attempts before a message is given up on (admins can resend it). */
  maxAttempts: number;
  /** How often a running worker looks for due messages written by any process. */
  pollMs: number;
  /** How long a claimed message stays with its worker: longer than any delivery takes. */
  leaseMs: number;
  /** How long a sent message's row (recipient, subject, outcome; its body is cleared on delivery) is kept. */
  keepSentMs: number;
}

/** 30 s, 1 min, 2 min… capped at `maxMs`: a mail server down for hours is retried about hourly. */
export const exponentialBackoff =
  (baseMs: number, maxMs: number) =>
  (attempts: number): number =>
    Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));

export const DEFAULT_TIMING: OutboxTiming = {
  now: () => new Date(),
  backoffMs: exponentialBackoff(30_000, 3_600_000),
  maxAttempts: 10,
  pollMs: 5_000,
  leaseMs: 5 * 60_000,
  keepSentMs: 7 * 24 * 3_600_000,
};

/** What an admin sees of a message: never its body (it may hold a live reset or claim link). */
export interface OutboxProblem {
  id: number;
  recipient: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  failedAt: Date | null;
  createdAt: Date;
}

const BATCH = 10;
/** A delivered message's body and files, emptied (text is NOT NULL: an empty text). */
const CLEARED_BODY = { text: '', html: null, attachments: null } as const;
/** Enough to say which inbox in the log without writing the address there. */
const recipientTag = (to: string) => createHash('sha256').update(to.trim().toLowerCase()).digest('hex').slice(0, 12);
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * The durable e-mail outbox (docs/decisions/028): a table, claimed with FOR UPDATE SKIP LOCKED so that
 * of several server processes exactly one takes a message, and delivered at least once with retries.
 */
export function createMailOutbox(deps: { db: Db; transport: MailTransport; log: FastifyBaseLogger; messageIdDomain: string; timing?: Partial<OutboxTiming> }) {
  const { db, transport, log } = deps;
  const timing: OutboxTiming = { ...DEFAULT_TIMING, ...deps.timing };
  const at = (ms: number) => new Date(timing.now().getTime() + ms);
  // Set by the composition root once the documents' services exist (services.ts): the mailer comes first.
  let renderAttachment: RenderAttachment | null = null;

  /** The message's files, rendered now; one whose order or invoice is gone is left out. */
  async function attachmentsOf(row: OutboxRow): Promise<MailAttachment[] | undefined> {
    if (!row.attachments?.length) return undefined;
    if (!renderAttachment) throw new Error('e-mail attachments cannot be rendered yet');
    const files: MailAttachment[] = [];
    for (const ref of row.attachments) {
      const file = await renderAttachment(ref);
      if (file) files.push(file);
      else log.warn({ outboxId: row.id, kind: ref.kind }, 'e-mail attachment no longer exists: sent without it');
    }
    return files;
  }

  /** Claims up to BATCH due messages in a short transaction: they are this worker's for leaseMs. */
  async function claim(): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt), lte(mailOutbox.nextAttemptAt, timing.now())))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: at(timing.leaseMs) })
        .where(inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ))
        .returning();
    });
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    try {
      const attachments = await attachmentsOf(row);
      await transport.deliver({ messageId: row.messageId, to: row.recipient, subject: row.subject, text: row.text, html: row.html ?? undefined, attachments });
    } catch (err) {
      const gaveUp = row.attempts >= timing.maxAttempts;
      await db
        .update(mailOutbox)
        .set({ lastError: errorText(err), ...(gaveUp ? { failedAt: timing.now() } : { nextAttemptAt: at(timing.backoffMs(row.attempts)) }) })
        .where(eq(mailOutbox.id, row.id));
      const fields = { outboxId: row.id, recipient: recipientTag(row.recipient), subject: row.subject, attempts: row.attempts, err: errorText(err) };
      if (gaveUp) log.error(fields, 'e-mail given up after its last attempt: an admin can resend it');
      else log.warn(fields, 'e-mail not delivered: will retry');
      return;
    }
    // Delivered, the body has done its work: a reset or claim link in it must not sit in clear text
    // until the purge. What the admins' list shows (recipient, subject, outcome) stays; a message that
    // failed keeps its body, for its retry or an admin's resend. (The purge still deletes the row later.)
    await db.update(mailOutbox).set({ sentAt: timing.now(), lastError: null, ...CLEARED_BODY }).where(eq(mailOutbox.id, row.id));
  }

  /**
   * One pass: claims the due messages and attempts each. Returns how many were attempted. Once the
   * worker is stopped (the server is shutting down), the message under way is finished and the rest
   * of the batch is given back as it was (due now, its attempt not counted): a backlog of mail must
   * not hold a shutdown past its timeout, which would end the process before its database is closed.
   */
  async function deliverDue(): Promise<number> {
    const rows = await claim();
    let attempted = 0;
    for (const row of rows) {
      if (stopped) break;
      await deliverOne(row);
      attempted++;
    }
    const left = rows.slice(attempted);
    if (left.length) {
      await db
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: timing.now() })
        .where(and(inArray(mailOutbox.id, left.map((r) => r.id)), isNull(mailOutbox.sentAt)));
    }
    return attempted;
  }

  let lastPurge = 0;
  async function purgeSent(): Promise<void> {
    const now = timing.now().getTime();
    if (now - lastPurge < 3_600_000) return;
    lastPurge = now;
    await db.delete(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(now - timing.keepSentMs))));
  }

  // The worker: one pass at a time, every pollMs, and at once when this process writes a message.
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  // Once stopped (the server is closing its database), nothing more is delivered from this process.
  let stopped = false;
  let pass: Promise<void> | undefined;
  let again = false;

  function runPass(): Promise<void> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await deliverDue()) === BATCH);
        } while (again && !stopped);
        if (!stopped) await purgeSent();
      } catch (err) {
        log.error({ err }, 'e-mail outbox pass failed');
      } finally {
        pass = undefined;
        schedule();
      }
    })();
    return pass;
  }

  function schedule() {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => void runPass(), timing.pollMs);
    timer.unref();
  }

  return {
    /** Writes a message to the outbox, in `tx` when given (the transaction of the change that causes it). */
    async enqueue(message: MailMessage, tx: DbOrTx = db): Promise<string> {
      const messageId = `<${randomUUID()}@${deps.messageIdDomain}>`;
      await tx.insert(mailOutbox).values({
        messageId,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments?.length ? message.attachments : null,
        nextAttemptAt: timing.now(),
      });
      return messageId;
    },
    deliverDue,
    /** How attachment references become files at send time (services.ts, once the PDF services exist). */
    renderAttachmentsWith(render: RenderAttachment): void {
      renderAttachment = render;
    },
    /** Attempts every message due now, until none is left (tests; a failure is rescheduled, not retried here). */
    async drain(): Promise<void> {
      await pass;
      while (!stopped && (await deliverDue()) > 0);
    },
    get running() {
      return running;
    },
    /** Starts the worker (server.ts; tests start it themselves when they want one). */
    start(): void {
      if (running || stopped) return;
      running = true;
      void runPass();
    },
    /** Asks a running worker for a pass soon (a message was just written). */
    wake(): void {
      if (running) setImmediate(() => void runPass());
    },
    /** Stops the worker, after the message under way (the rest of its batch is given back, due). */
    async stop(): Promise<void> {
      running = false;
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
    /** The pass under way, if any. */
    async settled(): Promise<void> {
      await pass;
    },

    /** Messages given up on or failing (newest first), for the admins. */
    async problems(): Promise<OutboxProblem[]> {
      return db
        .select({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          subject: mailOutbox.subject,
          attempts: mailOutbox.attempts,
          lastError: mailOutbox.lastError,
          nextAttemptAt: mailOutbox.nextAttemptAt,
          failedAt: mailOutbox.failedAt,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), or(isNotNull(mailOutbox.failedAt), isNotNull(mailOutbox.lastError))))
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(200);
    },

    /**
     * Puts a message given up on back in line now, with a fresh count of attempts and the same Message-ID.
     * Only a `failed` one, in one UPDATE … WHERE failed_at IS NOT NULL: the worker never holds such a
     * message (its claim takes only failed_at IS NULL), so a resend cannot race a delivery under way
     * into a second one. A message still being retried, or being delivered, is the worker's: 'retrying'.
     * 'sent' when it has gone out meanwhile, 'missing' when there is no such message.
     */
    async resend(id: number): Promise<'queued' | 'retrying' | 'sent' | 'missing'> {
      const [row] = await db
        .update(mailOutbox)
        .set({ attempts: 0, failedAt: null, nextAttemptAt: timing.now() })
        .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt)))
        .returning({ id: mailOutbox.id });
      if (row) {
        if (running) setImmediate(() => void runPass());
        return 'queued';
      }
      const [found] = await db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(eq(mailOutbox.id, id));
      if (!found) return 'missing';
      return found.sentAt ? 'sent' : 'retrying';
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
