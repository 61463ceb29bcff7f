import { isOverpaymentChoice, OVERPAYMENT_CHOICE_CHANGED } from '@shared/invoice';
import { SHIPPING_HISTORY_KINDS, type ShippingHistoryKind } from '@shared/schemas/shipping';
import type { StatusChange } from '@shared/schemas/submission-list';
import { resultOfHistoryValue } from '@shared/submission-result';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDateTime, paymentStatusLabel, statusLabel } from '@/lib/submission-format';

const DOT: Record<StatusChange['status'], string> = {
  pending: 'bg-status-pending',
  processing: 'bg-status-processing',
  completed: 'bg-status-completed',
  rejected: 'bg-status-rejected',
};

const isShippingKind = (kind: string): kind is ShippingHistoryKind => Object.hasOwn(SHIPPING_HISTORY_KINDS, kind);
// Kinds added later read well enough as words.
const kindWords = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, ' ');

/** What one entry says happened. */
export function headline(change: StatusChange): string {
  switch (change.kind) {
    case 'created':
      return `Submitted · ${statusLabel(change.status)}`;
    case 'status':
      return change.fromStatus === null ? statusLabel(change.status) : `${statusLabel(change.fromStatus)} → ${statusLabel(change.status)}`;
    case 'outcome': {
      // The entry keeps every item's verdict ("pass,fail"): "Result: 1 of 2 items passed".
      const result = resultOfHistoryValue(change.value);
      return result ? `Result: ${result.label}` : 'Result recorded';
    }
    case 'note':
      return 'Message from our authenticators';
    case 'payment':
      return `Payment: ${paymentStatusLabel(change.value ?? '')}`;
    case 'certificate_revoked':
      return `Certificate ${change.value ?? ''} revoked`.replace('  ', ' ');
    case 'overpayment_choice':
      return isOverpaymentChoice(change.value) ? OVERPAYMENT_CHOICE_CHANGED[change.value] : 'Refund or credit: your choice changed';
    default:
      // The shipping steps (decision 015): what happened, then the server's short sentence.
      if (isShippingKind(change.kind)) return change.value ? `${SHIPPING_HISTORY_KINDS[change.kind]}: ${change.value}` : SHIPPING_HISTORY_KINDS[change.kind];
      return kindWords(change.kind);
  }
}

/** Everything that happened to the submission with its date, oldest first, the latest last and marked. */
export function StatusTimeline({ history }: { history: StatusChange[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Status Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol aria-label="Status timeline" className="relative grid gap-6 border-l-2 border-ink-900/10 pl-6">
          {history.map((change, n) => {
            const current = n === history.length - 1;
            return (
              <li key={`${change.date}-${n}`} className="relative grid gap-0.5" aria-current={current ? 'step' : undefined}>
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full ring-4 ring-white',
                    DOT[change.status],
                    current && 'size-3.5 -left-[calc(1.5rem+8px)]',
                  )}
                />
                <p className={cn('text-sm text-ink-900', current ? 'font-semibold' : 'font-medium')}>
                  {headline(change)}
                  {current ? <span className="ml-2 text-xs font-normal text-slate-600">(current)</span> : null}
                </p>
                <p className="text-xs text-slate-600">
                  <time dateTime={change.date}>{formatDateTime(change.date)}</time>
                </p>
                {change.note ? <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{change.note}</p> : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
