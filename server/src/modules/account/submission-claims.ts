import { createHash, randomBytes } from 'node:crypto';
import { tokenLink } from '@shared/link-token';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import { submissionClaimTokens, submissions } from '../../db/schema';
import type { Throttle } from '../auth/throttle';
import type { UserRow } from '../auth/user-repository';
import type { Mailer } from '../mail/mailer';
import { claimMail } from './claim-mail';

export const CLAIM_TTL_MS = 60 * 60 * 1000;
// Each request may send an e-mail: enough for a customer who retries, too few to flood an inbox.
export const CLAIM_MAX_REQUESTS = 5;
const CLAIM_WINDOW_MS = 15 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ConfirmResult = { ok: true; attached: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Attaching a visitor's submissions (no account, same e-mail) to the signed-in account. A typed
 * address proves nothing, so nothing is attached until the account holder opens a link sent to
 * that address. The link covers the submissions that existed when it was sent (their ids are
 * stored): one made later under the same address needs a new link.
 */
export function createSubmissionClaims(deps: { db: Db; throttle: Throttle; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }) {
  const { db, throttle, mailer, publicUrl, log } = deps;

  const unclaimedFor = async (email: string) =>
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(isNull(submissions.userId), sql`lower(${submissions.email}) = ${email.trim().toLowerCase()}`));

  async function issue(user: UserRow): Promise<void> {
    const ids = (await unclaimedFor(user.email)).map((r) => r.id);
    // Nothing to attach: no e-mail (the answer was the same either way).
    if (!ids.length) return;
    const token = randomBytes(32).toString('base64url');
    // The link and its e-mail in one transaction (decision 028): both exist, or neither.
    await db.transaction(async (tx) => {
      await tx.insert(submissionClaimTokens).values({
        tokenHash: hashToken(token),
        userId: user.id,
        submissionIds: ids,
        expiresAt: new Date(Date.now() + CLAIM_TTL_MS),
      });
      await mailer.send(claimMail(user, ids.length, tokenLink(publicUrl, '/account/claim', token)), { tx });
    });
  }

  return {
    /** Counts the request, then looks and mails after the answer: its timing tells nothing either. */
    async request(user: UserRow): Promise<{ throttled: number }> {
      const key = `claim:user:${user.id}`;
      const lockedMs = await throttle.hit(key, { max: CLAIM_MAX_REQUESTS, windowMs: CLAIM_WINDOW_MS, lockMs: CLAIM_WINDOW_MS });
      if (lockedMs > 0) return { throttled: lockedMs };
      mailer.background(issue(user).catch((err: unknown) => log.error({ err }, 'claim e-mail failed')));
      return { throttled: 0 };
    },

    /**
     * Spends the token (only the account it was sent to may) and attaches its still-unclaimed
     * submissions, in one transaction: two clicks racing get one success.
     */
    async confirm(user: UserRow, token: string): Promise<ConfirmResult> {
      const [row] = await db.select().from(submissionClaimTokens).where(eq(submissionClaimTokens.tokenHash, hashToken(token))).limit(1);
      // Another account's link answers like an unknown one: it tells nothing about that account.
      if (!row || row.usedAt || row.userId !== user.id) return { ok: false, reason: 'invalid' };
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      const attached = await db.transaction(async (tx) => {
        const spent = await tx
          .update(submissionClaimTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(submissionClaimTokens.id, row.id), isNull(submissionClaimTokens.usedAt)))
          .returning({ id: submissionClaimTokens.id });
        if (spent.length === 0) return null;
        if (!row.submissionIds.length) return 0;
        // Still a visitor's: one attached meanwhile (another account's link) is left where it is.
        const done = await tx
          .update(submissions)
          .set({ userId: user.id, updatedAt: new Date() })
          .where(and(inArray(submissions.id, row.submissionIds), isNull(submissions.userId)))
          .returning({ id: submissions.id });
        return done.length;
      });
      if (attached === null) return { ok: false, reason: 'invalid' };
      return { ok: true, attached };
    },
  };
}

export type SubmissionClaims = ReturnType<typeof createSubmissionClaims>;
