import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/auth';
import type { AccountSubmission } from '@shared/schemas/submission-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useSubmissions } from '../api/get-submissions';
import { athleteName, formatDate, serviceTypeLabel } from '@/lib/submission-format';
import { EmptySubmissions } from './empty-submissions';
import { LoadError } from '@/components/submissions/load-error';
import { ScreenHeading } from './screen-heading';
import { ResultBadge } from '@/components/submissions/result-badge';
import { InvoicesDue } from './invoices-due';
import { OrderStatusBadge } from './order-status-badge';

/** docs/product.md, Limits and defaults: the dashboard shows at most 3 recent submissions. */
const RECENT = 3;

const COUNTS = [
  { key: 'pending', label: 'Pending', dot: 'bg-status-pending' },
  { key: 'processing', label: 'Processing', dot: 'bg-status-processing' },
  { key: 'completed', label: 'Completed', dot: 'bg-status-completed' },
] as const;

function RecentRow({ submission }: { submission: AccountSubmission }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 py-4 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-6">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <p className="line-clamp-2 min-w-0 font-semibold text-ink-900">{submission.item}</p>
          <OrderStatusBadge submission={submission} />
          {submission.result ? <ResultBadge result={submission.result} /> : null}
        </div>
        <p className="text-sm text-slate-600">
          {athleteName(submission.athlete)} · {serviceTypeLabel(submission)} · {formatDate(submission.submissionDate)}
        </p>
        <p className="font-mono text-xs tracking-wide text-slate-600">Order {submission.orderNumber}</p>
      </div>
      <Link
        to={`/account/submissions/${submission.orderNumber}`}
        className="inline-flex items-center gap-1 justify-self-start rounded-sm text-sm font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4 hover:decoration-ink-900 sm:justify-self-end"
      >
        Details<span className="sr-only"> of order {submission.orderNumber}</span> <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

function RecentSkeleton() {
  return (
    <ul className="grid divide-y divide-ink-900/8" aria-hidden="true">
      {Array.from({ length: RECENT }, (_, n) => (
        <li key={n} className="grid gap-2 py-4 first:pt-0 last:pb-0">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

export function AccountDashboard({ user }: { user: User }) {
  // The first page of three gives both the counts (over all submissions) and the recent ones.
  const query = useSubmissions({ userId: user.id, page: 1, pageSize: RECENT });
  const data = query.data;

  return (
    <div aria-busy={query.isPending}>
      <ScreenHeading
        title={`Welcome, ${user.firstName}`}
        description="An overview of the items you have sent us for authentication."
      />
      <div className="grid gap-8">
        {data ? <InvoicesDue invoices={data.invoicesDue} /> : null}
        <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Submissions by status">
          {COUNTS.map((count) => (
            <li key={count.key} className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-5">
              <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 sm:gap-2 sm:text-sm">
                <span className={cn('size-2 rounded-full', count.dot)} aria-hidden="true" />
                {count.label}
              </p>
              {data ? (
                <p className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{data.counts[count.key]}</p>
              ) : (
                <Skeleton className="mt-3 h-8 w-10 sm:h-9" />
              )}
            </li>
          ))}
        </ul>
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle className="text-xl">Recent Submissions</CardTitle>
            <Link
              to="/account/submissions"
              className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-ink-900 hover:underline"
            >
              View All <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </CardHeader>
          <CardContent className="pt-5 sm:pt-6">
            {query.isPending ? (
              <>
                <span className="sr-only" role="status">Loading your submissions</span>
                <RecentSkeleton />
              </>
            ) : query.isError && !data ? (
              <LoadError what="your submissions" message={query.error.message} onRetry={() => void query.refetch()} />
            ) : data && data.items.length > 0 ? (
              <ul className="grid grid-cols-1 divide-y divide-ink-900/8">
                {data.items.map((s) => (
                  <RecentRow key={s.orderNumber} submission={s} />
                ))}
              </ul>
            ) : (
              <EmptySubmissions />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
