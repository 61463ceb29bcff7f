import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { AdminSubmissionSort } from '@shared/schemas/admin';
import { ariaSort, type SubmissionView } from '../lib/submission-query';

/** A column header that sorts on click: descending, ascending, then not at all (docs/product.md, Statuses). */
export function SortableHeader({
  column,
  label,
  view,
  onSort,
}: {
  column: AdminSubmissionSort;
  label: string;
  view: Pick<SubmissionView, 'sort' | 'order'>;
  onSort: (column: AdminSubmissionSort) => void;
}) {
  const sorted = ariaSort(view, column);
  const Icon = sorted === 'ascending' ? ArrowUp : sorted === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={sorted} className="px-2 py-3 text-left whitespace-nowrap">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1.5 inline-flex items-center gap-1.5 rounded px-1.5 py-0.5 font-semibold tracking-wide uppercase hover:bg-ink-900/5 hover:text-ink-900 focus-visible:outline-2"
      >
        {label}
        <Icon className={sorted === 'none' ? 'size-3.5 text-slate-400' : 'size-3.5 text-gold-600'} aria-hidden="true" />
      </button>
    </th>
  );
}
