import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Previous / next over the server's pages, with where we are ("Page 2 of 3 · 24 orders"). `noun`
 * and `label` name what is paged when it is not submissions (the admin's users).
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  noun = 'orders',
  label = 'Pages of submissions',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  noun?: string;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" /> Previous
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Page {page} of {pages} · {total} {noun}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
