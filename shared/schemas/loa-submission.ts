import { z } from 'zod';
import { ORDER_NUMBER_PATTERN } from '../constants';
import { BUNDLE_TYPES, HOLOGRAM_PLACEMENT_VALUES, ITEM_TYPE_VALUES, SERVICE_LEVEL_VALUES } from '../loa-options';
import { OVERPAYMENT_CHOICES } from '../invoice';
import { BUNDLE_MIN_ITEMS, MAX_ITEMS_MESSAGE, MAX_ITEMS_PER_ORDER } from '../pricing';
import { inboundTrackingSchema } from './shipping';
import { agree, athlete, cardPaymentFields, declaredValue, duplicateConfirmationField, email, fullName, imageUrl, requiredText, returnAddressFields } from './submission-fields';

/** POST /api/submissions for a Full LOA and a Bundle. Prices, status and payment are set by the server. */

export const fullLoaItemSchema = z.object({
  athlete,
  itemType: z.enum(ITEM_TYPE_VALUES, { error: 'Item type is required' }),
  notes: requiredText('Description is required', 2000, 5),
  // The in-person examination needs one photo per item to match the package against the submission.
  imageUrls: z
    .array(imageUrl, { error: 'Image is required for this item' })
    .min(1, 'Image is required for this item')
    .max(1, 'Only one image per item is accepted'),
  declaredValue,
});
export type FullLoaItemInput = z.infer<typeof fullLoaItemSchema>;

export const fullLoaSubmissionSchema = z.object({
  serviceType: z.literal('full_loa'),
  email,
  fullName,
  ...returnAddressFields,
  hologramPlacement: z.enum(HOLOGRAM_PLACEMENT_VALUES, { error: 'Please choose where the hologram goes' }).default('certificate'),
  serviceLevel: z.enum(SERVICE_LEVEL_VALUES, { error: 'Please choose a service level' }).default('standard'),
  eraSignature: z.boolean({ error: 'Era-appropriate signature must be yes or no' }).default(false),
  // A bundle chosen on /bundles and paid by invoice: its price applies only while the items match it.
  bundleType: z.enum(BUNDLE_TYPES, { error: 'Unknown bundle' }).nullish(),
  // The order number of a passing Quick Opinion this Full LOA upgrades (its price per item is credited).
  upgradeFrom: z
    .string({ error: 'Upgrade from must be an order number such as GA-7K3M-Q9XD' })
    .trim()
    .toUpperCase()
    .regex(ORDER_NUMBER_PATTERN, 'Upgrade from must be an order number such as GA-7K3M-Q9XD')
    .nullish(),
  // Optional: the carrier and tracking number of a parcel already on its way (decision 015).
  inboundShipment: inboundTrackingSchema.nullish(),
  items: z
    .array(fullLoaItemSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE),
  agree,
  ...duplicateConfirmationField,
});
export type FullLoaSubmissionInput = z.infer<typeof fullLoaSubmissionSchema>;

export const bundleItemSchema = z.object({
  athlete,
  // Free text on the bundles page ('Jersey, Ball, Photo, etc.').
  itemType: requiredText('Item type is required', 60),
  description: requiredText('Item description is required', 2000, 5),
  // One photo per item, as for a Full LOA: the admin's intake matches the package against it and
  // the certificate shows it. It must be this browser's own upload.
  imageUrls: z
    .array(imageUrl, { error: 'Image is required for this item' })
    .min(1, 'Image is required for this item')
    .max(1, 'Only one image per item is accepted'),
  declaredValue,
});
export type BundleItemInput = z.infer<typeof bundleItemSchema>;

/** What a prepaid Bundle paid beyond its items, should one fail: refunded to the card, or credited on the invoice. */
export const overpaymentChoice = z.enum(OVERPAYMENT_CHOICES, { error: 'Overpayment choice must be a refund to your card or a credit on your invoice' });

/**
 * PUT /api/submissions/:orderNumber/overpayment-choice (and /api/guest-order/overpayment-choice): the
 * owner changes that choice until the invoice is issued; answered with the choice now stored.
 */
export const overpaymentChoiceBodySchema = z.object({ overpaymentChoice });
export const OVERPAYMENT_CHOICE_MESSAGES = {
  notPrepaidBundle: 'Only a Bundle paid at submission has a difference to refund or credit',
  invoiced: 'The invoice is already issued: the difference was settled as it said',
} as const;
export type OverpaymentChoiceBody = z.infer<typeof overpaymentChoiceBodySchema>;

export const bundleSubmissionSchema = z.object({
  serviceType: z.literal('bundle_loa'),
  bundleType: z.enum(BUNDLE_TYPES, { error: 'Please choose a bundle' }),
  email,
  fullName,
  ...returnAddressFields,
  inboundShipment: inboundTrackingSchema.nullish(),
  items: z
    .array(bundleItemSchema, { error: 'Bundle must contain at least 2 items' })
    .min(BUNDLE_MIN_ITEMS, 'Bundle must contain at least 2 items')
    .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE),
  agree,
  // Left out: refunded to the card, as before the choice existed.
  overpaymentChoice: overpaymentChoice.default('refund'),
  ...cardPaymentFields,
  ...duplicateConfirmationField,
});
export type BundleSubmissionInput = z.infer<typeof bundleSubmissionSchema>;
