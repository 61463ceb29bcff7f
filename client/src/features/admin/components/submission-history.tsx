import { ArrowRight, Eye, Lock } from 'lucide-react';
import type { AdminHistoryEntry } from '@shared/schemas/admin';
import { resultOfHistoryValue } from '@shared/submission-result';
import { StatusBadge } from '@/components/submissions/status-badge';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/submission-format';

const KIND_LABELS: Record<string, string> = {
  created: 'Submitted',
  status: 'Status changed',
  outcome: 'Result recorded',
  notes: 'Notes changed',
  note: 'Message to the customer',
  certificate_revoked: 'Certificate revoked',
  overpayment_choice: 'Refund or credit changed by the customer',
  declared_value: 'Declared value corrected',
  item_title: 'Certificate title changed',
};
// Kinds added later (the shipping steps) still read as words: "item_received" -> "Item received".
const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' ');

/** A result entry in words: "1 of 2 items passed", and the result it replaced, if any. Null for other kinds. */
export function resultChange(entry: AdminHistoryEntry): { from: string | null; to: string } | null {
  if (entry.kind !== 'outcome') return null;
  const to = resultOfHistoryValue(entry.toValue);
  return to ? { from: resultOfHistoryValue(entry.fromValue)?.label ?? null, to: to.label } : null;
}

/** What the entry is: "Result recorded", or "Result changed" when it replaced an earlier result. */
export const entryTitle = (entry: AdminHistoryEntry) => (resultChange(entry)?.from ? 'Result changed' : kindLabel(entry.kind));

/**
 * The value an entry of another kind recorded: what it was before only when there was something
 * ("USPS 9400…", never "none → USPS 9400…"); null for notes and for an entry without a value.
 */
export function valueChange(entry: AdminHistoryEntry): { from: string | null; to: string } | null {
  if (entry.kind === 'notes' || entry.kind === 'note' || !(entry.fromValue || entry.toValue)) return null;
  return { from: entry.fromValue || null, to: entry.toValue || 'removed' };
}

/** What changed: the status move, or the value that changed when the status stayed. */
function Change({ entry }: { entry: AdminHistoryEntry }) {
  const result = resultChange(entry);
  if (result) {
    return (
      <span className="text-sm text-slate-700">
        {result.from ? (
          <>
            {result.from} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>{' '}
          </>
        ) : null}
        <span className="font-semibold">{result.to}</span>
      </span>
    );
  }
  if (entry.fromStatus && entry.fromStatus !== entry.toStatus) {
    return (
      <span className="flex flex-wrap items-center gap-1.5">
        <StatusBadge status={entry.fromStatus} />
        <ArrowRight className="size-3.5 text-slate-500" aria-hidden="true" />
        <span className="sr-only">to</span>
        <StatusBadge status={entry.toStatus} />
      </span>
    );
  }
  const value = valueChange(entry);
  if (value) {
    return (
      <span className="text-sm text-slate-700">
        {value.from !== null ? (
          <>
            {value.from} <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>{' '}
          </>
        ) : null}
        <span className="font-semibold">{value.to}</span>
      </span>
    );
  }
  return <StatusBadge status={entry.toStatus} />;
}

/** The submission's history as admins read it: who, when, from and to, internal and shared notes. */
export function SubmissionHistory({ history }: { history: AdminHistoryEntry[] }) {
  if (history.length === 0) return <p className="text-sm text-slate-600">No changes yet.</p>;
  return (
    <ol className="grid gap-3">
      {[...history].reverse().map((entry) => (
        <li key={entry.id} className="grid gap-2 rounded-lg border border-ink-900/10 p-3.5 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink-900">{entryTitle(entry)}</span>
            <span className="text-xs text-slate-600">
              <time dateTime={entry.date}>{formatDateTime(entry.date)}</time> · {entry.changedBy ?? (entry.kind === 'created' ? 'Customer' : 'System')}
            </span>
          </div>
          <div className="justify-self-start">
            <Change entry={entry} />
          </div>
          {entry.note ? (
            <p className="flex gap-2 text-slate-700">
              <Lock className="mt-0.5 size-3.5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="whitespace-pre-line">
                <span className="sr-only">Internal note: </span>
                {entry.note}
              </span>
            </p>
          ) : null}
          {entry.customerNote ? (
            <div className="grid gap-1 rounded-md bg-gold-100/60 p-2.5">
              <Badge variant="gold" className="w-fit">
                <Eye className="size-3" aria-hidden="true" /> Shown to customer
              </Badge>
              <p className="whitespace-pre-line text-slate-800">{entry.customerNote}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
