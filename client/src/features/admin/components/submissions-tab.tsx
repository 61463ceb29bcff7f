import { useState } from 'react';
import type { Submission } from '@shared/schemas/submission';
import { LoadError } from '@/components/submissions/load-error';
import { Pager } from '@/components/submissions/pager';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminSubmissions } from '../api/get-submissions';
import { nextSort, toApiQuery, type SubmissionView } from '../lib/submission-query';
import { useSubmissionView } from '../lib/use-submission-view';
import { ImageViewer, type ImageSet } from './image-viewer';
import { CustomerChip, SortSelect, SubmissionFilters } from './submission-filters';
import { SubmissionCards } from './submission-cards';
import { SubmissionsTable } from './submissions-table';
import { UpdateDialog } from './update-dialog';

const STATUS_WORDS: Record<SubmissionView['status'], string> = {
  all: 'all',
  pending: 'pending',
  processing: 'processing',
  completed: 'completed',
  rejected: 'rejected',
};

function describe(view: SubmissionView): string {
  const sort =
    view.sort === 'none' ? 'unsorted' : `sorted by ${view.sort === 'id' ? 'submission ID' : 'submitted date'}, ${view.order === 'asc' ? 'ascending' : 'descending'}`;
  return `All Submissions: ${STATUS_WORDS[view.status]} submissions${view.q ? ` matching "${view.q}"` : ''}, ${sort}`;
}

/** The Submissions tab: the server-paged, filtered, sorted and searched All Submissions table. */
export function SubmissionsTab() {
  const { view, update } = useSubmissionView();
  const query = useAdminSubmissions(toApiQuery(view));
  const [editing, setEditing] = useState<Submission | null>(null);
  const [images, setImages] = useState<ImageSet | null>(null);
  const data = query.data;

  return (
    <Card>
      <CardHeader className="gap-4 pb-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>All Submissions</CardTitle>
            <CardDescription>Newest first by default; click Submission ID or Submitted Date to sort.</CardDescription>
          </div>
          {data ? (
            <p className="text-sm font-semibold text-slate-700" aria-live="polite">
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'submission' : 'submissions'}
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
              loading={query.isFetching}
              caption={describe(view)}
              view={view}
              onSort={(column) => update(nextSort(view, column))}
              onUpdate={setEditing}
              onImages={setImages}
            />
          </div>
          <div className="md:hidden">
            <SortSelect view={view} update={update} />
            <SubmissionCards items={data?.items ?? null} onUpdate={setEditing} onImages={setImages} />
          </div>
        </div>
      )}
      {data && data.total > data.pageSize ? (
        <div className="border-t border-ink-900/8 px-6 py-4 sm:px-8">
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} noun="submissions" />
        </div>
      ) : null}
      <UpdateDialog submission={editing} onClose={() => setEditing(null)} onImages={setImages} />
      <ImageViewer images={images} onClose={() => setImages(null)} />
    </Card>
  );
}
