import { QUICK_OPINION_PRICE_CENTS, formatUsd, quickOpinionTotalCents } from '@shared/pricing';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { OrderSummary } from '@/components/forms/order-summary';

/** The order summary beside the form: the figures come from the shared pricing module only. */
export function QuickOpinionSummary({ itemCount }: { itemCount: number }) {
  const count = Math.min(Math.max(itemCount, 1), 10);
  return (
    <OrderSummary id="qo-summary-title" className="lg:sticky lg:top-24">
      <dl className="mt-5 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-mist-200">Service</dt>
          <dd className="font-medium">Quick Opinion</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-mist-200">Price per item</dt>
          <dd>{formatUsd(QUICK_OPINION_PRICE_CENTS)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-mist-200">Items</dt>
          <dd>{count}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-mist-200">Service fee</dt>
          <dd>{formatUsd(0)}</dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-white/15 pt-4">
          <dt className="font-semibold">Total</dt>
          <dd className="font-display text-3xl font-semibold text-gold-300" data-testid="qo-total">
            {formatUsd(quickOpinionTotalCents(count))}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 grid gap-2 text-xs leading-relaxed text-mist-200">
        <li>Paid by card now; results {QUICK_OPINION_TURNAROUND}.</li>
        <li>If your item passes and you upgrade to a Full LOA within 30 days, the {formatUsd(QUICK_OPINION_PRICE_CENTS)} is credited.</li>
      </ul>
    </OrderSummary>
  );
}
