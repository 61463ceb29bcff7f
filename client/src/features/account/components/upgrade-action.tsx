import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@shared/format';
import { formatUsd } from '@shared/pricing';
import type { Submission } from '@shared/schemas/submission';
import { canUpgrade, passedItemIndexes, upgradeCreditOf, upgradeDeadline, upgradePath } from '@shared/upgrade';
import { Button } from '@/components/ui/button';

const day = (d: Date) => formatDate(d, 'long');

/**
 * "Upgrade to Full LOA" for a Quick Opinion of which an item passed, not yet upgraded, within 30 days
 * of its result; nothing otherwise. The Full LOA page credits the Quick Opinion price for each item that
 * passed (the server checks again).
 */
export function UpgradeToFullLoaAction({ submission, now = new Date() }: { submission: Submission; now?: Date }) {
  if (!canUpgrade(submission, now) || !submission.outcomeAt) return null;
  const credit = formatUsd(upgradeCreditOf(submission));
  const passed = passedItemIndexes(submission).length;
  const total = Math.max(submission.items.length, 1);
  const which =
    passed === total
      ? `Your item${total === 1 ? '' : 's'} passed. Upgrade to a Full Letter of Authenticity`
      : `${passed} of ${total} items passed. Upgrade the item${passed === 1 ? '' : 's'} that passed to a Full Letter of Authenticity`;
  return (
    // Stacked: it sits in the narrow Actions column beside the details on wide screens.
    <div className="grid justify-items-start gap-3 rounded-lg border border-gold-500/40 bg-paper-100 px-4 py-3 text-sm text-ink-900">
      <p>
        {which} by {day(upgradeDeadline(submission.outcomeAt))} and your {credit} is credited.
      </p>
      <Button asChild variant="gold" size="sm">
        <Link to={upgradePath(submission.orderNumber)}>
          Upgrade to Full LOA <ArrowUpRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
