import { createHash } from 'node:crypto';
import type { CardSummary } from '@shared/schemas/payment';
import { tooManyRequests } from '../../lib/too-many';
import { perHour, type Throttle } from '../auth/throttle';

/** What a refused charge attempt reads; the wait is added in words ("…in 12 minutes."). */
export const TOO_MANY_DECLINES = 'Too many declined cards';

/** Who is paying: the browser session, its address (per /64 for IPv6) and the card, when the token said. */
export interface PayerContext {
  sessionId: string;
  address: string;
  card?: CardSummary | undefined;
}

/**
 * A card by what the token says of it (last four, expiry, brand), hashed: the same card tried from many
 * sessions and addresses counts as one. Without those details there is no card key (session and
 * address still count).
 */
function cardKey(card: CardSummary | undefined): string | null {
  if (!card?.cardLast4) return null;
  const parts = [card.cardLast4, card.expMonth ?? '', card.expYear ?? '', (card.cardBrand ?? '').toLowerCase()].map((p) => p.trim());
  return `declines:card:${createHash('sha256').update(parts.join('|')).digest('hex').slice(0, 32)}`;
}

/**
 * Declined cards per session, per address and per card (DECLINED_CARDS_PER_HOUR, 5 by default): a card
 * tester trying stolen numbers is stopped, a customer who mistyped a card or two is not. Every charge
 * attempt is counted before the card is charged (so concurrent attempts cannot all reach the provider),
 * and given back unless it was declined.
 */
export function createDeclineLimit(deps: { throttle: Throttle; perHour: number }) {
  const limit = perHour(deps.perHour);
  return {
    /**
     * Counts the attempt; over the limit throws 429 ("Too many declined cards. Please try again in N
     * minutes.") before anything is charged. Call `settle` with the outcome once the provider answered.
     */
    async admit(payer: PayerContext): Promise<{ settle: (declined: boolean) => Promise<void> }> {
      const card = cardKey(payer.card);
      const keys = [`declines:session:${payer.sessionId}`, `declines:ip:${payer.address}`, ...(card ? [card] : [])];
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
  };
}

export type DeclineLimit = ReturnType<typeof createDeclineLimit>;
