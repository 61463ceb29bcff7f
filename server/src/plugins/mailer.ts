import path from 'node:path';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../modules/mail/mailer';
import { limitPerRecipient } from '../modules/mail/recipient-limit';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one mailer: its idle() settles once every e-mail under way has gone out or failed. */
    mailer: Mailer;
  }
}

/** SMTP, or the outbox folder in development and tests; at most MAILS_PER_RECIPIENT_PER_HOUR to one address. */
export const mailerPlugin = fp(
  async (app) => {
    const env = app.config;
    const mailer = limitPerRecipient(
      createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(env.dataDir, 'outbox'), production: env.NODE_ENV === 'production' }),
      { throttle: app.throttle, perHour: env.MAILS_PER_RECIPIENT_PER_HOUR, log: app.log },
    );
    app.decorate('mailer', mailer);
    // A graceful shutdown delivers the mail already under way (a reset link, a confirmation) instead of dropping it.
    app.addHook('onClose', async () => mailer.idle());
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['config', 'state'] },
);
