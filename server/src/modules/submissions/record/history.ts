import { HISTORY_ENTRY_KINDS, type HistoryEntryKind } from '@shared/lifecycle';
import { submissionStatusHistory } from '../../../db/schema';
import type { DbOrTx } from '../../../db/types';
import type { SubmissionRow } from './moves';

/**
 * A history entry besides the moves' own: a step, a result, a note, a revocation. Its status is the
 * submission's as written; whether the customer sees it is its kind's (shared/lifecycle.ts).
 */
export interface Entry {
  kind: HistoryEntryKind;
  /** An entry that opens a story of its own (the submission made, a certificate revoked) has no status before it. */
  fromStatus?: null;
  fromValue?: string | null;
  /** The value as the timeline shows it ("USPS 9400 1000 …", "pass,fail"). */
  toValue?: string | null;
  /** What the customer reads with it. */
  customerNote?: string | null;
  /** The admins' own words about it, never shown to the customer. */
  notes?: string | null;
  /** When it happened; the transaction's time when absent. */
  at?: Date;
}

export async function writeEntries(tx: DbOrTx, row: SubmissionRow, entries: readonly Entry[], actorId: number | null): Promise<void> {
  if (!entries.length) return;
  await tx.insert(submissionStatusHistory).values(
    entries.map((e) => ({
      submissionId: row.id,
      kind: e.kind,
      fromStatus: e.fromStatus === null ? null : row.status,
      toStatus: row.status,
      fromValue: e.fromValue ?? null,
      toValue: e.toValue ?? null,
      customerNote: e.customerNote ?? null,
      notes: e.notes ?? null,
      visibleToCustomer: HISTORY_ENTRY_KINDS[e.kind].visibleToCustomer,
      changedBy: actorId,
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );
}
