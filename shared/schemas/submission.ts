import { z } from 'zod';
import { ATHLETE_SLUGS } from '../constants';
import { MAX_ITEMS_PER_ORDER } from '../pricing';
import { UPLOAD_URL_PATTERN } from '../uploads';

const email = z.string({ error: 'Please enter a valid email address' }).trim().pipe(z.email('Please enter a valid email address'));
const fullName = z.string({ error: 'Please enter your full name' }).trim().min(2, 'Please enter your full name').max(120);
const athlete = z.enum(ATHLETE_SLUGS, { error: 'Athlete is required' });
const imageUrl = z.string().regex(UPLOAD_URL_PATTERN, 'Images must be uploaded to this site');
const agree = z.literal(true, { error: 'You must agree to the terms and conditions' });

export const quickOpinionItemSchema = z.object({
  athlete,
  description: z.string({ error: 'Description is required' }).trim().min(5, 'Description is required').max(2000),
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
  phoneNumber: z.string().trim().max(40).optional(),
  items: z
    .array(quickOpinionItemSchema, { error: 'At least one item is required' })
    .min(1, 'At least one item is required')
    .max(MAX_ITEMS_PER_ORDER, 'Maximum 10 items per order'),
  agree,
  cloverTransactionId: z.string({ error: 'A completed payment is required' }).trim().min(1, 'A completed payment is required'),
  cloverLast4: z.string().optional(),
  cloverOrderId: z.string().optional(),
});
export type QuickOpinionSubmissionInput = z.infer<typeof quickOpinionSubmissionSchema>;

export const createSubmissionSchema = z.discriminatedUnion('serviceType', [quickOpinionSubmissionSchema], {
  error: 'serviceType must be quick_opinion',
});

export const submissionItemSchema = z.object({
  athlete: z.string(),
  itemType: z.string().nullable(),
  description: z.string(),
  imageUrls: z.array(z.string()),
});

export const submissionSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  serviceType: z.enum(['quick_opinion', 'full_loa', 'bundle_loa']),
  bundleType: z.string().nullable(),
  status: z.enum(['pending', 'processing', 'completed', 'rejected']),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  item: z.string(),
  athlete: z.string(),
  quantity: z.number(),
  notes: z.string().nullable(),
  imageUrls: z.array(z.string()),
  items: z.array(submissionItemSchema),
  paymentAmount: z.string(),
  paymentAmountCents: z.number(),
  paymentCurrency: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  paymentDate: z.string().nullable(),
  cloverTransactionId: z.string().nullable(),
  cloverLast4: z.string().nullable(),
  cloverOrderId: z.string().nullable(),
  cardType: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  submissionDate: z.string(),
  completionDate: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
