import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CardSummary, ProcessPaymentInput } from '@shared/schemas/payment';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { processPayment, type ApprovedPayment } from '@/api/payments/process-payment';
import { createSubmission } from '@/api/submissions/create-submission';
import { invalidateSubmissions } from '@/lib/query-keys';

/** What the card form hands over: the single-use token, the cardholder, the token's card details. */
export interface PaidCard {
  cardToken: string;
  cardholderName: string;
  card: CardSummary | undefined;
}

/**
 * The message a failed charge shows under the card fields. The server answers every charge route
 * alike (docs/decisions/026-one-charge-engine.md): 402 the card's decline, 502 the outcome unknown
 * (a retry cannot charge twice), 409 a payment in flight, 429 too many declines; each carries its message.
 */
export const chargeErrorMessage = (error: unknown): string => (error instanceof Error && error.message ? error.message : 'Payment processing failed');

/**
 * The one card payment of the client (Quick Opinion, Bundle, invoice): `charge` sends the token to
 * the server; `onPay` is the card form's callback and resolves to the message to show, or null once
 * paid. A second press while a charge is out is ignored.
 */
export function useCardPayment<T>(charge: (card: PaidCard) => Promise<T>, onCharged?: (result: T) => Promise<unknown>) {
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const onPay = async (cardToken: string, cardholderName: string, card: CardSummary | undefined): Promise<string | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setPaying(true);
    let result: T;
    try {
      result = await charge({ cardToken, cardholderName, card });
    } catch (error) {
      // The card form shows the decline (or the failure) once; no generic toast beside it.
      return chargeErrorMessage(error);
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
    await onCharged?.(result);
    return null;
  };
  return { paying, onPay };
}

/** An approved charge held until a submission takes it. */
export interface HeldCharge {
  payment: ApprovedPayment;
  amountCents: number;
}

/** An order at checkout: the form's values, and the order reference its charge is made under. */
export interface CheckoutOrder<TForm> {
  form: TForm;
  reference: string;
}

const saveErrorOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Your submission could not be saved.');

/**
 * Pay, then save (Quick Opinion, Bundle). The approved charge is held here: if saving fails, the
 * retry attaches the same charge instead of taking a second one, and the server's charge engine
 * answers a repeat of the same order reference with the charge it took. Saving is the same for both:
 * the form's values with the charge (POST /api/submissions), the account's list refreshed, the
 * submission kept for the confirmation, a failure's message kept for the paid-not-saved panel.
 */
export function useCheckout<TForm extends object>(opts: {
  /** What the card pays for this order; the server checks the amount again before charging. */
  paymentFor: (order: CheckoutOrder<TForm>, card: PaidCard) => ProcessPaymentInput;
  /** The submission is saved: the feature's confirmation step and message. */
  onSaved: (created: CreatedSubmission) => void;
  /** Saving was refused (its message is in `saveError`): e.g. the server's field errors put back on the form. */
  onSaveFailed?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  const [charge, setCharge] = useState<HeldCharge | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [submission, setSubmission] = useState<CreatedSubmission | null>(null);
  const order = useRef<CheckoutOrder<TForm> | null>(null);

  /** Resolves true once saved. */
  const save = async ({ form, reference }: CheckoutOrder<TForm>, paid: ApprovedPayment): Promise<boolean> => {
    setSaving(true);
    setSaveError(null);
    try {
      // The order reference names this order for the charge and for its submission alike.
      const created = await createSubmission({ ...form, cloverTransactionId: paid.transactionId, cardLast4: paid.cardLast4, cloverOrderId: paid.orderId }, reference);
      void invalidateSubmissions(queryClient);
      setSubmission(created);
      opts.onSaved(created);
      return true;
    } catch (error) {
      setSaveError(saveErrorOf(error));
      opts.onSaveFailed?.(error);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const payment = useCardPayment(
    async (card) => {
      if (!order.current) throw new Error('Please fill in the form first.');
      const input = opts.paymentFor(order.current, card);
      return { payment: await processPayment(input), amountCents: input.amount, placed: order.current };
    },
    async ({ payment: paid, amountCents, placed }) => {
      setCharge({ payment: paid, amountCents });
      await save(placed, paid);
    },
  );

  return {
    charge,
    paying: payment.paying,
    saving,
    saveError,
    /** The submission saved with the charge (for the confirmation step). */
    submission,
    /** The order the card form pays for (set when the visitor moves to the payment step). */
    setOrder: (next: CheckoutOrder<TForm> | null) => {
      order.current = next;
    },
    onPay: payment.onPay,
    /** Saves again with the charge already held (never a second charge); false when nothing is held. */
    retrySave: (form: TForm) => (charge ? save({ form, reference: charge.payment.orderId }, charge.payment) : Promise.resolve(false)),
    reset: () => {
      order.current = null;
      setCharge(null);
      setSubmission(null);
      setSaveError(null);
    },
  };
}
