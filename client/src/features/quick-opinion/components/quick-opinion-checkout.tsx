import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatUsd, quickOpinionTotalCents } from '@shared/pricing';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { useCheckoutStep, useStepFromAddress } from '@/components/checkout/use-checkout-step';
import { useSubmitAgain } from '@/components/checkout/use-submit-again';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { forgetPersistedForm } from '@/components/forms/use-persisted-form';
import { checkDuplicate } from '@/api/submissions/check-duplicate';
import { ApiError } from '@/lib/api-client';
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
// The steps in the address (?step=): Back and Forward move between them, a reload stays on one.
const STEP_NAMES = ['form', 'payment', 'confirmation'] as const;
const FORM_KEY = 'quick-opinion';

/**
 * The three steps, each a history entry. The form stays mounted (hidden) during payment so Back
 * keeps every field and photo, and it is kept in the tab (usePersistedForm) until the order is
 * placed. Arriving at the payment step by the address (a reload, Forward) takes the form as it is
 * now, checked again. Before the payment step, the server is asked whether the same items were sent
 * minutes ago ("Submit again?"), so nothing is charged before the customer answers. Once a charge
 * is approved it is held here: if saving the submission fails, the retry reuses that charge instead
 * of taking a second one.
 */
export function QuickOpinionCheckout() {
  const top = useRef<HTMLDivElement>(null);
  const { urlStep, goTo: goToStep } = useCheckoutStep(STEP_NAMES);
  const [formKey, setFormKey] = useState(0);
  const [values, setValues] = useState<QuickOpinionFormValues | null>(null);
  const submitForm = useRef<(() => Promise<void>) | null>(null);
  const submitAgain = useSubmitAgain();
  const [checking, setChecking] = useState(false);

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
      forgetPersistedForm(FORM_KEY);
      // The confirmation takes the payment step's place: Back from it leads to a new form, not to paying again.
      goToStep(2, { replace: true });
      dismiss();
      toast({ title: 'Payment successful', description: `You receive our opinion ${QUICK_OPINION_TURNAROUND}.` });
    },
  });
  const { charge, saving, saveError, submission } = checkout;

  // What is shown: the step the address names, once its data is there.
  // (Saved on the payment step, the confirmation shows at once, before the address follows.)
  const step = urlStep >= 1 && submission ? 2 : urlStep >= 1 && values ? 1 : 0;

  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A complaint about the previous step is stale once the user has moved on.
    // (The confirmation's own message comes with it, and stays.)
    if (step !== 2) dismiss();
    requestAnimationFrame(() => {
      top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      top.current?.focus({ preventScroll: true });
    });
  }, [step]);

  // How the current form reaches the payment step: pressed ('click', a new history entry) or named
  // by the address ('address': a reload, Forward).
  const arrival = useRef<'click' | 'address'>('click');
  const entered = useRef(false);

  const onContinue = async (form: QuickOpinionFormValues) => {
    const how = arrival.current;
    setChecking(true);
    let duplicateOf;
    try {
      duplicateOf = await checkDuplicate({ serviceType: 'quick_opinion', items: form.items });
    } catch (error) {
      toastSubmissionFailed(error instanceof ApiError ? error.message : undefined);
      return;
    } finally {
      setChecking(false);
    }
    if (duplicateOf && !(await submitAgain.ask(duplicateOf))) return;
    entered.current = true;
    void loadCardPaymentForm();
    // Asked above, before any charge: the submission saved after the payment is not asked again.
    const order = { ...form, confirmDuplicate: true };
    setValues(order);
    if (how === 'click') goToStep(1);
    if (charge) {
      // Already paid: only the saving is left to do (the same order reference, the same charge).
      void checkout.retrySave(order);
      return;
    }
    checkout.setOrder({ form: order, reference: makeOrderReference('QO') });
  };

  useStepFromAddress({
    urlStep,
    step,
    ready: true,
    resubmit: async () => {
      entered.current = false;
      arrival.current = 'address';
      try {
        await submitForm.current?.();
      } finally {
        arrival.current = 'click';
      }
      return entered.current;
    },
    // Back from the confirmation: the next order starts here. Back from the payment: Forward takes
    // the form as it is then, not as it was.
    onForm: () => (submission ? reset() : setValues(null)),
    goTo: goToStep,
  });

  const reset = () => {
    setValues(null);
    checkout.reset();
    setFormKey((k) => k + 1);
  };

  const startOver = () => {
    reset();
    goToStep(0);
  };

  const total = values ? quickOpinionTotalCents(values.items.length) : 0;
  return (
    <div ref={top} tabIndex={-1} className="grid scroll-mt-24 gap-10 outline-none">
      <CheckoutSteps steps={QUICK_OPINION_STEPS} current={step} />
      <div hidden={step !== 0}>
        <QuickOpinionForm key={formKey} persistKey={FORM_KEY} submitRef={submitForm} onContinue={onContinue} busy={saving || checking} />
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
              onBack={() => goToStep(0)}
            />
          ) : (
            <CardPaymentForm amountCents={total} defaultName={values.fullName} onPay={checkout.onPay} onBack={() => goToStep(0)} />
          )}
          </Suspense>
        </div>
      ) : null}
      {step === 2 && submission ? <QuickOpinionConfirmation submission={submission} onReset={startOver} /> : null}
      {submitAgain.dialog}
    </div>
  );
}
