/**
 * A submission's lifecycle, in one table (docs/decisions/025-one-lifecycle-table.md): every status and
 * payment status it can have, and every move between them with who may make it, the rule it must
 * meet, and how the customer reads it; the kinds of history entry and who sees each; and the moves a
 * service may not make. The server's write path (server/src/modules/submissions/record) refuses any
 * write this table does not allow; the admin dialog offers exactly the moves it allows; the database
 * enums, the zod schemas and the labels derive from the lists here.
 */
import type { ServiceType } from './constants';

export const SUBMISSION_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const PAYMENT_STATUSES = ['paid', 'pending_invoice', 'invoiced', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The statuses the admin's update dialog sets; rejecting has its own action with its kind. */
export const REVIEW_STATUSES = ['pending', 'processing', 'completed'] as const satisfies readonly SubmissionStatus[];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Who makes a move: an admin in the back office, the customer themselves, or the site on its own. */
export type LifecycleActor = 'admin' | 'customer' | 'system';

/** Processing is for the items mailed in to be examined: a Quick Opinion judges photos and never is. */
const MAILED_IN: readonly ServiceType[] = ['full_loa', 'bundle_loa'];
/** Whether the items of this service are mailed in (and shipped back, and invoiced). */
export const isMailedIn = (service: ServiceType) => MAILED_IN.includes(service);

export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  rejected: 'Rejected',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  pending_invoice: 'Invoiced after authentication',
  invoiced: 'Invoiced',
  refunded: 'Refunded',
};

/** The rule a move must meet beyond "this move exists", checked by the server's lifecycle module. */
export type LifecycleGuard =
  /** Every item has a pass or fail. */
  | 'verdicts'
  /** Why, as a rejection kind the customer reads in their own terms (shared/rejection.ts). */
  | 'rejectionKind';

export interface Move<S extends string> {
  from: S;
  to: S;
  /** Who may make it. */
  by: readonly LifecycleActor[];
  /** Only for these services (all when absent). */
  services?: readonly ServiceType[];
  guard?: LifecycleGuard;
  /** Whether the customer sees the history entry of this move on their timeline. */
  visibleToCustomer: boolean;
  /** What the customer reads for this move (timeline and status e-mail). */
  wording: string;
}

/**
 * The moves of a submission's status. Pending, processing and completed move freely among themselves
 * in the admin's hands (an admin corrects a mistake or reopens a submission); processing is for items
 * mailed in. Rejected ends a submission that cannot be authenticated and is never left.
 */
export const STATUS_MOVES: readonly Move<SubmissionStatus>[] = [
  { from: 'pending', to: 'processing', by: ['admin'], services: MAILED_IN, visibleToCustomer: true, wording: 'Your item is being examined' },
  { from: 'pending', to: 'completed', by: ['admin'], guard: 'verdicts', visibleToCustomer: true, wording: 'Authentication completed' },
  { from: 'processing', to: 'completed', by: ['admin'], guard: 'verdicts', visibleToCustomer: true, wording: 'Authentication completed' },
  { from: 'processing', to: 'pending', by: ['admin'], visibleToCustomer: true, wording: 'Back to pending' },
  { from: 'completed', to: 'pending', by: ['admin'], visibleToCustomer: true, wording: 'Reopened' },
  { from: 'completed', to: 'processing', by: ['admin'], services: MAILED_IN, visibleToCustomer: true, wording: 'Reopened for examination' },
  // Why, and whether the items were examined, are the rejection kind's words (shared/rejection.ts).
  { from: 'pending', to: 'rejected', by: ['admin'], guard: 'rejectionKind', visibleToCustomer: true, wording: 'Rejected' },
  { from: 'processing', to: 'rejected', by: ['admin'], guard: 'rejectionKind', visibleToCustomer: true, wording: 'Rejected' },
];

/**
 * The moves of a submission's payment status. A card-paid kind starts `paid`; an invoiced kind starts
 * `pending_invoice`, is `invoiced` when its invoice is issued (back when the invoice is cancelled) and
 * `paid` when the customer pays it. An admin refunds what was paid.
 */
export const PAYMENT_MOVES: readonly Move<PaymentStatus>[] = [
  { from: 'pending_invoice', to: 'invoiced', by: ['admin'], visibleToCustomer: false, wording: 'Invoice issued' },
  { from: 'invoiced', to: 'pending_invoice', by: ['admin'], visibleToCustomer: false, wording: 'Invoice cancelled' },
  { from: 'invoiced', to: 'paid', by: ['customer', 'system'], visibleToCustomer: false, wording: 'Invoice paid' },
  { from: 'paid', to: 'refunded', by: ['admin'], visibleToCustomer: true, wording: 'Payment refunded' },
];

/**
 * The history entries besides the moves' own ('status' and 'payment', seen as their move says above),
 * and whether the customer sees each on their timeline. 'notes' are the admin's own: never shown.
 */
export const HISTORY_ENTRY_KINDS = {
  /** The submission was made. */
  created: { visibleToCustomer: true },
  /** Its result (every item's verdict) changed. */
  outcome: { visibleToCustomer: true },
  /** The admin's internal notes changed. */
  notes: { visibleToCustomer: false },
  /** A note the admin shared with the customer, on its own. */
  note: { visibleToCustomer: true },
  // The shipping steps (their headlines: SHIPPING_HISTORY_KINDS in shared/schemas/shipping.ts).
  inbound_tracking: { visibleToCustomer: true },
  received: { visibleToCustomer: true },
  invoice_issued: { visibleToCustomer: true },
  invoice_paid: { visibleToCustomer: true },
  invoice_voided: { visibleToCustomer: true },
  return_shipped: { visibleToCustomer: true },
  refunded: { visibleToCustomer: true },
  /** A certificate of one of its items was revoked. */
  certificate_revoked: { visibleToCustomer: true },
  /** The customer changed what becomes of what a prepaid Bundle paid beyond its items (shared/invoice.ts). */
  overpayment_choice: { visibleToCustomer: true },
  /** An admin corrected an item's declared value, saying why (shared/schemas/shipping.ts). */
  declared_value: { visibleToCustomer: true },
  /** An admin reworded the title an item's certificate will carry (the admins' record of who and when). */
  item_title: { visibleToCustomer: false },
} as const satisfies Record<string, { visibleToCustomer: boolean }>;
export type HistoryEntryKind = keyof typeof HISTORY_ENTRY_KINDS;

/** The statuses a submission starts with: pending, and paid when its kind is paid by card at once. */
export const initialStatuses = (paidByCard: boolean): { status: SubmissionStatus; paymentStatus: PaymentStatus } => ({
  status: 'pending',
  paymentStatus: paidByCard ? 'paid' : 'pending_invoice',
});

const allows = <S extends string>(m: Move<S>, by: LifecycleActor, service: ServiceType | undefined) =>
  m.by.includes(by) && (!m.services || service === undefined || m.services.includes(service));

/** The move from `from` to `to` for this actor and service, or undefined when the table has none. */
export function findMove<S extends string>(moves: readonly Move<S>[], from: S, to: S, by: LifecycleActor, service?: ServiceType): Move<S> | undefined {
  return moves.find((m) => m.from === from && m.to === to && allows(m, by, service));
}

/** Whether a submission of this service can ever have this status by some move (processing: mailed-in ones only). */
export const serviceReaches = (to: SubmissionStatus, service: ServiceType) => STATUS_MOVES.some((m) => m.to === to && (!m.services || m.services.includes(service)));

/** The statuses an actor may move a submission to from where it is (without the current one). */
export function nextStatuses(from: SubmissionStatus, by: LifecycleActor, service: ServiceType): SubmissionStatus[] {
  return STATUS_MOVES.filter((m) => m.from === from && allows(m, by, service)).map((m) => m.to);
}

/** Whether an admin can reject this submission now (the Reject button). */
export const canReject = (from: SubmissionStatus, service: ServiceType) => nextStatuses(from, 'admin', service).includes('rejected');

/** A submission in one of these is closed: no more shipping steps. */
export const isClosed = (status: SubmissionStatus) => status === 'completed' || status === 'rejected';
