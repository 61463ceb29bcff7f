import { z } from 'zod';
import { OVERPAYMENT_CHOICES } from '../invoice';
import { REJECTION_KINDS } from '../rejection';
import { PAYMENT_MODES, SERVICE_TYPES } from '../constants';
import { PAYMENT_STATUSES, SUBMISSION_STATUSES } from '../lifecycle';
import { MAX_ITEMS_MESSAGE, MAX_ITEMS_PER_ORDER } from '../pricing';
import { bundleSubmissionSchema, fullLoaSubmissionSchema } from './loa-submission';
import { agree, athlete, cardPaymentFields, duplicateConfirmationField, email, fullName, imageUrl } from './submission-fields';
import { whenMissing } from './field-messages';

export * from './loa-submission';

export const quickOpinionItemSchema = z.object({
  athlete,
  description: z
    .string({ error: whenMissing('Description is required') })
    .trim()
    .min(5, 'Description is required')
    .max(2000, 'Description must be 2000 characters or fewer'),
  imageUrls: z
    .array(imageUrl, { error: 'At least one image is required for this item' })
    .min(1, 'At least one image is required for this item')
    .max(20, 'At most 20 images per item'),
});

/** POST /api/submissions for a Quick Opinion. Fields the server sets itself are not read. */
export const quickOpinionSubmissionSchema = z.object({
  serviceType: z.literal('quick_opinion'),
  email,
  fullName,
  phoneNumber: z.string({ error: 'Phone number must be text' }).trim().max(40, 'Phone number must be 40 characters or fewer').optional(),
  items: z
    .array(quickOpinionItemSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE),
  agree,
  ...cardPaymentFields,
  ...duplicateConfirmationField,
});
export type QuickOpinionSubmissionInput = z.infer<typeof quickOpinionSubmissionSchema>;

export const createSubmissionSchema = z.discriminatedUnion(
  'serviceType',
  [quickOpinionSubmissionSchema, fullLoaSubmissionSchema, bundleSubmissionSchema],
  {
    error: (issue) =>
      issue.input && typeof issue.input === 'object' && !Array.isArray(issue.input)
        ? 'Service type must be Quick Opinion, Full LOA or Bundle'
        : 'Request body must be a JSON object',
  },
);
export type CreateSubmissionInput = z.infer<typeof createSubmissionSchema>;

export const submissionItemSchema = z.object({
  id: z.number(),
  athlete: z.string(),
  itemType: z.string().nullable(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  /** Set when the items of a submission were judged apart; null means the submission's outcome. */
  outcome: z.enum(['pass', 'fail']).nullable(),
  /** "Michael Jordan signed jersey", or the admin's own: the ITEM of its certificate (shared/item-title.ts). */
  title: z.string(),
  /** What the customer declared the item is worth (shared/declared-value.ts); null: none (and for a Quick Opinion). */
  declaredValueCents: z.number().nullable(),
});

/**
 * A submission's result, derived from its items' verdicts by shared/submission-result.ts: all passed
 * ('pass'), all failed ('fail') or some of each ('mixed'), with the words every screen shows.
 */
export const submissionResultSchema = z.object({
  kind: z.enum(['pass', 'fail', 'mixed']),
  passed: z.number(),
  total: z.number(),
  /** "Pass", "Fail", "Both items passed", "1 of 2 items passed". */
  label: z.string(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;

export const submissionSchema = z.object({
  id: z.number(),
  /** The reference shown to the customer everywhere (GA-XXXX-XXXX); id stays internal. */
  orderNumber: z.string(),
  userId: z.number().nullable(),
  serviceType: z.enum(['quick_opinion', 'full_loa', 'bundle_loa']),
  bundleType: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  /**
   * A Bundle's choice for what it paid beyond its items should one fail (shared/invoice.ts): refunded to
   * the card or credited against the invoice's return shipping and insurance; null for other services.
   */
  overpaymentChoice: z.enum(OVERPAYMENT_CHOICES).nullable(),
  /** Why it was rejected, in the customer's terms (shared/rejection.ts); null unless rejected, or when not recorded. */
  rejectionKind: z.enum(REJECTION_KINDS).nullable(),
  /** The admin's message to the customer with the rejection, when they wrote one. */
  rejectionReason: z.string().nullable(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string().nullable(),
  hologramPlacement: z.string().nullable(),
  shippingMethod: z.string().nullable(),
  item: z.string(),
  athlete: z.string(),
  quantity: z.number(),
  /** Admin notes (docs/product.md), internal: null for everyone but admins. The customer's own text is customerNotes. */
  notes: z.string().nullable(),
  customerNotes: z.string().nullable(),
  imageUrls: z.array(z.string()),
  items: z.array(submissionItemSchema),
  serviceLevel: z.string(),
  expeditedFee: z.string(),
  expeditedFeeCents: z.number(),
  eraSignature: z.boolean(),
  eraSignatureFee: z.string(),
  eraSignatureFeeCents: z.number(),
  paymentAmount: z.string(),
  paymentAmountCents: z.number(),
  paymentCurrency: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  /** Who took the card payment; null when nothing was paid by card. */
  paymentMode: z.enum(PAYMENT_MODES).nullable(),
  /** True for a payment taken by a sandbox: no money moved. */
  testPayment: z.boolean(),
  paymentDate: z.string().nullable(),
  cloverTransactionId: z.string().nullable(),
  cardLast4: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cloverOrderId: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  submissionDate: z.string(),
  completionDate: z.string().nullable(),
  /** Bumped by every admin change: an update must send the version it was made from. */
  version: z.number(),
  /**
   * The verdict given to the submission as a whole, which every item without its own verdict takes
   * (null until given; null too when every item was judged apart and they differ), and when the
   * result was last recorded. What the customer reads is `result`.
   */
  outcome: z.enum(['pass', 'fail']).nullable(),
  outcomeAt: z.string().nullable(),
  /** The result derived from every item's verdict; null until each item has one. */
  result: submissionResultSchema.nullable(),
  /** A Full LOA upgraded from a Quick Opinion: that order's number, and the credit taken off. */
  upgradedFrom: z.string().nullable(),
  upgradeCreditCents: z.number(),
  /** A Quick Opinion already upgraded: the order number of its Full LOA. */
  upgradedTo: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/**
 * POST /api/submissions answers the submission and whether its confirmation e-mail went out (not when
 * the account has e-mail updates off), so the confirmation promises an e-mail only when one was sent.
 */
export const createdSubmissionSchema = submissionSchema.extend({ confirmationEmailSent: z.boolean() });

/** The forms' key for one order they mean to place: 8 to 100 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be 8 to 100 letters, digits, hyphens or underscores';
/** POST /api/submissions's header: a repeat with the same key answers the order already placed. */
export const submissionHeadersSchema = z.object({
  'idempotency-key': z.string().regex(IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_MESSAGE).optional(),
});
export type CreatedSubmission = z.infer<typeof createdSubmissionSchema>;

/** The order placed earlier with the same items (duplicate-order.ts on the server defines "the same"). */
export const duplicateOfSchema = z.object({ orderNumber: z.string(), minutesAgo: z.number().int().min(0) });
export type DuplicateOf = z.infer<typeof duplicateOfSchema>;
/** POST /api/submissions's 409 for the same items within minutes, until `confirmDuplicate: true`. */
export const duplicateOrderResponseSchema = z.object({ message: z.string(), duplicateOf: duplicateOfSchema });

/**
 * POST /api/submissions/duplicate-check: the items a card checkout is about to charge for, asked
 * before the charge. Only what "the same items" compares is sent.
 */
export const duplicateCheckSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Service type must be Quick Opinion, Full LOA or Bundle' }),
  items: z
    .array(
      z.object({
        athlete: z.string({ error: 'Athlete must be text' }).max(100, 'Athlete must be 100 characters or fewer'),
        itemType: z.string({ error: 'Item type must be text' }).max(100, 'Item type must be 100 characters or fewer').nullish(),
        description: z.string({ error: 'Description must be text' }).max(2000, 'Description must be 2000 characters or fewer'),
      }),
      { error: 'At least one item is required' },
    )
    .min(1, 'At least one item is required')
    .max(MAX_ITEMS_PER_ORDER, MAX_ITEMS_MESSAGE),
});
export type DuplicateCheckInput = z.infer<typeof duplicateCheckSchema>;
export const duplicateCheckResultSchema = z.object({ duplicateOf: duplicateOfSchema.nullable() });
