import { describe, expect, it } from 'vitest';
import { cardFieldErrors, describeFieldErrors } from './clover-sdk';

describe('card field errors', () => {
  const errors = { CARD_NUMBER: 'Card number is invalid', CARD_DATE: 'This field is required', CARD_CVV: { message: 'CVV is invalid' } };

  it('sums them up in one short sentence naming the fields, not a run-on line', () => {
    expect(describeFieldErrors(errors)).toBe('Card validation error: check the card number, expiry date and CVV.');
    expect(describeFieldErrors({ CARD_POSTAL_CODE: 'ZIP code is invalid' })).toBe('Card validation error: check the ZIP code.');
  });

  it('gives each field its own message, naming the field where the provider says only "required"', () => {
    expect(cardFieldErrors(errors)).toEqual({ CARD_NUMBER: 'Card number is invalid', CARD_DATE: 'Expiry date is required', CARD_CVV: 'CVV is invalid' });
  });
});
