import { Gavel, PackageCheck, PackageOpen, ReceiptText } from 'lucide-react';
import { ADMIN_TODO_STEPS, type AdminTodoEntry, type AdminTodoStep } from '@shared/schemas/admin';
import { LoadError } from '@/components/submissions/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/submission-format';
import { useTodo } from '../api/get-todo';

const STEPS: Record<AdminTodoStep, { title: string; empty: string; icon: typeof Gavel }> = {
  receive: { title: 'Parcels to receive', empty: 'No parcel on its way.', icon: PackageOpen },
  verdict: { title: 'Verdicts to give', empty: 'Every received item has its verdict.', icon: Gavel },
  invoice: { title: 'Invoices to issue', empty: 'No invoice waiting.', icon: ReceiptText },
  ship: { title: 'Paid orders to ship', empty: 'Nothing paid waits to go back.', icon: PackageCheck },
};

function Entry({ entry, onOpen }: { entry: AdminTodoEntry; onOpen: (id: number) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(entry.id)}
        className="grid w-full grid-cols-[minmax(0,1fr)] gap-0.5 rounded-md px-2 py-2 text-left text-sm hover:bg-paper-100 focus-visible:outline-2"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="font-mono text-xs font-semibold text-ink-900">{entry.orderNumber}</span>
          <span className="text-xs text-slate-600">since {formatDate(entry.submissionDate)}</span>
        </span>
        <span className="truncate text-slate-700">
          {entry.fullName} · {entry.item}
        </span>
      </button>
    </li>
  );
}

/** The admin's work by step: what waits on the back office, oldest first; an entry opens its submission. */
export function TodoLists({ onOpen }: { onOpen: (id: number) => void }) {
  const query = useTodo();
  if (query.isError && !query.data) {
    return (
      <Card>
        <LoadError what="the to-do lists" message={query.error.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <section aria-labelledby="todo-heading" className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <h2 id="todo-heading" className="font-display text-2xl font-semibold tracking-wide uppercase">
        To do
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {ADMIN_TODO_STEPS.map((step) => {
          const { title, empty, icon: Icon } = STEPS[step];
          const list = query.data?.[step];
          return (
            <Card key={step} className="flex min-w-0 flex-col gap-2 p-4" role="region" aria-label={title}>
              <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-900 uppercase">
                <Icon className="size-4 text-gold-600" aria-hidden="true" />
                {title}
                {list ? (
                  <span className="ml-auto rounded-full bg-ink-900 px-2 py-0.5 text-xs text-white" data-testid={`todo-${step}`}>
                    {list.total}
                  </span>
                ) : null}
              </h3>
              {!list ? (
                <Skeleton className="h-16" />
              ) : list.items.length === 0 ? (
                <p className="text-sm text-slate-600">{empty}</p>
              ) : (
                <ul className="-mx-2 grid grid-cols-[minmax(0,1fr)]">
                  {list.items.map((entry) => (
                    <Entry key={entry.id} entry={entry} onOpen={onOpen} />
                  ))}
                </ul>
              )}
              {list && list.total > list.items.length ? <p className="text-xs text-slate-600">and {list.total - list.items.length} more</p> : null}
            </Card>
          );
        })}
      </div>
    </section>
  );
}
