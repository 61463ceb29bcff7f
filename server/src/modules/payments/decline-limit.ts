import { createHash } from 'node:crypto';
import { tooManyRequests } from '../../lib/too-many';
import { perHour, type Throttle } from '../auth/throttle';

/** What a refused charge attempt reads; the wait is added in words ("…in 12 minutes."). */
export const TOO_MANY_DECLINES = 'Too many declined cards';

/** Who is paying: the browser session and its address (per /64 for IPv6). */
export interface PayerContext {
  sessionId: string;
  address: string;
}

/**
 * The card as the card processor describes the charge made on it (the charge's `source`), never as
 * the client says: a client can leave its own description out or change it at every attempt.
 */
export interface ProcessorCard {
  brand?: string | undefined;
  first6?: string | undefined;
  last4: string;
  expMonth?: string | undefined;
  expYear?: string | undefined;
}

/**
 * A card by brand, first six, last four and expiry, hashed: the same card tried from many sessions and
 * addresses counts as one. Month and year are normalised ("03" and 3, "27" and 2027 are one expiry).
 */
export function cardKey(card: ProcessorCard): string {
  const month = card.expMonth === undefined ? '' : String(Number(card.expMonth));
  const year = card.expYear === undefined ? '' : card.expYear.trim().length === 2 ? `20${card.expYear.trim()}` : card.expYear.trim();
  const parts = [(card.brand ?? '').trim().toLowerCase(), (card.first6 ?? '').trim(), card.last4.trim(), month, year];
  return `declines:card:${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}`;
}

/**
 * Declined cards per session, per address and per card (DECLINED_CARDS_PER_HOUR, 5 by default): a card
 * tester trying stolen numbers is stopped, a customer who mistyped a card or two is not.
 *
 * Session and address are counted before the card is charged (so concurrent attempts cannot all reach
 * the provider) and given back unless it was declined. The card is known only once the processor has
 * answered (Clover's tokens cannot be read back by the server), so the card is counted then: each
 * decline counts against the card the processor names, and an answer naming a locked card is refused
 * (docs/decisions/021, "Declined cards").
 */
export function createDeclineLimit(deps: { throttle: Throttle; perHour: number }) {
  const limit = perHour(deps.perHour);
  return {
    /**
     * Counts the attempt against the session and the address; over the limit throws 429 ("Too many
     * declined cards. Please try again in N minutes.") before anything is charged. Call `settle` with
     * the outcome once the provider answered.
     */
    async admit(payer: PayerContext): Promise<{ settle: (declined: boolean) => Promise<void> }> {
      const keys = [`declines:session:${payer.sessionId}`, `declines:ip:${payer.address}`];
      const counted: string[] = [];
      const giveBack = async () => {
        for (const key of counted) await deps.throttle.refund(key);
      };
      for (const key of keys) {
        const waitMs = await deps.throttle.hit(key, limit);
        if (waitMs > 0) {
          await giveBack();
          throw tooManyRequests(waitMs, TOO_MANY_DECLINES);
        }
        counted.push(key);
      }
      return {
        async settle(declined) {
          if (!declined) await giveBack();
        },
      };
    },

    /**
     * A decline of this card (as the processor named it): counted against the card. Answers the 429 to
     * give instead of the decline when the card is over the limit, else null.
     */
    async declined(card: ProcessorCard) {
      const waitMs = await deps.throttle.hit(cardKey(card), limit);
      return waitMs > 0 ? tooManyRequests(waitMs, TOO_MANY_DECLINES) : null;
    },

    /**
     * An approval of this card: not a decline, so nothing stays counted (taken and given back, the
     * primitive's own way of asking), but a card with its limit of declines reached is refused like a
     * sixth decline: its approval answers the 429 returned here, and the caller gives the money back.
     */
    async approved(card: ProcessorCard) {
      const key = cardKey(card);
      const waitMs = await deps.throttle.hit(key, limit);
      await deps.throttle.refund(key);
      return waitMs > 0 ? tooManyRequests(waitMs, TOO_MANY_DECLINES) : null;
    },
  };
}

export type DeclineLimit = ReturnType<typeof createDeclineLimit>;
