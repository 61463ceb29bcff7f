import type { ServiceType } from '@shared/constants';
import type { AdminSubmissionUpdate, Outcome } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';

export type SettableStatus = AdminSubmissionUpdate['status'];

/**
 * The statuses the update dialog offers (spec 02, 2.7 and 4): Pending and Completed always,
 * Processing only for submissions mailed in for a letter (Full LOA and bundles; the server refuses
 * it for a Quick Opinion). Rejected is shown but never set here.
 */
export function offeredStatuses(serviceType: ServiceType): SettableStatus[] {
  return serviceType === 'quick_opinion' ? ['pending', 'completed'] : ['pending', 'processing', 'completed'];
}

/** The form's name for an item's outcome. */
export const itemKey = (itemId: number) => `i${itemId}`;

/** What the dialog's form holds. */
export interface UpdateFormValues {
  status: SettableStatus;
  outcome: Outcome | '';
  judgeSeparately: boolean;
  /** `i{itemId}` -> outcome (a letter first: the form library would read a bare number as a list index). */
  itemOutcomes: Record<string, Outcome | ''>;
  notes: string;
  customerNote: string;
}

/** The form's starting point: the submission as it is (Rejected shows as Pending, the one not offered). */
export function initialUpdateValues(s: Submission): UpdateFormValues {
  const offered = offeredStatuses(s.serviceType);
  const status = offered.find((o) => o === s.status) ?? 'pending';
  const judged = s.items.some((item) => item.outcome !== null);
  return {
    status,
    outcome: s.outcome ?? '',
    judgeSeparately: s.items.length > 1 && judged,
    itemOutcomes: Object.fromEntries(s.items.map((item) => [itemKey(item.id), item.outcome ?? s.outcome ?? ''])),
    notes: s.notes ?? '',
    customerNote: '',
  };
}

/**
 * The PUT body. No client-side validation (spec 02, 5): an outcome left out when completing is
 * refused by the server with its own message. Outcomes go only with Completed; per-item outcomes
 * only when judged apart, for items that were given one.
 */
export function toUpdatePayload(values: UpdateFormValues, submission: Pick<Submission, 'items'>, version: number): AdminSubmissionUpdate {
  const completing = values.status === 'completed';
  const payload: AdminSubmissionUpdate = { status: values.status, notes: values.notes, version };
  if (completing && values.outcome) payload.outcome = values.outcome;
  if (completing && values.judgeSeparately && submission.items.length > 1) {
    payload.itemOutcomes = submission.items.flatMap((item) => {
      const outcome = values.itemOutcomes[itemKey(item.id)];
      return outcome ? [{ itemId: item.id, outcome }] : [];
    });
  }
  const customerNote = values.customerNote.trim();
  if (customerNote) payload.customerNote = customerNote;
  return payload;
}
