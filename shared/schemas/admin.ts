import { z } from 'zod';
import { MAX_DATABASE_ID, SERVICE_TYPES } from '../constants';
import { REVIEW_STATUSES, SUBMISSION_STATUSES } from '../lifecycle';
import { ITEM_TITLE_MAX } from '../item-title';
import { REJECTION_KINDS } from '../rejection';
import { databaseId } from './database-id';
import { rejectionRefundSchema } from './refund';
import { submissionSchema } from './submission';

/**
 * The admin back office's calls (decisions 011 and 013). The client and the server both read these: the filters a
 * URL may carry, the update the dialog sends, and the answers.
 */

export const OUTCOMES = ['pass', 'fail'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = { pass: 'Pass', fail: 'Fail' };

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** Sortable columns of the submissions table (docs/product.md: Submission ID and Submitted Date). */
export const ADMIN_SUBMISSION_SORTS = ['id', 'submissionDate'] as const;
export type AdminSubmissionSort = (typeof ADMIN_SUBMISSION_SORTS)[number];

const wholeNumber = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`);

/**
 * A position in an admin list, for keyset paging (docs/decisions/011-admin-list-at-a-million.md): the
 * row's timestamp (a submission's date, a user's creation) in microseconds since 1970, then its id,
 * as in `1767225600123456_42`. It names a row, not a page number, so it stays true while rows are
 * added; the list resumes after (or before) that row in whatever sort is asked, ties broken by id.
 * Microseconds, not milliseconds: PostgreSQL keeps them, and a rounded cursor would skip or repeat rows.
 */
export interface AdminListCursor {
  /** Whole microseconds since 1970-01-01 UTC, as digits (beyond what a JavaScript number holds exactly). */
  micros: string;
  id: number;
}

const CURSOR_PATTERN = /^(\d{1,16})_(\d{1,10})$/;

/** The cursor a list answers with (its `next` and `previous`). */
export const formatAdminCursor = (cursor: AdminListCursor): string => `${cursor.micros}_${cursor.id}`;

/** A cursor from a URL, or null when it is not one this API gives. */
export function parseAdminCursor(raw: string): AdminListCursor | null {
  const match = CURSOR_PATTERN.exec(raw);
  if (!match) return null;
  const id = Number(match[2]);
  return id >= 1 && id <= MAX_DATABASE_ID ? { micros: match[1]!, id } : null;
}

/** `after` / `before`: a cursor from the list's own answer; anything else is refused naming the field. */
const cursorField = (label: 'After' | 'Before') =>
  z
    .string({ error: `${label} must be a position from this list` })
    .max(30, `${label} must be a position from this list: open the first page again`)
    .refine((v) => parseAdminCursor(v) !== null, `${label} must be a position from this list: open the first page again`)
    .optional();

/** One page at a time, one way: `after` and `before` together mean nothing. */
const oneWay = { path: ['before'], message: 'Before cannot be given with After: ask for the page on one side' };
const notBoth = (q: { after?: string | undefined; before?: string | undefined }) => q.after === undefined || q.before === undefined;

/**
 * GET /api/admin/submissions?status=&serviceType=&q=&sort=&order=&pageSize=&after=|before=
 * status: a status, or 'all' (default pending, docs/product.md, Pages). sort: a column or 'none' (default
 * submissionDate, order desc). q matches the order number, the numeric id, name, e-mail and item.
 * Without a cursor, the first page; `after` the page following that row, `before` the one preceding it.
 */
export const adminSubmissionQuerySchema = z.object({
  status: z.enum([...SUBMISSION_STATUSES, 'all'], { error: 'Status must be pending, processing, completed, rejected or all' }).default('pending'),
  serviceType: z.enum([...SERVICE_TYPES, 'all'], { error: 'Service type must be Quick Opinion, Full LOA, Bundle or all' }).default('all'),
  q: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be 100 characters or fewer').default(''),
  sort: z.enum([...ADMIN_SUBMISSION_SORTS, 'none'], { error: 'Sort must be by submission ID, by submitted date or none' }).default('submissionDate'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('desc'),
  pageSize: wholeNumber('Page size').max(ADMIN_MAX_PAGE_SIZE, `Page size must be ${ADMIN_MAX_PAGE_SIZE} or fewer`).default(ADMIN_DEFAULT_PAGE_SIZE),
  /** Only this customer's submissions (the Users tab's "open their submissions"). */
  userId: databaseId('User ID').optional(),
  after: cursorField('After'),
  before: cursorField('Before'),
}).refine(notBoth, oneWay);
export type AdminSubmissionQuery = z.infer<typeof adminSubmissionQuerySchema>;

/**
 * A search counts its matches up to this many: counting 40,000 matches of a million rows took 110 ms
 * on PostgreSQL, counting to the cap reads at most this many rows (decision 011).
 */
export const SEARCH_COUNT_CAP = 1000;

const keysetPageFields = {
  /** Every row of the list (filters and search), not only this page's; at most SEARCH_COUNT_CAP for a search. */
  total: z.number(),
  /** True when a search matched more than SEARCH_COUNT_CAP rows: `total` is then the cap, shown as "1,000+". */
  totalCapped: z.boolean(),
  pageSize: z.number(),
  /**
   * The cursors of the pages on either side: `next` is asked as `after`, `previous` as `before`; null
   * when there is nothing on that side. There are no page numbers: a cursor does not know how many rows
   * come before it (counting them is what made OFFSET slow).
   */
  next: z.string().nullable(),
  previous: z.string().nullable(),
};

export const adminSubmissionListSchema = z.object({
  /** The full submission DTO (admin notes included), so a row opens the dialog without another call. */
  items: z.array(submissionSchema),
  ...keysetPageFields,
});
export type AdminSubmissionList = z.infer<typeof adminSubmissionListSchema>;

/** GET /api/admin/stats */
export const adminStatsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  processing: z.number(),
  completed: z.number(),
  users: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/todo: the admin's work, one list per step of the review and shipping (oldest first). */
export const ADMIN_TODO_STEPS = ['receive', 'verdict', 'invoice', 'ship'] as const;
export type AdminTodoStep = (typeof ADMIN_TODO_STEPS)[number];
export const ADMIN_TODO_LIMIT = 10;

export const adminTodoEntrySchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  fullName: z.string(),
  item: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  /** When the submission was made. */
  submissionDate: z.string(),
});
export type AdminTodoEntry = z.infer<typeof adminTodoEntrySchema>;

const todoListSchema = z.object({ total: z.number(), items: z.array(adminTodoEntrySchema) });
export const adminTodoSchema = z.object({
  /** Full LOA and bundles whose parcel has not been marked received. */
  receive: todoListSchema,
  /** Received parcels (and Quick Opinions) with an item still without a pass or fail. */
  verdict: todoListSchema,
  /** Received, every item judged, and no invoice in force. */
  invoice: todoListSchema,
  /** Invoice paid, return shipment not recorded. */
  ship: todoListSchema,
});
export type AdminTodo = z.infer<typeof adminTodoSchema>;

/** One entry of a submission's history as an admin reads it (everything, internal notes included). */
export const adminHistoryEntrySchema = z.object({
  id: z.number(),
  /** 'created', 'status', 'outcome', 'notes' (and the shipping steps' kinds). */
  kind: z.string(),
  fromStatus: z.enum(SUBMISSION_STATUSES).nullable(),
  toStatus: z.enum(SUBMISSION_STATUSES),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  /** The admin's internal note. */
  note: z.string().nullable(),
  /** What the customer reads with this entry, when it was shared. */
  customerNote: z.string().nullable(),
  visibleToCustomer: z.boolean(),
  /** Who made the change ("First Last"), null for the customer's own submission or a deleted admin. */
  changedBy: z.string().nullable(),
  date: z.string(),
});
export type AdminHistoryEntry = z.infer<typeof adminHistoryEntrySchema>;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate as listed with its submission (customer and admin). */
export const certificateListEntrySchema = z.object({
  certificateNumber: z.string(),
  item: z.string(),
  athlete: z.string(),
  issueDate: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** The submission item it certifies (null for certificates older than per-item issuing). */
  itemId: z.number().nullable(),
  /** Shown on its public page and badge by the holder's choice. */
  public: z.boolean(),
  /**
   * When it was transferred away from the submission's account (decision 039); null while that account
   * holds it. A transferred letter's PDF, photos and public-page choice belong to its new holder.
   */
  transferredAt: z.string().nullable(),
});
export type CertificateListEntry = z.infer<typeof certificateListEntrySchema>;

/** GET /api/admin/submissions/:id: the submission, its full history and its certificates. */
export const adminSubmissionDetailsSchema = submissionSchema.extend({
  history: z.array(adminHistoryEntrySchema),
  certificates: z.array(certificateListEntrySchema),
});
export type AdminSubmissionDetails = z.infer<typeof adminSubmissionDetailsSchema>;

export const adminSubmissionParamsSchema = z.object({
  id: databaseId('Submission ID'),
});

/**
 * PUT /api/admin/submissions/:id. `version` is the one the admin's copy was read at: a stale save is
 * refused with 409. `status` is sent only when the admin chose a new one: left out, the submission
 * keeps the status it has (a step such as "Mark received" may have moved it since the dialog opened,
 * and a save of notes must never move it back). `outcome` is required when the status becomes
 * completed; `itemOutcomes` records a verdict per item. `customerNote` goes on the customer's timeline.
 */
export const adminSubmissionUpdateSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Status must be pending, processing or completed' }).optional(),
  notes: z.string({ error: 'Notes must be text' }).max(5000, 'Notes must be 5000 characters or fewer').default(''),
  outcome: z.enum(OUTCOMES, { error: 'Outcome must be pass or fail' }).nullish(),
  itemOutcomes: z
    .array(
      z.object({
        itemId: z.number({ error: 'Item ID must be a whole number' }).int('Item ID must be a whole number'),
        outcome: z.enum(OUTCOMES, { error: 'Item outcome must be pass or fail' }),
      }),
      { error: 'Item outcomes must be a list' },
    )
    .max(10, 'At most 10 item outcomes')
    .optional(),
  /** A message for the customer, shown with this change on their timeline (and in the e-mail). */
  customerNote: z.string({ error: 'Customer note must be text' }).trim().max(2000, 'Customer note must be 2000 characters or fewer').optional(),
  version: z.number({ error: 'Version is required' }).int('Version must be a whole number').min(1, 'Version is required'),
});
export type AdminSubmissionUpdate = z.infer<typeof adminSubmissionUpdateSchema>;

/** PUT /api/admin/submissions/:id/items/:itemId/title: the item's title, before its certificate is issued. */
export const adminItemParamsSchema = adminSubmissionParamsSchema.extend({
  itemId: databaseId('Item ID'),
});
export const itemTitleSchema = z.object({
  title: z
    .string({ error: 'Item title is required' })
    .trim()
    .min(1, 'Item title is required')
    .max(ITEM_TITLE_MAX, `Item title must be at most ${ITEM_TITLE_MAX} characters`),
});
export type ItemTitleInput = z.infer<typeof itemTitleSchema>;

export const ITEM_TITLE_MESSAGES = {
  certified: 'This item already has its certificate: its title can no longer change',
  unknownItem: 'Item not found',
} as const;

export const ADMIN_UPDATE_MESSAGES = {
  processingOnlyLoa: 'Processing is only available for Full LOA and bundle submissions',
  outcomeRequired: 'Choose Pass or Fail to complete this submission',
  staleVersion: 'Another admin changed this submission since you opened it. Reload it to see their changes, then try again.',
  unknownItem: 'Item outcomes must name items of this submission',
  notAllowed: 'This submission cannot move to that status from where it is',
} as const;

/**
 * POST /api/admin/submissions/:id/reject: why, as one of the kinds the customer reads in their own terms
 * (shared/rejection.ts), and an optional message the customer reads with it on their submission page,
 * timeline and e-mail.
 */
export const rejectSubmissionSchema = z.object({
  kind: z.enum(REJECTION_KINDS, { error: 'Kind is required: choose why the submission is rejected' }),
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(2000, 'Message must be 2000 characters or fewer')
    // An empty message is no message (the service keeps null).
    .optional(),
  version: z.number({ error: 'Version is required' }).int('Version must be a whole number').min(1, 'Version is required'),
});
export type RejectSubmissionInput = z.infer<typeof rejectSubmissionSchema>;

/** Its answer: the rejected submission, and what became of the refund of what was paid (null: nothing was paid or left to refund). */
export const rejectionSchema = adminSubmissionDetailsSchema.extend({ refund: rejectionRefundSchema.nullable() });
export type Rejection = z.infer<typeof rejectionSchema>;

export const REJECT_MESSAGES = {
  notRejectable: 'Only a pending or processing submission can be rejected',
} as const;

/** GET /api/admin/users?q=&pageSize=&after=|before=: newest accounts first; the cursor is (created at, id). */
export const adminUserQuerySchema = z.object({
  q: z.string({ error: 'Search must be text' }).trim().max(100, 'Search must be 100 characters or fewer').default(''),
  pageSize: wholeNumber('Page size').max(ADMIN_MAX_PAGE_SIZE, `Page size must be ${ADMIN_MAX_PAGE_SIZE} or fewer`).default(ADMIN_DEFAULT_PAGE_SIZE),
  after: cursorField('After'),
  before: cursorField('Before'),
}).refine(notBoth, oneWay);
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  role: z.enum(['customer', 'admin']),
  createdAt: z.string(),
  submissionCount: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  items: z.array(adminUserSchema),
  ...keysetPageFields,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;
