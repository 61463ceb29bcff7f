import { perHour, type Throttle } from '../auth/throttle';

/**
 * Submissions per browser session and per address: every one may send a branded confirmation e-mail,
 * and a visitor's Full LOA needs no payment, so an unlimited form is a mail relay. The hourly number
 * (SUBMISSIONS_PER_HOUR, 20 by default) leaves room for a dealer sending a box of items in several orders.
 */
export function createSubmissionLimit(deps: { throttle: Throttle; perHour: number }) {
  const limit = perHour(deps.perHour);
  return {
    /**
     * Counts this attempt first (atomic, so concurrent posts cannot all pass). Answers the milliseconds
     * to wait (0: go on) and `refund`, to take the count back when the submission was not created.
     */
    async admit(sessionId: string | null, address: string): Promise<{ waitMs: number; refund: () => Promise<void> }> {
      const keys = [`submissions:ip:${address}`, ...(sessionId ? [`submissions:session:${sessionId}`] : [])];
      const counted: string[] = [];
      const refund = async () => {
        for (const key of counted) await deps.throttle.refund(key);
      };
      for (const key of keys) {
        const waitMs = await deps.throttle.hit(key, limit);
        if (waitMs > 0) return { waitMs, refund };
        counted.push(key);
      }
      return { waitMs: 0, refund };
    },
  };
}

export type SubmissionLimit = ReturnType<typeof createSubmissionLimit>;
