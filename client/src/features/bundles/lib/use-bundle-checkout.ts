import { useState } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { dismiss, toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useCheckout } from '@/components/payments/use-checkout';
import type { BundleFormData, BundleFormValues } from './bundle-form-schema';
import { quoteItems } from './bundle-quote';
import { makeOrderReference } from '@/lib/order-reference';
import { CHECKOUT_TOP_ID, reveal } from './reveal';

export type CheckoutStep = 0 | 1 | 2;

const priceOf = (order: BundleFormData) => quoteItems(order.bundleType, order.items)?.totalCents ?? 0;
// What the card pays for: a reference is reused only while this stays the same.
const orderKey = (order: BundleFormData) => `${order.bundleType}|${order.items.map((i) => i.athlete).join(',')}|${priceOf(order)}`;

/**
 * The checkout's three steps: form, card payment, confirmation. An approved charge is held here
 * until a submission takes it: if saving fails, the retry attaches the same charge instead of
 * taking a second one, and the order reference stays the same across retries of one payment.
 */
export function useBundleCheckout(setError: UseFormSetError<BundleFormValues>) {
  const [step, setStep] = useState<CheckoutStep>(0);
  const [order, setOrder] = useState<BundleFormData | null>(null);
  const [reference, setReference] = useState<{ value: string; key: string } | null>(null);

  const goTo = (next: CheckoutStep) => {
    // A complaint about the previous step is stale once the user has moved on.
    if (next !== step) dismiss();
    setStep(next);
    reveal(CHECKOUT_TOP_ID);
  };

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
      goTo(2);
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

  const onContinue = (form: BundleFormData) => {
    setOrder(form);
    if (charge) {
      // Already paid: only the saving is left ('Submitting...' on the form); a failure shows the
      // paid-not-saved panel again.
      void checkout.retrySave(form).then((saved) => saved || goTo(1));
      return;
    }
    goTo(1);
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
    if (step !== 0) dismiss();
    setStep(0);
  };

  return {
    step,
    order,
    charge,
    paying,
    saving,
    saveError,
    submission,
    /** While a card is being charged or a paid order waits for its submission, the bundle stays. */
    locked: paying || saving || (charge !== null && step !== 2),
    goTo,
    onContinue,
    onPay: checkout.onPay,
    retrySave: () => (order ? checkout.retrySave(order) : undefined),
    reset,
  };
}

export type BundleCheckoutApi = ReturnType<typeof useBundleCheckout>;
