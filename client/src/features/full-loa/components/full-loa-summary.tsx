import { INVOICE_TIMING } from '@shared/shipping-wording';
import { ATHLETES } from '@shared/constants';
import { formatUsd, type FullLoaQuote } from '@shared/pricing';
import { FAILED_ITEM_FEE, QUICK_OPINION_PRICE } from '@/lib/price-copy';
import { OrderSummary } from '@/components/forms/order-summary';

const athleteName = (slug: string | null) => ATHLETES.find((a) => a.slug === slug)?.name ?? 'Athlete not chosen';

/** A Quick Opinion being upgraded; `known` once its items (hence the credit) could be read. */
export interface UpgradeCredit {
  orderNumber: string;
  known: boolean;
}

/** The running estimate beside the form, from the same shared quote the server records. */
export function FullLoaSummary({ quote, upgrade = null }: { quote: FullLoaQuote; upgrade?: UpgradeCredit | null }) {
  const bundleApplied = quote.bundle?.matches === true;
  return (
    <OrderSummary id="loa-summary-title" className="lg:sticky lg:top-24">
      <dl className="mt-5 grid gap-3 text-sm">
        {quote.lines.map((line, i) => (
          <div key={i} className="flex justify-between gap-4">
            <dt className="text-mist-200">
              Item {i + 1}: {athleteName(line.athlete)}
            </dt>
            <dd className={bundleApplied ? 'text-mist-300 line-through' : undefined}>{formatUsd(line.priceCents)}</dd>
          </div>
        ))}
        {quote.bundle ? (
          <div className="flex justify-between gap-4">
            <dt className="text-mist-200">
              {quote.bundle.definition.name} bundle {bundleApplied ? `(${quote.bundle.definition.discountLabel})` : '(not applied)'}
            </dt>
            <dd className={bundleApplied ? 'text-gold-300' : 'text-mist-300'}>{bundleApplied ? `-${formatUsd(quote.bundleDiscountCents)}` : formatUsd(0)}</dd>
          </div>
        ) : null}
        {quote.expeditedFeeCents ? (
          <div className="flex justify-between gap-4">
            <dt className="text-mist-200">Expedited service</dt>
            <dd>{formatUsd(quote.expeditedFeeCents)}</dd>
          </div>
        ) : null}
        {quote.eraSignatureFeeCents ? (
          <div className="flex justify-between gap-4">
            <dt className="text-mist-200">Era-appropriate signature</dt>
            <dd>{formatUsd(quote.eraSignatureFeeCents)}</dd>
          </div>
        ) : null}
        {upgrade ? (
          <div className="flex justify-between gap-4" data-testid="loa-upgrade-credit">
            <dt className="text-mist-200">Quick Opinion credit ({upgrade.orderNumber})</dt>
            <dd className="text-gold-300">{upgrade.known ? `-${formatUsd(quote.creditCents)}` : `${QUICK_OPINION_PRICE} per item`}</dd>
          </div>
        ) : null}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-white/15 pt-4">
          <dt className="font-semibold">Estimated total</dt>
          <dd className="font-display text-3xl font-semibold text-gold-300" data-testid="loa-total">
            {formatUsd(quote.totalCents)}
          </dd>
        </div>
      </dl>
      <ul className="mt-6 grid gap-2 text-xs leading-relaxed text-mist-200">
        <li>Nothing is charged now. {INVOICE_TIMING}</li>
        <li>Shipping is not included; it is invoiced separately and varies by location.</li>
        <li>A failed item costs {FAILED_ITEM_FEE}. Submission fees are non-refundable.</li>
      </ul>
    </OrderSummary>
  );
}
