import { lazy, Suspense, useRef, useState } from 'react';
import { formatUsd, quickOpinionTotalCents } from '@shared/pricing';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { dismiss, toast } from '@/components/ui/use-toast';
import { useCheckout } from '@/components/payments/use-checkout';
import { makeOrderReference } from '@/lib/order-reference';
import type { QuickOpinionFormValues } from '../lib/quick-opinion-form-schema';
import { QuickOpinionConfirmation } from './quick-opinion-confirmation';
import { QuickOpinionForm } from './quick-opinion-form';

// The payment step's code loads when the visitor reaches it (or when the form starts it early),
// not with the page: a phone shows and runs the form sooner.
const loadCardPaymentForm = () => import('@/components/payments/card-payment-form');
const CardPaymentForm = lazy(() => loadCardPaymentForm().then((m) => ({ default: m.CardPaymentForm })));
const PaidNotSavedPanel = lazy(() => import('@/components/payments/paid-not-saved-panel').then((m) => ({ default: m.PaidNotSavedPanel })));

export const QUICK_OPINION_STEPS = ['Fill Form & Submit', 'Process Payment', 'Confirmation'] as const;

/**
 * The three steps. The form stays mounted (hidden) during payment so 'Back to Form' keeps every
 * field and photo. Once a charge is approved it is held here: if saving the submission fails, the
 * retry reuses that charge instead of taking a second one.
 */
export function QuickOpinionCheckout() {
  const top = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const [values, setValues] = useState<QuickOpinionFormValues | null>(null);

  const goTo = (next: number) => {
    // A complaint about the previous step is stale once the user has moved on.
    if (next !== step) dismiss();
    setStep(next);
    requestAnimationFrame(() => {
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      top.current?.focus({ preventScroll: true });
    });
  };

  const checkout = useCheckout<QuickOpinionFormValues>({
    paymentFor: ({ form, reference }, { cardToken, cardholderName, card }) => {
      const count = form.items.length;
      return {
        amount: quickOpinionTotalCents(count),
        currency: 'USD',
        cardToken,
        card,
        description: `Quick Opinion - ${count} item${count === 1 ? '' : 's'}`,
        serviceType: 'quick_opinion',
        quantity: count,
        customerInfo: { name: cardholderName, email: form.email, phone: form.phoneNumber || undefined, submissionId: reference },
      };
    },
    onSaved: () => {
      goTo(2);
      toast({ title: 'Payment successful', description: `You receive our opinion ${QUICK_OPINION_TURNAROUND}.` });
    },
  });
  const { charge, saving, saveError, submission } = checkout;

  const onContinue = (form: QuickOpinionFormValues) => {
    void loadCardPaymentForm();
    setValues(form);
    if (charge) {
      // Already paid: only the saving is left to do (the same order reference, the same charge).
      goTo(1);
      void checkout.retrySave(form);
      return;
    }
    checkout.setOrder({ form, reference: makeOrderReference('QO') });
    goTo(1);
  };

  const reset = () => {
    setValues(null);
    checkout.reset();
    setFormKey((k) => k + 1);
    goTo(0);
  };

  const total = values ? quickOpinionTotalCents(values.items.length) : 0;
  return (
    <div ref={top} tabIndex={-1} className="grid scroll-mt-24 gap-10 outline-none">
      <CheckoutSteps steps={QUICK_OPINION_STEPS} current={step} />
      <div hidden={step !== 0}>
        <QuickOpinionForm key={formKey} onContinue={onContinue} busy={saving} />
      </div>
      {step === 1 && values ? (
        <div className="mx-auto grid w-full max-w-xl gap-6">
          <div>
            <h3 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Secure Payment</h3>
            <p className="mt-1 text-sm text-slate-700">
              Quick Opinion · {values.items.length} item{values.items.length === 1 ? '' : 's'} · <strong>{formatUsd(total)}</strong>
            </p>
          </div>
          <Suspense fallback={<p className="text-sm text-slate-700">Loading secure payment…</p>}>
          {charge ? (
            <PaidNotSavedPanel
              charge={charge.payment}
              amountCents={charge.amountCents}
              error={saveError}
              saving={saving}
              onRetry={() => void checkout.retrySave(values)}
              onBack={() => goTo(0)}
            />
          ) : (
            <CardPaymentForm amountCents={total} defaultName={values.fullName} onPay={checkout.onPay} onBack={() => goTo(0)} />
          )}
          </Suspense>
        </div>
      ) : null}
      {step === 2 && submission ? <QuickOpinionConfirmation submission={submission} onReset={reset} /> : null}
    </div>
  );
}
