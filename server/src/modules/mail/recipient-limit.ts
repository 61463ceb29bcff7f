import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { perHour, type Throttle } from '../auth/throttle';
import type { Mailer } from './mailer';

/** Enough to say which inbox in the log without writing the address there. */
const recipientTag = (to: string) => createHash('sha256').update(to).digest('hex').slice(0, 12);

/**
 * The mailer, with the mails a visitor can trigger (askedByVisitor) limited per recipient and hour
 * (MAILS_PER_RECIPIENT_PER_HOUR): nobody can make the site send a stream of branded e-mails to one
 * address. One over the limit is skipped and logged (warn), never written to the outbox; mails the business must
 * send pass untouched. The count is shared by every instance (the throttle's store). Given the change's
 * transaction, the count is taken in it and the message written in it (decision 028): a change rolled
 * back leaves neither a message nor a count.
 */
export function limitPerRecipient(mailer: Mailer, deps: { throttle: Throttle; perHour: number; log: FastifyBaseLogger }): Mailer {
  const limit = perHour(deps.perHour);
  return {
    ...mailer,
    send(message, opts) {
      if (!message.askedByVisitor) return mailer.send(message, opts);
      const to = message.to.trim().toLowerCase();
      const work = (async () => {
        const waitMs = await deps.throttle.hit(`mail:to:${to}`, limit, opts?.tx);
        if (waitMs > 0) {
          deps.log.warn({ recipient: recipientTag(to), subject: message.subject }, 'e-mail skipped: too many to this recipient this hour');
          return;
        }
        await mailer.send(message, opts);
      })();
      // Tracked like a send, so idle() also waits for the count taken before it.
      mailer.background(work);
      return work;
    },
  };
}
