import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import type { DbOrTx } from '../../db/types';
import type { MailAttachment, MailAttachmentRef } from './mail-attachments';

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
  /** Files to attach, as references rendered when the message is sent (mail-attachments.ts). */
  attachments?: MailAttachmentRef[];
}

export interface SendOptions {
  /**
   * The transaction of the change that causes the e-mail: the message is written to the outbox in it,
   * so it exists exactly when the change does (docs/decisions/028). Without one it is written on its own.
   */
  tx?: DbOrTx;
}

export interface Mailer {
  /** Writes the message to the outbox (durable once the transaction commits); a worker delivers it. */
  send(message: MailMessage, opts?: SendOptions): Promise<void>;
  /**
   * Work that goes on after the reply and may end in a send (a lookup, then an e-mail), tracked like a
   * send so that idle() waits for it too. Its rejection is the caller's to handle (log it).
   */
  background(work: Promise<unknown>): void;
  /**
   * Resolves once every send and background work started so far has settled and, when no worker runs
   * (tests), every message due has had its delivery attempt.
   */
  idle(): Promise<void>;
}

/** One message as the transport sends it: `messageId` is the same on every attempt. */
export interface OutgoingMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  attachments?: MailAttachment[] | undefined;
}

export interface MailTransport {
  /** Resolves once the mail server (or the .eml folder) has accepted the message; rejects otherwise. */
  deliver(message: OutgoingMail): Promise<void>;
}

/** Seconds, not nodemailer's minutes: a mail server that does not answer must not hold a worker for long. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise, on a developer's machine or in tests only, every message is
 * written to DATA_DIR/outbox as an .eml file. In production the .eml folder would keep every reset and
 * claim link on disk and deliver nothing: loadEnv refuses to start without SMTP_URL there, and so does this.
 */
export function createMailTransport(opts: { smtpUrl?: string | undefined; from: string; outboxDir: string; production: boolean }): MailTransport {
  if (!opts.smtpUrl && opts.production) throw new Error('No SMTP_URL in production: the .eml outbox is for development only');
  // nodemailer (about 14 MB resident) is loaded with the first message, not at start (decision 031).
  let transport: Promise<Transporter> | undefined;
  const connect = (options: SMTPTransport.Options | StreamTransport.Options) => (transport ??= import('nodemailer').then((m) => m.default.createTransport(options)));
  if (opts.smtpUrl) {
    const smtpUrl = opts.smtpUrl;
    return {
      async deliver(message) {
        await (await connect({ url: smtpUrl, ...SMTP_TIMEOUTS })).sendMail({ from: opts.from, ...message });
      },
    };
  }
  return {
    async deliver(message) {
      const info = await (await connect({ streamTransport: true, buffer: true, newline: 'unix' })).sendMail({ from: opts.from, ...message });
      // Readable by the server's own user only: the messages carry live reset and claim links.
      await fs.promises.mkdir(opts.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.promises.writeFile(path.join(opts.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
