import { TriangleAlert } from 'lucide-react';
import { formatUsd, type BundleQuote } from '@shared/pricing';
import { athleteName } from '../lib/bundle-quote';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Why the bundle price is gone: the rows are incomplete, or no longer the bundle's athletes. */
export function DiscountNotice({ quote }: { quote: BundleQuote }) {
  return (
    <div className="flex gap-3 rounded-lg border border-gold-300/40 bg-gold-300/10 p-4 text-sm" data-testid="bundle-discount-notice">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
      {quote.complete ? (
        <div className="grid gap-1">
          <p className="font-semibold text-gold-100">The bundle discount no longer applies</p>
          <p className="text-mist-100">
            Your items no longer match the {quote.bundle.name} bundle ({lowerFirst(quote.bundle.description)}), so each item is priced
            individually. Match the bundle again to get {formatUsd(quote.bundle.discountedPriceCents)}.
          </p>
        </div>
      ) : (
        <div className="grid gap-1">
          <p className="font-semibold text-gold-100">Choose an athlete for every item</p>
          <p className="text-mist-100">Items without an athlete are not priced yet, and the bundle discount applies only to a complete match.</p>
        </div>
      )}
    </div>
  );
}

/** Each item at its individual Full LOA price, while the bundle price does not apply. */
export function IndividualLines({ quote }: { quote: BundleQuote | null }) {
  if (!quote) return null;
  return (
    <>
      {quote.lines.map((line, i) => (
        <div key={i} className="flex items-baseline justify-between gap-4">
          <dt className="text-mist-200">
            Item {i + 1} · {line.athlete ? athleteName(line.athlete) : 'No athlete yet'}
          </dt>
          <dd>{line.athlete ? formatUsd(line.priceCents) : '—'}</dd>
        </div>
      ))}
    </>
  );
}
