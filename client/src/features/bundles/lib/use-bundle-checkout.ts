import { useEffect, useRef, useState } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { dismiss, toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCheckout } from '@/components/payments/use-checkout';
import { useCheckoutStep, useStepFromAddress } from '@/components/checkout/use-checkout-step';
import { useSubmitAgain } from '@/components/checkout/use-submit-again';
import { forgetPersistedForm } from '@/components/forms/use-persisted-form';
import { checkDuplicate } from '@/api/submissions/check-duplicate';
import type { BundleFormData, BundleFormValues } from './bundle-form-schema';
import { quoteItems } from './bundle-quote';
import { BUNDLE_FORM_KEY } from './use-bundle-form';
import { makeOrderReference } from '@/lib/order-reference';
import { CHECKOUT_TOP_ID, reveal } from './reveal';

export type CheckoutStep = 0 | 1 | 2;
// The steps in the address (?step=): Back and Forward move between them, a reload stays on one.
const STEP_NAMES = ['form', 'payment', 'confirmation'] as const;

const priceOf = (order: BundleFormData) => quoteItems(order.bundleType, order.items)?.totalCents ?? 0;
// What the card pays for: a reference is reused only while this stays the same.
const orderKey = (order: BundleFormData) => `${order.bundleType}|${order.items.map((i) => i.athlete).join(',')}|${priceOf(order)}`;

/**
 * The checkout's three steps, each a history entry: form, card payment, confirmation. Before the
 * payment step the server is asked whether the same items were sent minutes ago ("Submit again?"),
 * so nothing is charged before the customer answers; arriving at the payment by the address (a
 * reload, Forward) takes the form as it is now, asked about again. An approved charge is held here
 * until a submission takes it: if saving fails, the retry attaches the same charge instead of
 * taking a second one, and the order reference stays the same across retries of one payment.
 * `formShown`: the form is on the page (a bundle is chosen), so it can be handed on.
 */
export function useBundleCheckout(setError: UseFormSetError<BundleFormValues>, formShown: boolean) {
  const { urlStep, goTo: goToStep } = useCheckoutStep(STEP_NAMES);
  const [order, setOrder] = useState<BundleFormData | null>(null);
  const [reference, setReference] = useState<{ value: string; key: string } | null>(null);
  const [checking, setChecking] = useState(false);
  const submitAgain = useSubmitAgain();
  /** The form's own submission (BundleForm sets it), for arriving at the payment by the address. */
  const submitForm = useRef<(() => Promise<void>) | null>(null);

  const goTo = (next: CheckoutStep, options?: { replace?: boolean }) => goToStep(next, options);
  // Read when the saving answers, after the renders of the wait.
  const atPayment = useRef(false);
  useEffect(() => {
    atPayment.current = urlStep === 1;
  }, [urlStep]);

  const checkout = useCheckout<BundleFormData>({
    paymentFor: ({ form, reference: orderReference }, { cardToken, cardholderName, card }) => {
      const quote = quoteItems(form.bundleType, form.items);
      if (!quote) throw new Error('Please fill in the form first.');
      const count = form.items.length;
      return {
        amount: quote.totalCents,
        currency: 'USD',
        cardToken,
        card,
        description: `Bundle ${quote.bundle.name} - ${count} items`,
        serviceType: 'bundle_loa',
        quantity: count,
        bundle: { bundleType: form.bundleType, athletes: form.items.map((i) => i.athlete) },
        customerInfo: { name: cardholderName, email: form.email, phone: form.phoneNumber, submissionId: orderReference },
      };
    },
    onSaved: (created) => {
      forgetPersistedForm(BUNDLE_FORM_KEY);
      // The confirmation takes the payment step's place: Back from it leads to a new form, not to paying again.
      goTo(2, { replace: atPayment.current });
      dismiss();
      // The e-mail is promised only when the server sent one (e-mail updates can be off).
      const emailNote = created.confirmationEmailSent ? " You'll receive a confirmation email shortly." : '';
      toast({ title: 'Bundle submission successful!', description: `Your bundle has been submitted for authentication.${emailNote}` });
    },
    onSaveFailed: (error) => {
      // Server field errors wait on their fields for when the visitor goes back to the form.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) setError(field as Path<BundleFormValues>, { message });
      }
      toastSubmissionFailed('There was an error submitting your bundle. Please try again.');
    },
  });
  const { charge, paying, saving, saveError, submission } = checkout;

  // What is shown: the step the address names, once its data is there.
  // (Saved on the payment step, the confirmation shows at once, before the address follows.)
  const step: CheckoutStep = urlStep >= 1 && submission ? 2 : urlStep >= 1 && order ? 1 : 0;
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // A complaint about the previous step is stale once the user has moved on.
    // (The confirmation's own message comes with it, and stays.)
    if (step !== 2) dismiss();
    reveal(CHECKOUT_TOP_ID);
  }, [step]);

  // How the form reaches the payment: pressed (a new history entry) or named by the address.
  const arrival = useRef<'click' | 'address'>('click');
  const entered = useRef(false);

  const onContinue = async (data: BundleFormData) => {
    const how = arrival.current;
    setChecking(true);
    let duplicateOf;
    try {
      duplicateOf = await checkDuplicate({ serviceType: 'bundle_loa', items: data.items });
    } catch (error) {
      toastSubmissionFailed(error instanceof ApiError ? error.message : undefined);
      return;
    } finally {
      setChecking(false);
    }
    if (duplicateOf && !(await submitAgain.ask(duplicateOf))) return;
    entered.current = true;
    // Asked above, before any charge: the submission saved after the payment is not asked again.
    const form = { ...data, confirmDuplicate: true };
    setOrder(form);
    if (charge) {
      // Already paid: only the saving is left ('Submitting...' on the form); a failure shows the
      // paid-not-saved panel again.
      void checkout.retrySave(form).then((saved) => saved || goTo(1, { replace: how === 'address' }));
      return;
    }
    if (how === 'click') goTo(1);
    const key = orderKey(form);
    // One order reference per order: the same order paid again reuses it (the server answers with its charge).
    const value = reference?.key === key ? reference.value : makeOrderReference('BN');
    if (reference?.key !== key) setReference({ value, key });
    checkout.setOrder({ form, reference: value });
  };

  const reset = () => {
    setOrder(null);
    setReference(null);
    checkout.reset();
  };

  useStepFromAddress({
    urlStep,
    step,
    ready: formShown,
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
    onForm: () => (submission ? reset() : setOrder(null)),
    goTo: goToStep,
  });

  return {
    step,
    order,
    charge,
    paying,
    saving,
    checking,
    submitForm,
    /** The "Submit again?" dialog, to place in the checkout. */
    submitAgainDialog: submitAgain.dialog,
    saveError,
    submission,
    /** While a card is being charged or a paid order waits for its submission, the bundle stays. */
    locked: paying || saving || (charge !== null && step !== 2),
    goTo,
    onContinue,
    onPay: checkout.onPay,
    retrySave: () => (order ? checkout.retrySave(order) : undefined),
    /** Starts a new order at the form (a new history entry). */
    reset: () => {
      reset();
      goTo(0);
    },
  };
}

export type BundleCheckoutApi = ReturnType<typeof useBundleCheckout>;
