import type { StatusChange } from '@shared/schemas/submission-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatDateTime, statusLabel } from '@/lib/submission-format';

const DOT: Record<StatusChange['status'], string> = {
  pending: 'bg-status-pending',
  processing: 'bg-status-processing',
  completed: 'bg-status-completed',
  rejected: 'bg-status-rejected',
};

const headline = (change: StatusChange) =>
  change.fromStatus === null ? `Submitted · ${statusLabel(change.status)}` : `${statusLabel(change.fromStatus)} → ${statusLabel(change.status)}`;

/** Every status change with its date, oldest first, the current one last and marked. */
export function StatusTimeline({ history }: { history: StatusChange[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Status Timeline</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="relative grid gap-6 border-l-2 border-ink-900/10 pl-6">
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
                {change.note ? <p className="mt-1 text-sm text-slate-700">{change.note}</p> : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
