import { asc, eq } from 'drizzle-orm';
import { upgradeCreditOf, upgradeDeadline } from '@shared/upgrade';
import type { Db } from '../../db/types';
import { submissionItems, submissions } from '../../db/schema';
import { badRequest, conflict, HttpError } from '../../lib/http-error';
import type { LoadedSession } from '../auth/session-store';
import { isUniqueViolation } from '../../db/unique-violation';


export const UPGRADE_SIGN_IN = 'Please sign in to upgrade a Quick Opinion (upgradeFrom)';
export const UPGRADE_UNKNOWN = 'Upgrade from: no Quick Opinion of yours has this order number';
export const UPGRADE_NO_RESULT = 'Upgrade from: this Quick Opinion has no result yet';
export const UPGRADE_NOT_PASSED = 'Upgrade from: only a Quick Opinion with an item that passed can be upgraded';
export const UPGRADE_EXPIRED = 'Upgrade from: the 30 days to upgrade this Quick Opinion have passed';
export const UPGRADE_TAKEN = 'Upgrade from: this Quick Opinion has already been upgraded to a Full LOA';

/** What a Full LOA upgraded from a Quick Opinion records: the source and the credit it offers. */
export interface UpgradeSource {
  id: number;
  orderNumber: string;
  creditCents: number;
}

/** The unique index on upgraded_from_id refused a second upgrade made at the same moment. */
export const isUpgradeTaken = (err: unknown): boolean => isUniqueViolation(err, 'submissions_upgraded_from_idx');

export function createQuickOpinionUpgrades(db: Db) {
  return {
    /**
     * The Quick Opinion a Full LOA may upgrade, or an error naming upgradeFrom. Only its signed-in
     * owner may: the credit is money, and a browser session shared or left open must not spend it.
     * A visitor first attaches their orders to an account (POST /api/account/claims). Unknown,
     * someone else's and not-a-Quick-Opinion get the same answer, so order numbers cannot be probed.
     */
    async resolve(session: LoadedSession | null, orderNumber: string, now = new Date()): Promise<UpgradeSource> {
      const userId = session?.user?.id;
      if (userId === undefined) throw new HttpError(401, UPGRADE_SIGN_IN, { upgradeFrom: UPGRADE_SIGN_IN });
      const [row] = await db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
      if (!row || row.userId !== userId || row.serviceType !== 'quick_opinion') {
        throw badRequest(UPGRADE_UNKNOWN, { upgradeFrom: UPGRADE_UNKNOWN });
      }
      const refuse = (message: string) => conflict(message, { upgradeFrom: message });
      // outcomeAt marks a recorded result; the outcome is null when its items were judged apart and differ:
      // each item that passed is credited, whatever the others.
      if (row.outcomeAt === null) throw refuse(UPGRADE_NO_RESULT);
      const items = await db.select({ outcome: submissionItems.outcome }).from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position));
      const creditCents = upgradeCreditOf({ outcome: row.outcome, items });
      if (creditCents === 0) throw refuse(UPGRADE_NOT_PASSED);
      if (now.getTime() > upgradeDeadline(row.outcomeAt).getTime()) throw refuse(UPGRADE_EXPIRED);
      const [taken] = await db.select({ id: submissions.id }).from(submissions).where(eq(submissions.upgradedFromId, row.id)).limit(1);
      if (taken) throw refuse(UPGRADE_TAKEN);
      return { id: row.id, orderNumber: row.orderNumber, creditCents };
    },
  };
}

export type QuickOpinionUpgrades = ReturnType<typeof createQuickOpinionUpgrades>;
