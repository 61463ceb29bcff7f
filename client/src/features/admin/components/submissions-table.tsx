import type { AdminSubmissionSort } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';
import { Skeleton } from '@/components/ui/skeleton';
import type { SubmissionView } from '../lib/submission-query';
import type { ImageSet } from './image-viewer';
import { SortableHeader } from './sortable-header';
import { SubmissionRow } from './submission-row';
import { SubmissionsEmpty } from './submissions-empty';

const COLUMNS = 10;
const plain = 'px-2 py-3 text-left font-semibold whitespace-nowrap';

function SkeletonRows({ rows }: { rows: number }) {
  return Array.from({ length: rows }, (_, n) => (
    <tr key={n} className="border-t border-ink-900/8" aria-hidden="true">
      {Array.from({ length: COLUMNS }, (_, c) => (
        <td key={c} className="px-3 py-4">
          <Skeleton className={c === 2 || c === 3 ? 'h-4 w-36' : 'h-4 w-20'} />
        </td>
      ))}
    </tr>
  ));
}

/**
 * The submissions table. It scrolls sideways inside its card when the columns do not fit, keeping
 * every column readable; the actions come first and stay pinned to the left, so Update and PDF are
 * in view at every width, whatever the scroll.
 */
export function SubmissionsTable({
  items,
  beyondEnd,
  loading,
  caption,
  label,
  view,
  onSort,
  onOpen,
  onImages,
}: {
  items: Submission[] | null;
  /** The filters match submissions, but not on this page (a link past the end of the list). */
  beyondEnd: boolean;
  loading: boolean;
  caption: string;
  label: string;
  view: Pick<SubmissionView, 'sort' | 'order'>;
  onSort: (column: AdminSubmissionSort) => void;
  onOpen: (id: number) => void;
  onImages: (images: ImageSet) => void;
}) {
  return (
    <div className="relative overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {/* Every column fits a 1280 px screen (names, athletes and services wrap; the e-mail is cut with its
          whole address in its title); narrower, the table scrolls. */}
      <table className="w-full min-w-[60rem] border-collapse text-sm text-slate-700" aria-busy={loading}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-paper-100 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={`${plain} sticky left-0 z-10 bg-paper-100 shadow-[1px_0_0_0_rgba(11,18,32,0.1)]`}>
              Actions
            </th>
            <SortableHeader column="id" label="Submission ID" view={view} onSort={onSort} />
            <th scope="col" className={plain}>Customer Name</th>
            <th scope="col" className={plain}>Email</th>
            <th scope="col" className={plain}>Item</th>
            <th scope="col" className={plain}>Athlete</th>
            <th scope="col" className={plain}>Service Type</th>
            <th scope="col" className={plain}>Images</th>
            <th scope="col" className={plain}>Status</th>
            <SortableHeader column="submissionDate" label="Submitted Date" view={view} onSort={onSort} />
          </tr>
        </thead>
        <tbody>
          {items === null ? (
            <SkeletonRows rows={6} />
          ) : items.length === 0 ? (
            <tr className="border-t border-ink-900/8">
              <td colSpan={COLUMNS} className="px-4 py-14 text-center">
                <SubmissionsEmpty beyondEnd={beyondEnd} />
              </td>
            </tr>
          ) : (
            items.map((s) => <SubmissionRow key={s.id} s={s} onOpen={onOpen} onImages={onImages} />)
          )}
        </tbody>
      </table>
    </div>
  );
}
