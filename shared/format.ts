/**
 * How the site writes a person's name, a date and a count: one way on every screen, e-mail and PDF
 * (decision 030). Money has its own writer next to the prices (formatUsd in pricing.ts).
 */

/** "Jane Doe"; a missing part leaves no stray space. */
export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`.trim();

/** "1,234": digits grouped by thousands, written out rather than through Intl (decision 006). */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole count, "1,284". */
export const formatCount = (n: number): string => `${n < 0 ? '-' : ''}${groupThousands(String(Math.trunc(Math.abs(n))))}`;

/**
 * 'long' is "November 25, 2026" (documents, certificates, a blog post's page); 'short' is
 * "Nov 25, 2026" (lists, cards, e-mails). Without a time zone the reader's own is used (a browser);
 * the server names one, since its machine's zone is nobody's.
 */
export type DateStyle = 'long' | 'short';

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(style: DateStyle | 'time', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    const month = style === 'long' ? 'long' : 'short';
    const time = style === 'time' ? ({ hour: 'numeric', minute: '2-digit' } as const) : {};
    f = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', ...time, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, f);
  }
  return f;
}

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A day, written in `style`; an unreadable date is written as nothing. */
export function formatDate(value: string | Date, style: DateStyle = 'short', timeZone?: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(style, timeZone).format(date);
}

/** A moment: "Nov 21, 2026, 3:05 PM". */
export function formatDateTime(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatter('time', timeZone).format(date);
}
