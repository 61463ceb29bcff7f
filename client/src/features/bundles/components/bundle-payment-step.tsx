import { ShieldCheck } from 'lucide-react';
import { formatUsd } from '@shared/pricing';
import { CardPaymentForm } from '@/components/payments/card-payment-form';
import { PaidNotSavedPanel } from '@/components/payments/paid-not-saved-panel';
import type { BundleFormData } from '../lib/bundle-form-schema';
import { quoteItems } from '../lib/bundle-quote';
import type { BundleCheckoutApi } from '../lib/use-bundle-checkout';

/** Step 2: the card form, or, once the card is charged, the saving of the submission. */
export function BundlePaymentStep({ order, checkout }: { order: BundleFormData; checkout: BundleCheckoutApi }) {
  const quote = quoteItems(order.bundleType, order.items);
  const total = quote?.totalCents ?? 0;
  const back = () => checkout.goTo(0);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <div className="grid gap-3">
        <h3 className="flex items-center gap-2 font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">
          <ShieldCheck className="size-6 text-gold-600" aria-hidden="true" /> Secure Payment
        </h3>
        <dl className="grid gap-x-6 gap-y-1 rounded-lg border border-ink-900/10 bg-paper-50 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="flex justify-between gap-3 sm:block">
            <dt className="text-slate-600">Bundle</dt>
            <dd className="font-semibold text-ink-900">
              {quote?.bundle.name} · {order.items.length} items{quote && !quote.matches ? ' (individual prices)' : ''}
            </dd>
          </div>
          <div className="flex justify-between gap-3 sm:block sm:text-right">
            <dt className="text-slate-600">Total</dt>
            <dd className="font-display text-2xl leading-tight font-semibold text-ink-900" data-testid="payment-total">
              {formatUsd(total)}
            </dd>
          </div>
        </dl>
      </div>
      {checkout.charge ? (
        <PaidNotSavedPanel
          charge={checkout.charge.payment}
          amountCents={checkout.charge.amountCents}
          error={checkout.saveError}
          saving={checkout.saving}
          onRetry={() => void checkout.retrySave()}
          onBack={back}
        />
      ) : (
        <CardPaymentForm amountCents={total} defaultName={order.fullName} onPay={checkout.onPay} onBack={back} />
      )}
    </div>
  );
}
