import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { dismiss, toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { processPayment, type ApprovedPayment } from '@/api/payments/process-payment';
import { createSubmission } from '@/api/submissions/create-submission';
import { invalidateSubmissions } from '@/lib/query-keys';
import type { BundleFormData, BundleFormValues } from './bundle-form-schema';
import { quoteItems } from './bundle-quote';
import { makeOrderReference } from '@/lib/order-reference';
import { CHECKOUT_TOP_ID, reveal } from './reveal';
import type { CardSummary } from '@shared/schemas/payment';

export type CheckoutStep = 0 | 1 | 2;

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
const priceOf = (order: BundleFormData) => quoteItems(order.bundleType, order.items)?.totalCents ?? 0;
// What the card pays for: a reference is reused only while this stays the same.
const orderKey = (order: BundleFormData) => `${order.bundleType}|${order.items.map((i) => i.athlete).join(',')}|${priceOf(order)}`;

/**
 * The checkout's three steps: form, card payment, confirmation. An approved charge is held here
 * until a submission takes it: if saving fails, the retry attaches the same charge instead of
 * taking a second one, and the order reference stays the same across retries of one payment.
 */
export function useBundleCheckout(setError: UseFormSetError<BundleFormValues>) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>(0);
  const [order, setOrder] = useState<BundleFormData | null>(null);
  const [reference, setReference] = useState<{ value: string; key: string } | null>(null);
  const [charge, setCharge] = useState<{ payment: ApprovedPayment; amountCents: number } | null>(null);
  const [paying, setPaying] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submission, setSubmission] = useState<CreatedSubmission | null>(null);

  const goTo = (next: CheckoutStep) => {
    // A complaint about the previous step is stale once the user has moved on.
    if (next !== step) dismiss();
    setStep(next);
    reveal(CHECKOUT_TOP_ID);
  };

  const save = async (form: BundleFormData, paid: ApprovedPayment): Promise<boolean> => {
    setSaving(true);
    setSaveError(null);
    try {
      const created = await createSubmission({ ...form, cloverTransactionId: paid.transactionId, cardLast4: paid.last4, cloverOrderId: paid.orderId });
      void invalidateSubmissions(queryClient);
      setSubmission(created);
      goTo(2);
      // The e-mail is promised only when the server sent one (e-mail updates can be off).
      const emailNote = created.confirmationEmailSent ? " You'll receive a confirmation email shortly." : '';
      toast({ title: 'Bundle submission successful!', description: `Your bundle has been submitted for authentication.${emailNote}` });
      return true;
    } catch (error) {
      // Server field errors wait on their fields for when the visitor goes back to the form.
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) setError(field as Path<BundleFormValues>, { message });
      }
      setSaveError(messageOf(error, 'Your submission could not be saved.'));
      toastSubmissionFailed('There was an error submitting your bundle. Please try again.');
      return false;
    } finally {
      setSaving(false);
    }
  };

  const onContinue = (form: BundleFormData) => {
    setOrder(form);
    if (charge) {
      // Already paid: only the saving is left ('Submitting...' on the form); a failure shows the
      // paid-not-saved panel again.
      void save(form, charge.payment).then((saved) => saved || goTo(1));
      return;
    }
    goTo(1);
    const key = orderKey(form);
    if (reference?.key !== key) setReference({ value: makeOrderReference('BN'), key });
  };

  const onPay = async (token: string, cardholderName: string, card: CardSummary | undefined): Promise<string | null> => {
    if (!order || !reference) return 'Please fill in the form first.';
    const quote = quoteItems(order.bundleType, order.items);
    if (!quote) return 'Please fill in the form first.';
    const count = order.items.length;
    setPaying(true);
    let paid: ApprovedPayment;
    try {
      paid = await processPayment({
        amount: quote.totalCents,
        currency: 'USD',
        cardToken: token,
        card,
        description: `Bundle ${quote.bundle.name} - ${count} items`,
        serviceType: 'bundle_loa',
        quantity: count,
        bundle: { bundleType: order.bundleType, athletes: order.items.map((i) => i.athlete) },
        customerInfo: { name: cardholderName, email: order.email, phone: order.phoneNumber, submissionId: reference.value },
      });
    } catch (error) {
      // The card form shows the decline (or the failure) once; no generic toast beside it.
      return messageOf(error, 'Payment processing failed');
    } finally {
      setPaying(false);
    }
    setCharge({ payment: paid, amountCents: quote.totalCents });
    await save(order, paid);
    return null;
  };

  const reset = () => {
    setOrder(null);
    setReference(null);
    setCharge(null);
    setSubmission(null);
    setSaveError(null);
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
    onPay,
    retrySave: () => (order && charge ? save(order, charge.payment) : undefined),
    reset,
  };
}

export type BundleCheckoutApi = ReturnType<typeof useBundleCheckout>;
