import { z } from 'zod';
import { ORDER_NUMBER_PATTERN, SUBMISSION_STATUSES } from '../constants';
import { certificateListEntrySchema } from './admin';
import { databaseId } from './database-id';
import { submissionSchema } from './submission';

/** Server-side pages of a customer's submissions: 10 by default, never more than 50 at once. */
export const SUBMISSIONS_PAGE_SIZE = 10;
export const MAX_SUBMISSIONS_PAGE_SIZE = 50;

// Query strings arrive as text: each number is read from it, and a bad one names its field.
const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`);

/** GET /api/submissions?userId=&page=&pageSize= (userId left out: the signed-in user's own). */
export const submissionListQuerySchema = z.object({
  userId: databaseId('User ID').optional(),
  page: wholeNumber('Page').default(1),
  pageSize: wholeNumber('Page size').max(MAX_SUBMISSIONS_PAGE_SIZE, `Page size must be ${MAX_SUBMISSIONS_PAGE_SIZE} or fewer`).default(SUBMISSIONS_PAGE_SIZE),
});
export type SubmissionListQuery = z.infer<typeof submissionListQuerySchema>;

export const submissionCountsSchema = z.object({
  pending: z.number(),
  processing: z.number(),
  completed: z.number(),
  rejected: z.number(),
});
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>;

/** An issued invoice not paid yet: what is owed on which order, and by when. */
export const invoiceDueSchema = z.object({
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  totalCents: z.number(),
  dueAt: z.string(),
  /** Past its due date. */
  overdue: z.boolean(),
});
export type InvoiceDue = z.infer<typeof invoiceDueSchema>;

/**
 * A submission as the customer's list shows it: with the invoice it still owes, if any, and every
 * certificate it was issued (one per passing item, in the order issued; `certificateNumber` is the last).
 * `certificates` says the same with when each was transferred away, if it was (`certificateNumbers`
 * stays for older clients).
 */
export const accountSubmissionSchema = submissionSchema.extend({
  invoiceDue: invoiceDueSchema.nullable(),
  certificateNumbers: z.array(z.string()),
  certificates: z.array(certificateListEntrySchema.pick({ certificateNumber: true, transferredAt: true })),
});
export type AccountSubmission = z.infer<typeof accountSubmissionSchema>;

export const submissionListSchema = z.object({
  /** Newest first. */
  items: z.array(accountSubmissionSchema),
  /** Every unpaid invoice of the user, on all pages, the soonest due first. */
  invoicesDue: z.array(invoiceDueSchema),
  page: z.number(),
  pageSize: z.number(),
  /** Every submission of the user, on all pages. */
  total: z.number(),
  /** Per status, over all the user's submissions (not only this page). */
  counts: submissionCountsSchema,
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const orderNumberParamsSchema = z.object({
  orderNumber: z.string({ error: 'Order number is required' }).regex(ORDER_NUMBER_PATTERN, 'Order number must look like GA-XXXX-XXXX'),
});

/** One entry of the customer's timeline: what happened, when, and any note the admin shared. */
export const statusChangeSchema = z.object({
  /** 'created', 'status', 'outcome' (and the shipping steps' kinds). */
  kind: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** null for the first entry: the submission was created with this status. */
  fromStatus: z.enum(SUBMISSION_STATUSES).nullable(),
  /** For an outcome: every item's verdict in order ('pass,fail'; older entries one verdict), read by shared/submission-result.ts. */
  value: z.string().nullable(),
  date: z.string(),
  note: z.string().optional(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const certificateSummarySchema = z.object({
  certificateNumber: z.string(),
  issueDate: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/** GET /api/submissions/:orderNumber: the submission, its timeline (oldest first) and its certificates. */
export const submissionDetailsSchema = submissionSchema.extend({
  statusHistory: z.array(statusChangeSchema),
  /** The most recently issued certificate (kept for older clients); `certificates` lists them all. */
  certificate: certificateSummarySchema.nullable(),
  certificates: z.array(certificateListEntrySchema),
});
export type SubmissionDetails = z.infer<typeof submissionDetailsSchema>;
