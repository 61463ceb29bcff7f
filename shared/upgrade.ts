/**
 * When a Quick Opinion may become a Full LOA with its price credited for each item that passed
 * (docs/product.md, Services), whatever the verdicts of its other items.
 */
import { quickOpinionCreditCents } from './pricing';
import type { Outcome } from './schemas/admin';
import { itemVerdicts } from './submission-result';

export const UPGRADE_WINDOW_DAYS = 30;
export const UPGRADE_WINDOW_MS = UPGRADE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** Where an upgrade starts: the Full LOA page, told which Quick Opinion it upgrades. */
export const upgradePath = (orderNumber: string) => `/full-loa?upgrade=${encodeURIComponent(orderNumber)}`;

/** The end of the upgrade window of a result given at `outcomeAt`. */
export const upgradeDeadline = (outcomeAt: string | Date) => new Date(new Date(outcomeAt).getTime() + UPGRADE_WINDOW_MS);

type Judged = { outcome: Outcome | null; items: readonly { outcome: Outcome | null }[] };

/** The items of a Quick Opinion that passed (their positions), once every item has its verdict. */
export function passedItemIndexes(s: Judged): number[] {
  const verdicts = itemVerdicts(s);
  if (verdicts.some((v) => v === null)) return [];
  return verdicts.flatMap((v, n) => (v === 'pass' ? [n] : []));
}

/** What an upgrade credits: the Quick Opinion price for each item that passed. */
export const upgradeCreditOf = (s: Judged): number => quickOpinionCreditCents(passedItemIndexes(s).length);

/**
 * Whether the customer may still upgrade: a Quick Opinion with a result of which at least one item
 * passed, not upgraded yet, inside the window. The server asks the same question
 * (quick-opinion-upgrade.ts), and decides.
 */
export function canUpgrade(
  s: Judged & { serviceType: string; outcomeAt: string | Date | null; upgradedTo: string | null },
  now = new Date(),
): boolean {
  return (
    s.serviceType === 'quick_opinion' &&
    s.outcomeAt !== null &&
    passedItemIndexes(s).length > 0 &&
    s.upgradedTo === null &&
    now.getTime() <= upgradeDeadline(s.outcomeAt).getTime()
  );
}
