import { z } from 'zod';
import { ATHLETE_SLUGS } from '../constants';
import { COUNTRY_VALUES, SHIPPING_METHOD_VALUES } from '../loa-options';
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
