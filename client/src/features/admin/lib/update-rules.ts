import type { ServiceType } from '@shared/constants';
import { nextStatuses, REVIEW_STATUSES, type SubmissionStatus } from '@shared/lifecycle';
import type { AdminSubmissionUpdate, Outcome } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { verdictOf } from '@shared/submission-result';

export type SettableStatus = NonNullable<AdminSubmissionUpdate['status']>;

/**
 * The statuses the update dialog offers: the one it has and those the lifecycle table lets an admin
 * move it to (shared/lifecycle.ts, the table the server enforces): Processing only for submissions
 * mailed in (Full LOA and bundles). Rejected has its own action with a reason (RejectSubmission); a
 * rejected submission is offered nothing.
 */
export function offeredStatuses(serviceType: ServiceType, status: SubmissionStatus = 'pending'): SettableStatus[] {
  const reachable = new Set<SubmissionStatus>([status, ...nextStatuses(status, 'admin', serviceType)]);
  return REVIEW_STATUSES.filter((s) => reachable.has(s));
}

/** The form's name for an item's outcome. */
export const itemKey = (itemId: number) => `i${itemId}`;

/** What the dialog's form holds. */
export interface UpdateFormValues {
  status: SettableStatus;
  /** `i{itemId}` -> verdict (a letter first: the form library would read a bare number as a list index). */
  itemOutcomes: Record<string, Outcome | ''>;
  notes: string;
  customerNote: string;
}

type Base = Pick<Submission, 'serviceType' | 'status' | 'outcome' | 'items' | 'notes' | 'version'>;

/** The status the select shows for a submission (Rejected, the one not offered, shows as Pending). */
const shownStatus = (s: Pick<Submission, 'serviceType' | 'status'>): SettableStatus => offeredStatuses(s.serviceType, s.status).find((o) => o === s.status) ?? 'pending';

/** The form's starting point: the submission as it is, each item with its verdict. */
export function initialUpdateValues(s: Base): UpdateFormValues {
  return {
    status: shownStatus(s),
    itemOutcomes: Object.fromEntries(s.items.map((item) => [itemKey(item.id), verdictOf(item, s) ?? ''])),
    notes: s.notes ?? '',
    customerNote: '',
  };
}

/** "All pass": every item of the submission passes. */
export const allPass = (s: Pick<Submission, 'items'>): Record<string, Outcome> => Object.fromEntries(s.items.map((item) => [itemKey(item.id), 'pass' as const]));

/** Verdicts are asked once the submission is under way (the parcel received), or when completing it. */
export const verdictsOffered = (status: SettableStatus, itemOutcomes: Record<string, Outcome | ''>) =>
  status !== 'pending' || Object.values(itemOutcomes).some((o) => o !== '');

/**
 * The PUT body, against `base`: the copy the form shows, whose version is sent (a save from a copy
 * that went stale is refused by the server). The status goes only when the admin chose another one,
 * so a save of notes never moves the submission; the verdicts go, all of them, when one changed. No
 * client-side validation (docs/product.md, Input rules): an outcome missing when completing is refused by the server.
 */
export function toUpdatePayload(values: UpdateFormValues, base: Base): AdminSubmissionUpdate {
  const payload: AdminSubmissionUpdate = { notes: values.notes, version: base.version };
  if (values.status !== shownStatus(base)) payload.status = values.status;
  const before = initialUpdateValues(base).itemOutcomes;
  const chosen = base.items.flatMap((item) => {
    const outcome = values.itemOutcomes[itemKey(item.id)];
    return outcome ? [{ itemId: item.id, outcome }] : [];
  });
  if (chosen.some((o) => before[itemKey(o.itemId)] !== o.outcome)) payload.itemOutcomes = chosen;
  const customerNote = values.customerNote.trim();
  if (customerNote) payload.customerNote = customerNote;
  return payload;
}
