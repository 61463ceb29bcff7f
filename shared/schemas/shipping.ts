/**
 * The shipping steps after the form (decision 015): the parcel both ways and the invoice. Routes:
 *
 * Customer (the submission's owner, or the visitor session that made it; admins too), by order number:
 *   GET  /api/submissions/:orderNumber/shipping           -> shippingSchema
 *   PUT  /api/submissions/:orderNumber/inbound-shipment     inboundTrackingSchema -> shippingSchema
 *   POST /api/submissions/:orderNumber/invoice/pay          payInvoiceSchema -> invoicePaymentResultSchema (402 declined)
 *   GET  /api/submissions/:orderNumber/invoice/pdf          the invoice PDF (the current, non-void one)
 *   GET  /api/submissions/:orderNumber/invoice/receipt/pdf  the receipt PDF, once paid
 * Admin, by submission id:
 *   GET  /api/admin/submissions/:id/shipping              -> adminShippingSchema
 *   POST /api/admin/submissions/:id/receive                 receiveParcelSchema -> adminShippingSchema
 *   POST /api/admin/submissions/:id/invoice                 issueInvoiceSchema -> adminShippingSchema (201)
 *   POST /api/admin/submissions/:id/invoice/void            voidInvoiceSchema -> adminShippingSchema
 *   POST /api/admin/submissions/:id/return-shipment         returnShipmentSchema -> adminShippingSchema
 *   PUT  /api/admin/submissions/:id/items/:itemId/declared-value  declaredValueCorrectionSchema -> adminShippingSchema
 *   GET  /api/admin/invoices?status=&page=&pageSize=        -> adminInvoiceListSchema
 * Every step writes a dated, customer-visible history entry (kinds in HISTORY_KINDS below).
 */
import { z } from 'zod';
import { CARRIER_VALUES, TRACKING_NUMBER_PATTERN } from '../carriers';
import { MAX_SHIPPING_CHARGE_CENTS } from '../invoice';
import { MAX_DECLARED_VALUE_CENTS, UNINSURED_RETURN_MESSAGE } from '../declared-value';
import { formatUsd, MAX_ITEMS_PER_ORDER } from '../pricing';
import { DECLARED_VALUE_MESSAGES, declaredValue, imageUrl } from './submission-fields';
import { whenMissing } from './field-messages';
import { CHARGE_MESSAGES } from './payment';
import { invoiceSchema } from './invoices';

/**
 * The timeline kinds the shipping steps add to 'created', 'status', 'outcome', 'note'. For each of them the
 * history entry's `value` is a short sentence the server wrote (e.g. "USPS 9400 1000 0000 0000 0000 00",
 * "INV-7K3M-Q9XD-1 for $165.00"), shown after the kind's headline.
 */
export const SHIPPING_HISTORY_KINDS = {
  inbound_tracking: 'Tracking added for your parcel',
  received: 'Item received at our facility',
  invoice_issued: 'Invoice issued',
  invoice_paid: 'Invoice paid',
  invoice_voided: 'Invoice cancelled',
  return_shipped: 'Item shipped back to you',
  // A card refund (shared/schemas/refund.ts): "$10.00 to VISA ending 4242".
  refunded: 'Payment refunded',
  // An admin's correction of what the customer declared (decision 036): "item 2 at $2,500.00".
  declared_value: 'Declared value corrected',
} as const;
export type ShippingHistoryKind = keyof typeof SHIPPING_HISTORY_KINDS;

export const SHIPPING_MESSAGES = {
  notLoa: 'Only Full LOA and Bundle submissions are shipped and invoiced',
  alreadyReceived: 'The item has already been received: its tracking can no longer be changed',
  closed: 'This submission is closed',
  notReceived: 'Mark the item received before going on',
  outcomesMissing: 'Record a pass or fail for every item before issuing the invoice',
  invoiceExists: 'This submission already has an invoice',
  prepaidChargeMissing: 'The card payment of this order is not on record, so what it paid beyond the items cannot be refunded: refund it by hand',
  noInvoice: 'This submission has no invoice',
  alreadyPaid: 'This invoice is already paid',
  paidCannotVoid: 'A paid invoice cannot be cancelled',
  unpaidReturn: 'The invoice is not paid: recording the return shipment needs an override with a reason',
  returnRecorded: 'The return shipment is already recorded',
  // A declared value is what the invoice's insurance and the return's insured value rest on.
  declaredValueInvoiced: 'The invoice is issued: a declared value can no longer change (cancel an unpaid invoice first)',
  declaredValueReturned: 'The item has been shipped back: its declared value can no longer change',
  declaredValueUnknownItem: 'Item not found',
  // The Terms promise the return is insured for what the customer declared.
  uninsuredReturn: UNINSURED_RETURN_MESSAGE,
  insuredBelowDeclared: (declaredCents: number) => `Insured value must be at least the items' declared total, ${formatUsd(declaredCents)}`,
  // One text per charge outcome, on every charge route (shared/schemas/payment.ts).
  paymentInProgress: CHARGE_MESSAGES.inProgress,
  /** A charge approved by the card processor is being recorded against the invoice: it will be paid, not cancelled. */
  paymentApprovedCannotVoid: 'A card payment of this invoice has been approved and is being recorded: it cannot be cancelled. Refund the payment once it is recorded if the invoice was wrong.',
  /** The customer's answer when the invoice was cancelled between the approval and its recording. */
  cancelledWhilePaying: 'This invoice was cancelled while your payment was being processed. Your payment will be refunded; we will send you a corrected invoice.',
  paymentUnconfirmed: CHARGE_MESSAGES.unconfirmed,
} as const;

const carrier = z.enum(CARRIER_VALUES, { error: 'Please choose a carrier' });
const trackingNumber = z
  .string({ error: whenMissing('Tracking number is required') })
  .trim()
  .min(1, 'Tracking number is required')
  .max(40, 'Tracking number must be 40 characters or fewer')
  .regex(TRACKING_NUMBER_PATTERN, 'Tracking number may only contain letters, digits, spaces and dashes (4 to 40)');
const isoDay = (label: string) =>
  z
    .string({ error: whenMissing(`${label} is required`) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${label} must be a real date`);
// Sent in cents by the admin's dollar fields: the messages speak of dollars, as the fields do.
const cents = (label: string, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be an amount in dollars, such as 25.00`) })
    .int(`${label} can have at most two digits after the decimal point`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be ${formatUsd(max)} or less`);
const reason = (label: string) =>
  z
    .string({ error: whenMissing(`${label} is required`) })
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(500, `${label} must be 500 characters or fewer`);

/** PUT /api/submissions/:orderNumber/inbound-shipment (also optional on the Full LOA form). */
export const inboundTrackingSchema = z.object({ carrier, trackingNumber });
export type InboundTrackingInput = z.infer<typeof inboundTrackingSchema>;

/** POST /api/admin/submissions/:id/receive. The date is the parcel's arrival, not in the future. */
export const receiveParcelSchema = z.object({
  receivedOn: isoDay('Date received'),
  condition: z
    .string({ error: whenMissing('Condition notes are required') })
    .trim()
    .min(2, 'Condition notes are required')
    .max(2000, 'Condition notes must be 2000 characters or fewer'),
  intakeImageUrls: z.array(imageUrl, { error: 'Intake photos must be uploaded images' }).max(10, 'At most 10 intake photos').default([]),
});
export type ReceiveParcelInput = z.infer<typeof receiveParcelSchema>;

/** POST /api/admin/submissions/:id/invoice. The lines come from shared/invoice.ts on the server. */
export const issueInvoiceSchema = z.object({
  returnShippingCents: cents('Return shipping', MAX_SHIPPING_CHARGE_CENTS),
  insuranceCents: cents('Insurance', MAX_SHIPPING_CHARGE_CENTS),
});
export type IssueInvoiceInput = z.infer<typeof issueInvoiceSchema>;

export const voidInvoiceSchema = z.object({ reason: reason('Reason') });
export type VoidInvoiceInput = z.infer<typeof voidInvoiceSchema>;

/**
 * POST /api/admin/submissions/:id/return-shipment. An unpaid invoice needs `overrideReason`. The
 * insured value is the items' declared total when left out, and never less (shared/declared-value.ts).
 */
export const returnShipmentSchema = z.object({
  carrier,
  trackingNumber,
  insuredValueCents: cents('Insured value', MAX_ITEMS_PER_ORDER * MAX_DECLARED_VALUE_CENTS).optional(),
  shippedOn: isoDay('Ship date'),
  overrideReason: reason('Override reason').optional(),
});
export type ReturnShipmentInput = z.infer<typeof returnShipmentSchema>;

/**
 * PUT /api/admin/submissions/:id/items/:itemId/declared-value: an admin corrects what the customer
 * declared (the paper form in the box said more, a typo), until an invoice is issued or the item goes
 * back. The value is required (empty or null declares none: never a value dropped by a field left out);
 * the reason is on the customer's timeline and in their e-mail.
 */
export const declaredValueCorrectionSchema = z.object({
  declaredValue: z
    .string({
      error: (issue) => (issue.input === undefined ? 'Declared value is required: leave it empty to declare none' : DECLARED_VALUE_MESSAGES.notAmount),
    })
    .nullable()
    // The form's own rule (its messages, "2500.00" or null), on an input the API describes as text.
    .transform((value, ctx) => {
      const checked = declaredValue.safeParse(value);
      if (checked.success) return checked.data;
      for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  reason: reason('Reason'),
});
/** What the admin's form sends (the value as typed). */
export type DeclaredValueCorrectionInput = z.input<typeof declaredValueCorrectionSchema>;
/** What the server works with: the value as "2500.00" or null, the reason trimmed. */
export type DeclaredValueCorrection = z.output<typeof declaredValueCorrectionSchema>;

// ---- What the API answers ----

export const inboundShipmentSchema = z.object({
  /** Null when the admin received a parcel the customer gave no tracking for. */
  carrier: z.enum(CARRIER_VALUES).nullable(),
  carrierLabel: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  receivedAt: z.string().nullable(),
  condition: z.string().nullable(),
  intakeImageUrls: z.array(z.string()),
  updatedAt: z.string(),
});
export type InboundShipment = z.infer<typeof inboundShipmentSchema>;

export const returnShipmentDtoSchema = z.object({
  carrier: z.enum(CARRIER_VALUES),
  carrierLabel: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().nullable(),
  insuredValueCents: z.number(),
  shippedAt: z.string(),
  recordedAt: z.string(),
});
export type ReturnShipment = z.infer<typeof returnShipmentDtoSchema>;

/** GET /api/submissions/:orderNumber/shipping. */
export const shippingSchema = z.object({
  orderNumber: z.string(),
  inbound: inboundShipmentSchema.nullable(),
  returnShipment: returnShipmentDtoSchema.nullable(),
  /** The current invoice (unpaid or paid); null before one is issued or after it was cancelled. */
  invoice: invoiceSchema.nullable(),
  /** The customer may still add or change the tracking of the parcel they sent. */
  canEditInbound: z.boolean(),
});
export type Shipping = z.infer<typeof shippingSchema>;

export const adminShippingSchema = shippingSchema.extend({
  submissionId: z.number(),
  /** Every cancelled invoice, newest first. */
  voidedInvoices: z.array(invoiceSchema),
  /** Why the return shipment was recorded while unpaid, if it was. */
  returnOverrideReason: z.string().nullable(),
  /** What was refunded (or is being refunded) of the card payment made at submission: the invoice preview counts it. */
  prepaidRefundedCents: z.number(),
  /** The submission's version after the step (the update dialog's copy goes stale on any change). */
  version: z.number(),
});
export type AdminShipping = z.infer<typeof adminShippingSchema>;
