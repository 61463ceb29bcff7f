/** When a Quick Opinion may become a Full LOA with its price per item credited (docs/product.md, Services). */

export const UPGRADE_WINDOW_DAYS = 30;
export const UPGRADE_WINDOW_MS = UPGRADE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The end of the upgrade window of a result given at `outcomeAt`. */
export const upgradeDeadline = (outcomeAt: string | Date) => new Date(new Date(outcomeAt).getTime() + UPGRADE_WINDOW_MS);

/**
 * Whether the customer may still upgrade: a Quick Opinion whose items passed, not upgraded yet,
 * inside the window. The server asks the same question (quick-opinion-upgrade.ts), and decides.
 */
export function canUpgrade(
  s: { serviceType: string; outcome: 'pass' | 'fail' | null; outcomeAt: string | null; upgradedTo: string | null },
  now = new Date(),
): boolean {
  return (
    s.serviceType === 'quick_opinion' &&
    s.outcome === 'pass' &&
    s.outcomeAt !== null &&
    s.upgradedTo === null &&
    now.getTime() <= upgradeDeadline(s.outcomeAt).getTime()
  );
}
