import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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

/** SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml file. */
export function createMailer(opts: { smtpUrl?: string | undefined; from: string; outboxDir: string }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return tracked(async (message) => {
      await transport.sendMail({ from: opts.from, ...message });
    });
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return tracked(async (message) => {
    const info = await transport.sendMail({ from: opts.from, ...message });
    await fs.promises.mkdir(opts.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.promises.writeFile(path.join(opts.outboxDir, name), info.message as Buffer);
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
