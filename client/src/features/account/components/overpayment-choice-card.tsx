import { useState } from 'react';
import { OVERPAYMENT_CHOICE_WORDS, type OverpaymentChoice } from '@shared/invoice';
import type { SubmissionDetails } from '@shared/schemas/submission-list';
import { OVERPAYMENT_CHOICE_HINTS, OVERPAYMENT_QUESTION, OverpaymentChoiceOptions } from '@/components/submissions/overpayment-choice-options';
import { ApiError } from '@/lib/api-client';
import { useSetOverpaymentChoice } from '../api/set-overpayment-choice';
import { DetailsCard } from './details-info-cards';

/** A Bundle paid at submission, the one kind of order that can have paid more than its items cost. */
export const hasOverpaymentChoice = (s: SubmissionDetails): boolean => s.overpaymentChoice !== null && s.paymentStatus === 'paid';

/**
 * "If an item does not pass": the customer's choice between a refund to the card and a credit on the
 * invoice, changeable until the invoice is issued (`invoiced`), then shown as settled.
 */
export function OverpaymentChoiceCard({ submission: s, invoiced, guestToken = null }: { submission: SubmissionDetails; invoiced: boolean; guestToken?: string | null }) {
  const change = useSetOverpaymentChoice(s.orderNumber, guestToken);
  // Shown as chosen from the click until the saved choice is read back: set in the change handler, as
  // the mutation's pending state reaches React only on a later tick (the radios snapped back meanwhile).
  const [asked, setAsked] = useState<OverpaymentChoice | null>(null);
  const current = asked ?? s.overpaymentChoice ?? 'refund';
  const error = change.error instanceof ApiError || change.error instanceof Error ? change.error.message : null;
  return (
    <DetailsCard title="If an item does not pass">
      <div className="grid gap-3 text-sm text-slate-700">
        {invoiced ? (
          <p>
            You chose: <strong className="text-ink-900">{OVERPAYMENT_CHOICE_WORDS[current]}</strong>. {OVERPAYMENT_CHOICE_HINTS[current]} The invoice is issued,
            so this choice is settled.
          </p>
        ) : (
          <fieldset className="grid gap-2" disabled={change.isPending}>
            <legend className="mb-1">{OVERPAYMENT_QUESTION}</legend>
            <OverpaymentChoiceOptions
              inputProps={(choice: OverpaymentChoice) => ({
                name: `overpayment-${s.orderNumber}`,
                checked: current === choice,
                onChange: () => {
                  setAsked(choice);
                  change.mutate(choice, { onSettled: () => setAsked(null) });
                },
              })}
            />
            <p className="text-xs text-slate-600">You can change this until the invoice is issued.</p>
          </fieldset>
        )}
        {error ? (
          <p role="alert" className="text-status-rejected">
            {error}
          </p>
        ) : null}
      </div>
    </DetailsCard>
  );
}
