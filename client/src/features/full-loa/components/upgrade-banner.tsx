import { BadgeCheck } from 'lucide-react';
import { formatUsdShort, QUICK_OPINION_PRICE_CENTS } from '@shared/pricing';

/** Says which Quick Opinion this Full LOA upgrades and what is credited (the server confirms it). */
export function UpgradeBanner({ orderNumber }: { orderNumber: string }) {
  return (
    <div role="status" data-state="upgrade" className="flex items-start gap-3 rounded-lg border border-status-completed/40 bg-green-50 px-4 py-3 text-sm text-green-900">
      <BadgeCheck className="mt-0.5 size-5 shrink-0 text-status-completed" aria-hidden="true" />
      <p>
        <strong>Upgrading Quick Opinion {orderNumber}.</strong> Its {formatUsdShort(QUICK_OPINION_PRICE_CENTS)} for each item that passed is
        credited on this Full LOA. Add a photo of each item as you will ship it.
      </p>
    </div>
  );
}
