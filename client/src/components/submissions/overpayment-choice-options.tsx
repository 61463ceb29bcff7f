import type { InputHTMLAttributes } from 'react';
import { OVERPAYMENT_CHOICES, OVERPAYMENT_CHOICE_WORDS, type OverpaymentChoice } from '@shared/invoice';
import { FAILED_ITEM_FEE_CENTS, formatUsd } from '@shared/pricing';

const choiceClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-ink-900/15 bg-white p-4 has-[:checked]:border-gold-500 has-[:checked]:bg-gold-100/40 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-900';

/** What each choice does, in plain words (the Terms' Fees and payment say the same). */
export const OVERPAYMENT_CHOICE_HINTS: Record<OverpaymentChoice, string> = {
  refund: 'The difference goes back to the card you pay with, when the invoice is issued.',
  credit: 'The difference lowers what the invoice asks for return shipping and insurance; anything left beyond them goes back to your card.',
};

/** Why the question is asked, above the two choices. */
export const OVERPAYMENT_QUESTION = `A bundle never costs more than its items one by one: an item that does not pass costs the ${formatUsd(FAILED_ITEM_FEE_CENTS)} failed-item fee instead of its price, so you may have paid more than the items cost. What should happen to the difference?`;

/**
 * The two choices for what a prepaid Bundle paid beyond its items, as radio buttons: `inputProps`
 * wires each to a form (react-hook-form's register) or to a controlled value.
 */
export function OverpaymentChoiceOptions({ inputProps }: { inputProps: (choice: OverpaymentChoice) => InputHTMLAttributes<HTMLInputElement> }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {OVERPAYMENT_CHOICES.map((choice) => (
        <label key={choice} className={choiceClass}>
          <input type="radio" value={choice} className="mt-1 size-4 accent-ink-900" {...inputProps(choice)} />
          <span className="grid gap-0.5 text-sm">
            <span className="font-semibold text-ink-900">
              {OVERPAYMENT_CHOICE_WORDS[choice]}
              {choice === 'refund' ? ' (default)' : ''}
            </span>
            <span className="text-slate-600">{OVERPAYMENT_CHOICE_HINTS[choice]}</span>
          </span>
        </label>
      ))}
    </div>
  );
}
