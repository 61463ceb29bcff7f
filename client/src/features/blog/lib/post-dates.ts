import { businessDay, formatDate, type DateStyle } from '@shared/format';

/** The dates a post shows: its publish date, else when it was written (docs/product.md, Pages). */
export function postDate(post: { publishDate: string | null; createdAt: string }): string {
  return post.publishDate ?? post.createdAt;
}

// A date without a time (or at UTC midnight, as a date-only publish date is stored) names a
// calendar day: written as that day, so it does not slip to the day before west of Greenwich.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}(T00:00(:00(\.0+)?)?(Z|[+-]00:?00))?$/;

// Any other moment is written as its business day (shared/format.ts).
const format = (iso: string, style: DateStyle) => formatDate(CALENDAR_DAY.test(iso) ? iso.slice(0, 10) : iso, style);

/** 'January 5, 2025' (the post page). */
export const longDate = (iso: string) => format(iso, 'long');
/** 'Jan 5, 2025' (cards and the admin list). */
export const shortDate = (iso: string) => format(iso, 'short');

/** The value of an <input type="date"> for a stored date: its calendar day as the page shows it. */
export function toDateInput(iso: string | null | undefined): string {
  if (!iso) return '';
  if (CALENDAR_DAY.test(iso)) return iso.slice(0, 10);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return todayInput(date);
}

/** Today as an <input type="date"> value: the business day (the new-post default). */
export const todayInput = (now = new Date()) => businessDay(now);
