import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { SERVICE_LABELS, SERVICE_TYPES } from '@shared/constants';
import { STATUS_LABELS, SUBMISSION_STATUSES } from '@shared/lifecycle';
import { ADMIN_PAGE_SIZES, type AdminSubmissionQuery } from '@shared/schemas/admin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { SubmissionView } from '../lib/submission-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

// The options are the lists the server filters by (shared/lifecycle.ts, shared/constants.ts), in their order.
const STATUS_OPTIONS: { value: AdminSubmissionQuery['status']; label: string }[] = [
  { value: 'all', label: 'All Statuses' },
  ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const SERVICE_OPTIONS: { value: AdminSubmissionQuery['serviceType']; label: string }[] = [
  { value: 'all', label: 'All Services' },
  ...SERVICE_TYPES.map((service) => ({ value: service, label: SERVICE_LABELS[service] })),
];

type Update = (change: Partial<SubmissionView>, options?: { replace?: boolean }) => void;

/** The search box: the server is asked once typing pauses (300 ms), and the URL follows. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  // The URL changed from elsewhere (back button, "View submissions"): show what it says.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled.trim());
    // Only a settled change of the text asks again; `value` catching up must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div className="col-span-2 grid gap-1.5 lg:col-span-1">
      <Label htmlFor={id}>Search</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search order number, name, e-mail or item"
          className="pl-9"
          maxLength={100}
        />
      </div>
    </div>
  );
}

/** Status, service type, page size and search, each written to the URL. */
export function SubmissionFilters({ view, update }: { view: SubmissionView; update: Update }) {
  const statusId = useId();
  const serviceId = useId();
  const sizeId = useId();
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-[1fr_1fr_2fr_8rem]">
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>Status</Label>
        <NativeSelect id={statusId} value={view.status} onChange={(e) => update({ status: e.target.value as SubmissionView['status'] })}>
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={serviceId}>Service Type</Label>
        <NativeSelect id={serviceId} value={view.serviceType} onChange={(e) => update({ serviceType: e.target.value as SubmissionView['serviceType'] })}>
          {SERVICE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SearchBox value={view.q} onSearch={(q) => update({ q }, { replace: true })} />
      <div className="grid gap-1.5">
        <Label htmlFor={sizeId}>Rows</Label>
        <NativeSelect id={sizeId} value={view.pageSize} onChange={(e) => update({ pageSize: Number(e.target.value) })}>
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** "Customer: Name" while the table shows one user's submissions; removing it shows everyone's again. */
export function CustomerChip({ view, update }: { view: SubmissionView; update: Update }) {
  if (view.userId === undefined) return null;
  const name = view.customer ?? `user #${view.userId}`;
  return (
    <p className="inline-flex w-fit items-center gap-1 rounded-full border border-gold-500/40 bg-gold-100 py-1 pr-1 pl-3 text-sm font-semibold text-gold-900">
      Customer: {name}
      <button
        type="button"
        onClick={() => update({ userId: undefined, customer: undefined })}
        className="flex size-6 items-center justify-center rounded-full hover:bg-gold-200 focus-visible:outline-2"
      >
        <X className="size-3.5" aria-hidden="true" />
        <span className="sr-only">Show every customer's submissions (remove the filter on {name})</span>
      </button>
    </p>
  );
}

const SORT_OPTIONS = [
  { value: 'submissionDate:desc', label: 'Newest first' },
  { value: 'submissionDate:asc', label: 'Oldest first' },
  { value: 'id:desc', label: 'Submission ID, descending' },
  { value: 'id:asc', label: 'Submission ID, ascending' },
  { value: 'none:desc', label: 'Unsorted' },
] as const;

/** The phone's stand-in for the sortable column headers (the cards have none). */
export function SortSelect({ view, update }: { view: SubmissionView; update: Update }) {
  const id = useId();
  const value = `${view.sort}:${view.sort === 'none' ? 'desc' : view.order}`;
  return (
    <div className="grid gap-1.5 border-b border-ink-900/8 px-5 py-3">
      <Label htmlFor={id}>Sort</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => {
          const [sort, order] = e.target.value.split(':') as [SubmissionView['sort'], SubmissionView['order']];
          update({ sort, order });
        }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
