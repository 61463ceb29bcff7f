/** Card checks of the built-in Clover sandbox. */

import { REFUND_FAULT_TEST_CARD, REFUND_REFUSED_TEST_CARD } from '@shared/schemas/payment';

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MC';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (/^6(011|5)/.test(number)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** Cards the sandbox declines, with Clover's decline codes. Any other valid card is approved. */
export const DECLINED_CARDS: Record<string, { code: string; decline: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline: 'insufficient_funds', message: 'Your card has insufficient funds.' },
};

/**
 * A security code the sandbox declines on any card, as an issuer declines a wrong one: a tester guessing
 * one card's code sees these declines, then the right code approved.
 */
export const DECLINED_CVV = { cvv: '000', code: 'card_declined', decline: 'incorrect_cvc', message: "Your card's security code is incorrect." } as const;

/**
 * Cards that fail the way a real provider sometimes does, AFTER taking the charge: the first answer for
 * an idempotency key is lost (a 500), or every answer for a while comes later than the client waits (a
 * slow provider); a retry with the same key then gets the charge. A server that retried with a new key would charge twice, and the tests see it.
 */
export const FAULT_CARDS: Record<string, 'error_after_charge' | 'slow_after_charge'> = {
  '4000000000000119': 'error_after_charge',
  '4000000000000259': 'slow_after_charge',
};

/**
 * Cards whose refunds fail. `error_after_refund`: the refund is made and remembered under its key, but
 * the first answers are a 500 (an unknown outcome); a retry with the same key gets the refund.
 * `refused`: the provider refuses every refund of the charge (a 4xx, nothing refunded), the way it
 * does for a disputed charge: the admin must be told, the refund is recorded failed.
 */
export const REFUND_FAULT_CARDS: Record<string, 'error_after_refund' | 'refused'> = {
  [REFUND_FAULT_TEST_CARD]: 'error_after_refund',
  [REFUND_REFUSED_TEST_CARD]: 'refused',
};
