import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Sent because a visitor asked (a confirmation, a claim or reset link): anyone can make the site send
   * it to any address, so it is limited per recipient (limitPerRecipient). Mails the business must send
   * (a status change, an invoice) leave it unset and are never held back.
   */
  askedByVisitor?: boolean;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Work that goes on after the reply and may end in a send (a lookup, then an e-mail), tracked like a
   * send so that idle() waits for it too. Its rejection is the caller's to handle (log it).
   */
  background(work: Promise<unknown>): void;
  /** Resolves once every send and background work started so far has settled (delivered or failed). */
  idle(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise, on a developer's machine or in tests only, every message is
 * written to DATA_DIR/outbox as an .eml file. In production the outbox would keep every reset and claim
 * link on disk and deliver nothing: loadEnv refuses to start without SMTP_URL there, and so does this.
 */
export function createMailer(opts: { smtpUrl?: string | undefined; from: string; outboxDir: string; production: boolean }): Mailer {
  if (!opts.smtpUrl && opts.production) throw new Error('No SMTP_URL in production: the .eml outbox is for development only');
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return tracked(async ({ askedByVisitor: _, ...message }) => {
      await transport.sendMail({ from: opts.from, ...message });
    });
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return tracked(async ({ askedByVisitor: _, ...message }) => {
    const info = await transport.sendMail({ from: opts.from, ...message });
    // Readable by the server's own user only: the messages carry live reset and claim links.
    await fs.promises.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.promises.writeFile(path.join(opts.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  });
}

/** A mailer that keeps every send (and background work) in flight, for idle(). */
function tracked(deliver: (message: MailMessage) => Promise<void>): Mailer {
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<unknown>) => {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
  };
  return {
    send(message) {
      const sent = deliver(message);
      track(sent);
      return sent;
    },
    background: track,
    async idle() {
      // A work that settles may have started another send meanwhile: wait until none is left.
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}
