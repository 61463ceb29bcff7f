import type { BundleType } from '@shared/loa-options';
import { formatUsd } from '@shared/pricing';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { CHECKOUT_TOP_ID } from '../lib/reveal';
import type { BundleCheckoutApi } from '../lib/use-bundle-checkout';
import type { BundleFormApi } from '../lib/use-bundle-form';
import { BundleConfirmation } from './bundle-confirmation';
import { BundleForm } from './bundle-form';
import { BundlePaymentStep } from './bundle-payment-step';

export const BUNDLE_STEPS = ['Fill Form & Submit', 'Process Payment', 'Confirmation'] as const;

/**
 * The three steps. The form stays mounted (hidden) during payment, so Back (the page's or the
 * browser's) finds every field as it was left.
 */
export function BundleCheckout({ bundleType, items, checkout, onReset }: { bundleType: BundleType; items: BundleFormApi['items']; checkout: BundleCheckoutApi; onReset: () => void }) {
  const { step, order, charge, submission } = checkout;
  const paidNote = charge
    ? `Your payment of ${formatUsd(charge.amountCents)} (card ending ${charge.payment.cardLast4}) is approved. Correct the form if needed and submit again: you will not be charged twice.`
    : null;
  return (
    <div id={CHECKOUT_TOP_ID} tabIndex={-1} className="grid scroll-mt-28 gap-10 outline-none">
      <CheckoutSteps steps={BUNDLE_STEPS} current={step} />
      <div hidden={step !== 0}>
        <BundleForm
          bundleType={bundleType}
          items={items}
          onContinue={checkout.onContinue}
          submitRef={checkout.submitForm}
          saving={checkout.saving || checkout.checking}
          paying={checkout.paying}
          paidNote={paidNote}
        />
      </div>
      {step === 1 && order ? <BundlePaymentStep order={order} checkout={checkout} /> : null}
      {step === 2 && order && submission ? (
        <BundleConfirmation submission={submission} order={order} onReset={onReset} />
      ) : null}
      {checkout.submitAgainDialog}
    </div>
  );
}
