import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailOutbox, type MailOutbox } from '../modules/mail/mail-outbox';
import { mailDomain, mailTiming } from '../modules/mail/mail-settings';
import { createMailTransport, type Mailer } from '../modules/mail/mailer';
import { outboxMailer } from '../modules/mail/outbox-mailer';
import { limitPerRecipient } from '../modules/mail/recipient-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer: its idle() settles once every e-mail under way has been written (and, in tests, delivered). */
    mailer: Mailer;
    /** The e-mail outbox: its worker (start/stop), drain() for tests, the admins' view. */
    mailOutbox: MailOutbox;
  }
}

/**
 * Every e-mail goes through the outbox table (docs/decisions/028-durable-email-outbox.md), delivered by
 * SMTP, or to the outbox folder in development and tests; at most MAILS_PER_RECIPIENT_PER_HOUR of the
 * e-mails a visitor asks for to one address. server.ts starts the worker after listening.
 */
export const mailerPlugin = fp(
  async (app) => {
    const env = app.config;
    const mailOutbox = createMailOutbox({
      db: app.database.db,
      transport: createMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.dataDir, 'outbox'), production: env.NODE_ENV === 'production' }),
      log: app.log,
      messageIdDomain: mailDomain(env.MAIL_FROM),
      timing: mailTiming(env),
    });
    app.decorate('mailOutbox', mailOutbox);
    const mailer = limitPerRecipient(outboxMailer(mailOutbox), { throttle: app.throttle, perHour: env.MAILS_PER_RECIPIENT_PER_HOUR, log: app.log });
    app.decorate('mailer', mailer);
    // A graceful shutdown writes the mail already under way (a reset link, a confirmation) instead of
    // dropping it, and stops the worker.
    app.addHook('onClose', async () => {
      await mailer.idle();
      await mailOutbox.stop();
    });
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['config', 'state'] },
);
