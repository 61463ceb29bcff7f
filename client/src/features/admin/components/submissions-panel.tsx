import { LoadError } from '@/components/submissions/load-error';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminSubmissions } from '../api/get-submissions';
import { nextSort, toApiQuery, type SubmissionView } from '../lib/submission-query';
import { useSubmissionView } from '../lib/use-submission-view';
import type { ImageSet } from './image-viewer';
import { KeysetPager, totalLabel } from './keyset-pager';
import { CustomerChip, SortSelect, SubmissionFilters } from './submission-filters';
import { SubmissionCards } from './submission-cards';
import { SubmissionsTable } from './submissions-table';

const SUBMISSION_NOUN = { one: 'submission', many: 'submissions' };

/** The heading says what the table shows: "All Submissions" only when no status is filtered. */
const HEADINGS: Record<SubmissionView['status'], string> = {
  all: 'All Submissions',
  pending: 'Pending Submissions',
  processing: 'Processing Submissions',
  completed: 'Completed Submissions',
  rejected: 'Rejected Submissions',
};

function describe(view: SubmissionView): string {
  const sort =
    view.sort === 'none' ? 'unsorted' : `sorted by ${view.sort === 'id' ? 'submission ID' : 'submitted date'}, ${view.order === 'asc' ? 'ascending' : 'descending'}`;
  return `${HEADINGS[view.status]}${view.q ? ` matching "${view.q}"` : ''}, ${sort}`;
}

/** The server-paged, filtered, sorted and searched submissions table; a row opens its submission. */
export function SubmissionsPanel({ onOpen, onImages }: { onOpen: (id: number) => void; onImages: (images: ImageSet) => void }) {
  const { view, update } = useSubmissionView();
  const query = useAdminSubmissions(toApiQuery(view));
  const data = query.data;
  const heading = HEADINGS[view.status];

  return (
    <Card>
      <CardHeader className="gap-4 pb-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>{heading}</CardTitle>
            <CardDescription>Newest first by default; click Submission ID or Submitted Date to sort, a row to open it.</CardDescription>
          </div>
          {data ? (
            <p className="text-sm font-semibold text-slate-700" aria-live="polite">
              {totalLabel(data, SUBMISSION_NOUN)}
            </p>
          ) : null}
        </div>
        <SubmissionFilters view={view} update={update} />
        <CustomerChip view={view} update={update} />
      </CardHeader>
      {!data && query.isError ? (
        <div className="border-t border-ink-900/8">
          <LoadError what="the submissions" message={query.error.message} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="border-t border-ink-900/8">
          {query.isPending ? <span className="sr-only" role="status">Loading submissions</span> : null}
          <div className="hidden md:block">
            <SubmissionsTable
              items={data?.items ?? null}
              beyondEnd={(data?.total ?? 0) > 0}
              loading={query.isFetching}
              caption={describe(view)}
              label={`${heading} table`}
              view={view}
              onSort={(column) => update(nextSort(view, column))}
              onOpen={onOpen}
              onImages={onImages}
            />
          </div>
          <div className="md:hidden">
            <SortSelect view={view} update={update} />
            <SubmissionCards items={data?.items ?? null} beyondEnd={(data?.total ?? 0) > 0} onOpen={onOpen} onImages={onImages} />
          </div>
        </div>
      )}
      {data && (data.next !== null || data.previous !== null || view.after !== undefined || view.before !== undefined) ? (
        <div className="border-t border-ink-900/8 px-6 py-4 sm:px-8">
          <KeysetPager page={data} atFirst={view.after === undefined && view.before === undefined} onMove={update} noun={SUBMISSION_NOUN} label="Pages of submissions" />
        </div>
      ) : null}
    </Card>
  );
}
