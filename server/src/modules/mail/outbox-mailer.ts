import type { MailOutbox } from './mail-outbox';
import type { Mailer } from './mailer';

/**
 * The app's mailer: send() writes the message to the outbox (in the caller's transaction when given)
 * and wakes the worker; nothing is lost when the mail server is down, the worker retries.
 */
export function outboxMailer(outbox: MailOutbox): Mailer {
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
    send(message, opts) {
      // Wakes a running worker either way. Written in a transaction, the row is seen once it commits: on
      // the embedded database the worker's pass waits for that transaction (one connection) and finds it
      // at once; on PostgreSQL a pass may run before the commit, and the next poll finds it.
      const written = outbox.enqueue(message, opts?.tx).then(() => outbox.wake());
      track(written);
      return written;
    },
    background: track,
    async idle() {
      // A work that settles may have started another send meanwhile: wait until none is left.
      while (inFlight.size) await Promise.all(inFlight);
      // No worker (tests): deliver what is due now, as the worker would. With one: its pass under way.
      if (outbox.running) await outbox.settled();
      else await outbox.drain();
    },
  };
}
