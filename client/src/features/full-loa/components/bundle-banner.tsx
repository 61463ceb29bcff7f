import { AlertTriangle, BadgeCheck } from 'lucide-react';
import { formatUsd, type FullLoaQuote } from '@shared/pricing';

/** Green while the items match the bundle chosen on /bundles; yellow once they no longer do. */
export function BundleBanner({ bundle }: { bundle: NonNullable<FullLoaQuote['bundle']> }) {
  const { definition, matches } = bundle;
  if (matches) {
    return (
      <div role="status" data-state="match" className="flex items-start gap-3 rounded-lg border border-status-completed/40 bg-green-50 px-4 py-3 text-sm text-green-900">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-status-completed" aria-hidden="true" />
        <p>
          <strong>{definition.name} bundle applied</strong> ({definition.discountLabel}): your items cost {formatUsd(definition.discountedPriceCents)} instead of{' '}
          {formatUsd(definition.originalPriceCents)}. Keep these athletes to keep the discount.
        </p>
      </div>
    );
  }
  return (
    <div role="status" data-state="modified" className="flex items-start gap-3 rounded-lg border border-amber-500/50 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <p>
        <strong>Bundle discount removed.</strong> Your items no longer match the {definition.name} bundle ({definition.description.toLowerCase()}), so
        individual prices apply.
      </p>
    </div>
  );
}
