import { formatCount } from '@shared/format';
import { ChevronLeft, ChevronRight, ChevronsLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list's total as shown: "1 submission", "2,431 submissions", or "1,000+ submissions" for a search counted up to its cap. */
export function totalLabel(page: { total: number; totalCapped: boolean }, noun: { one: string; many: string }): string {
  if (page.totalCapped) return `${formatCount(page.total)}+ ${noun.many}`;
  return `${formatCount(page.total)} ${page.total === 1 ? noun.one : noun.many}`;
}

/** Where a keyset page goes: the first page, or the page on one side of a cursor. */
export type KeysetMove = { after?: undefined; before?: undefined } | { after: string; before?: undefined } | { before: string; after?: undefined };

/**
 * First / Previous / Next over the admin's keyset-paged lists (docs/decisions/011-admin-list-at-a-million.md).
 * No "page 3 of 40": a cursor does not know how many rows lie before it, so the pager says only what
 * is true, how many rows this page shows of how many the list holds. Hidden when everything fits on
 * the first page.
 */
export function KeysetPager({
  page,
  atFirst,
  onMove,
  noun,
  label,
}: {
  page: { items: unknown[]; total: number; totalCapped: boolean; next: string | null; previous: string | null };
  /** The view holds no cursor: the first page. (A page with rows and no previous one is the first page too.) */
  atFirst: boolean;
  onMove: (move: KeysetMove) => void;
  noun: { one: string; many: string };
  label: string;
}) {
  if (atFirst && page.next === null) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={atFirst || (page.previous === null && page.items.length > 0)} onClick={() => onMove({})}>
          <ChevronsLeft aria-hidden="true" /> First
        </Button>
        <Button variant="outline" size="sm" disabled={page.previous === null} onClick={() => page.previous !== null && onMove({ before: page.previous })}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {page.items.length === 0 ? `Nothing further here · ${totalLabel(page, noun)}` : `${formatCount(page.items.length)} of ${totalLabel(page, noun)}`}
      </p>
      <Button variant="outline" size="sm" disabled={page.next === null} onClick={() => page.next !== null && onMove({ after: page.next })}>
        Next <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
