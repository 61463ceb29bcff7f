import type { User } from '@shared/schemas/auth';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubmissions } from '../api/get-submissions';
import { ClaimSubmissionsCard } from './claim-submissions-card';
import { EmptySubmissions } from './empty-submissions';
import { LoadError } from '@/components/submissions/load-error';
import { Pager } from '@/components/submissions/pager';
import { ScreenHeading } from './screen-heading';
import { SubmissionCard } from './submission-card';

function CardSkeleton() {
  return (
    <Card className="grid gap-4 p-6" aria-hidden="true">
      <div className="flex justify-between">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, n) => (
          <Skeleton key={n} className="h-9" />
        ))}
      </div>
    </Card>
  );
}

interface SubmissionsListProps {
  user: User;
  page: number;
  onPage: (page: number) => void;
  /** The order a confirmation e-mail's "Follow your submission" named (?order=), if any. */
  followedOrder?: string | null;
}

/**
 * My Submissions (docs/product.md, Pages): the user's orders, newest first, a page at a time; the page lives in
 * the URL. Orders placed before the account can be claimed from here too: first of all when the
 * e-mail's link named an order this account does not show.
 */
export function SubmissionsList({ user, page, onPage, followedOrder = null }: SubmissionsListProps) {
  const query = useSubmissions({ userId: user.id, page });
  const data = query.data;
  const claimFirst = followedOrder !== null && data !== undefined && !data.items.some((s) => s.orderNumber === followedOrder);

  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-5">
        <span className="sr-only" role="status">Loading your submissions</span>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  } else if (!data) {
    body = (
      <Card>
        <LoadError what="your submissions" message={query.error?.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  } else if (data.total === 0) {
    body = (
      <Card>
        <EmptySubmissions />
      </Card>
    );
  } else {
    body = (
      <div className="grid gap-5" aria-busy={query.isPlaceholderData}>
        {data.items.length === 0 ? (
          <Card className="p-6 text-slate-600">There are no orders on this page.</Card>
        ) : (
          data.items.map((s) => <SubmissionCard key={s.orderNumber} submission={s} />)
        )}
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
      </div>
    );
  }

  return (
    <>
      <ScreenHeading title="My Submissions" description="Every item you have sent us, newest first." />
      <div className="grid gap-6">
        {claimFirst ? <ClaimSubmissionsCard orderNumber={followedOrder} /> : null}
        {body}
        {data && !claimFirst ? <ClaimSubmissionsCard /> : null}
      </div>
    </>
  );
}
