import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { bundleByType, formatUsd, type BundleQuote } from '@shared/pricing';
import type { BundleType } from '@shared/loa-options';
import { OrderSummary } from '@/components/forms/order-summary';
import type { BundleFormValues } from '../lib/bundle-form-schema';
import { BUNDLE_ICONS } from '../lib/bundle-icons';
import { quoteItems } from '../lib/bundle-quote';
import { DiscountNotice, IndividualLines } from './bundle-summary-parts';
import { PaymentMethods } from './payment-methods';

const Row = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div className="flex items-baseline justify-between gap-4">
    <dt className="text-mist-200">{label}</dt>
    <dd data-testid={testId}>{children}</dd>
  </div>
);

/** The running order summary: every figure is the shared bundleQuote of the rows as they stand. */
export function BundleSummary({ bundleType }: { bundleType: BundleType }) {
  const { control } = useFormContext<BundleFormValues>();
  const items = useWatch({ control, name: 'items' });
  const bundle = bundleByType(bundleType);
  const quote: BundleQuote | null = quoteItems(bundleType, items);
  const Icon = BUNDLE_ICONS[bundle.icon];
  return (
    <OrderSummary id="bundle-summary-title" className="surface-dark grid gap-5">
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-ink-950">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-display text-lg font-semibold tracking-wide uppercase">
            {bundle.name}{' '}
            {quote?.matches ? <span className="ml-1 align-middle font-sans text-xs font-bold tracking-[0.14em] text-gold-300">{bundle.discountLabel}</span> : null}
          </p>
          <p className="text-sm text-mist-200">{bundle.description}</p>
        </div>
      </div>
      <div aria-live="polite">{quote && !quote.matches ? <DiscountNotice quote={quote} /> : null}</div>
      <dl className="grid gap-3 text-sm">
        {quote?.matches ? (
          <>
            <Row label="Bundle price">{formatUsd(bundle.discountedPriceCents)}</Row>
            <Row label="Original price">
              <s className="text-mist-300">{formatUsd(quote.originalCents)}</s>
            </Row>
            <Row label={`Bundle discount (${bundle.discountPercent}%)`} testId="bundle-discount">
              <span className="text-green-300">−{formatUsd(quote.discountCents)}</span>
            </Row>
          </>
        ) : (
          <>
            <IndividualLines quote={quote} />
            <Row label="Bundle discount" testId="bundle-discount">
              <span className="text-mist-200">Not applied</span>
            </Row>
          </>
        )}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-white/15 pt-4">
          <dt className="font-semibold">
            Total <span className="text-xs font-normal text-mist-200">(USD)</span>
          </dt>
          <dd className="font-display text-3xl font-semibold text-gold-300" data-testid="bundle-total">
            {formatUsd(quote?.totalCents ?? 0)}
          </dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-mist-200">Excluding shipping, which is invoiced separately.</p>
      <PaymentMethods />
    </OrderSummary>
  );
}
