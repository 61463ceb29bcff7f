import { formatCount } from '@shared/format';
import { CheckCircle2, Clock, FileStack, Loader, Users } from 'lucide-react';
import type { AdminStats } from '@shared/schemas/admin';
import { LoadError } from '@/components/submissions/load-error';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '../api/get-stats';

const CARDS: { key: keyof AdminStats; label: string; icon: typeof Users; accent: string }[] = [
  { key: 'total', label: 'Total Submissions', icon: FileStack, accent: 'text-gold-600 bg-gold-100' },
  { key: 'pending', label: 'Pending', icon: Clock, accent: 'text-status-pending bg-slate-100' },
  { key: 'processing', label: 'Processing', icon: Loader, accent: 'text-status-processing bg-blue-50' },
  { key: 'completed', label: 'Completed', icon: CheckCircle2, accent: 'text-status-completed bg-green-50' },
  { key: 'users', label: 'Total Users', icon: Users, accent: 'text-ink-900 bg-paper-100' },
];

/** The five count cards of docs/product.md, Pages, from GET /api/admin/stats. */
export function StatCards() {
  const query = useStats();
  if (query.isError && !query.data) {
    return (
      <Card>
        <LoadError what="the counts" message={query.error.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  return (
    <ul aria-label="Counts" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-busy={query.isPending}>
      {CARDS.map(({ key, label, icon: Icon, accent }) => (
        <li key={key} className={key === 'total' ? 'col-span-2 sm:col-span-1' : undefined}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <span className={`flex size-9 items-center justify-center rounded-full ${accent}`}>
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="text-sm font-medium text-slate-600">{label}</span>
            {query.data ? (
              <span className="font-display text-3xl font-semibold tracking-wide text-ink-900" data-testid={`stat-${key}`}>
                {formatCount(query.data[key])}
              </span>
            ) : (
              <Skeleton className="h-9 w-16" />
            )}
          </Card>
        </li>
      ))}
    </ul>
  );
}
