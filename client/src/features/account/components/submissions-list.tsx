import type { User } from '@shared/schemas/auth';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSubmissions } from '../api/get-submissions';
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

/** My Submissions (spec 02, 2.3): the user's orders, newest first, a page at a time; the page lives in the URL. */
export function SubmissionsList({ user, page, onPage }: { user: User; page: number; onPage: (page: number) => void }) {
  const query = useSubmissions({ userId: user.id, page });
  const data = query.data;

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
      {body}
    </>
  );
}
