import { z } from 'zod';
import { ATHLETE_SLUGS } from '../constants';
import { COUNTRY_VALUES, SHIPPING_METHOD_VALUES } from '../loa-options';
import { MAX_DECLARED_VALUE_CENTS } from '../declared-value';
import { formatUsd } from '../pricing';
import { UPLOAD_URL_PATTERN } from '../uploads';
import { tooLong, whenMissing } from './field-messages';

/** Field rules shared by the submission forms, with the messages of docs/product.md, Input rules. */

/** Text a form requires, with its message; too long, the message names the field and the limit. */
export const requiredText = (message: string, max: number, min = 1) =>
  z.string({ error: whenMissing(message) }).trim().min(min, message).max(max, tooLong(max));

export const email = z.string({ error: 'Please enter a valid email address' }).trim().pipe(z.email('Please enter a valid email address'));
export const fullName = z
  .string({ error: whenMissing('Please enter your full name') })
  .trim()
  .min(2, 'Please enter your full name')
  .max(120, 'Full name must be 120 characters or fewer');
export const athlete = z.enum(ATHLETE_SLUGS, { error: 'Athlete is required' });
export const imageUrl = z.string({ error: 'Images must be uploaded to this site' }).regex(UPLOAD_URL_PATTERN, 'Images must be uploaded to this site');

// "2500", "2,500.50", "$2500.5": whole dollars or dollars and cents, as people type them.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
export const DECLARED_VALUE_MESSAGES = {
  notAmount: 'Declared value must be an amount in dollars, such as 2500 or 2500.00',
  negative: 'Declared value cannot be negative',
  zero: 'Declared value must be more than $0.00: leave it empty to declare none',
  tooBig: `Declared value must be ${formatUsd(MAX_DECLARED_VALUE_CENTS)} or less`,
} as const;

/**
 * An LOA item's declared value (shared/declared-value.ts): optional, in dollars as typed or as a
 * number, checked and given back as "2500.00" (null when empty), so that the form's checked value
 * passes the server's check unchanged. The server stores it as cents (declaredCentsOf).
 */
export const declaredValue = z.preprocess(
  // A JSON number of dollars is read as its text; the API description then states one type, text.
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: DECLARED_VALUE_MESSAGES.notAmount })
    .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = value.trim();
    if (text === '') return null;
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (/^-\s*\$?\s*\d/.test(text)) return refuse(DECLARED_VALUE_MESSAGES.negative);
    const match = DOLLARS.exec(text);
    if (!match) return refuse(DECLARED_VALUE_MESSAGES.notAmount);
    const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
    if (cents === 0) return refuse(DECLARED_VALUE_MESSAGES.zero);
    if (cents > MAX_DECLARED_VALUE_CENTS) return refuse(DECLARED_VALUE_MESSAGES.tooBig);
    return (cents / 100).toFixed(2);
  }),
);

export const agree = z.literal(true, { error: 'You must agree to the terms and conditions' });

/** Contact and return address of the LOA forms (Full LOA and Bundles). */
export const returnAddressFields = {
  phoneNumber: requiredText('Please enter a valid phone number', 40, 10),
  address: requiredText('Shipping address is required', 200, 5),
  city: requiredText('City is required', 100),
  state: requiredText('State/Province is required', 100),
  zipCode: requiredText('Zip/Postal code is required', 20),
  country: z.enum(COUNTRY_VALUES, { error: 'Country is required' }).default('USA'),
  shippingMethod: z.enum(SHIPPING_METHOD_VALUES, { error: 'Please choose a return shipping method' }).default('standard'),
};

/** The card payment a paid submission refers to (recorded by POST /api/process-clover-payment). */
export const cardPaymentFields = {
  cloverTransactionId: z
    .string({ error: whenMissing('A completed payment is required') })
    .trim()
    .min(1, 'A completed payment is required')
    .max(200, 'Payment reference must be 200 characters or fewer'),
  // Sent by the payment step; the server reads the charge it recorded instead.
  cardLast4: z.string({ error: 'Card last four digits must be text' }).optional(),
  cloverOrderId: z.string({ error: 'Payment order must be text' }).optional(),
};

/**
 * Sent once the customer has answered "Submit again?": the same items from the same customer within
 * minutes are placed anyway (server/src/modules/submissions/duplicate-order.ts).
 */
export const duplicateConfirmationField = {
  confirmDuplicate: z.boolean({ error: 'Confirm duplicate must be true or false' }).optional(),
};
