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
 * "Nov 25, 2026" (lists, cards, e-mails). Every date a person reads is the day in the business's time
 * zone (decision 037), never the reader's or the machine's: a letter, its e-mail and the page that
 * shows the same record must name the same day.
 */
export type DateStyle = 'long' | 'short';

/** Where the business keeps its hours (the Contact page): the zone when BUSINESS_TIME_ZONE is unset. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'America/Los_Angeles';

// The client's build bakes the zone in (vite.config.ts); the server sets it from its environment at start.
declare const __BUSINESS_TIME_ZONE__: string | undefined;
let businessZone: string = typeof __BUSINESS_TIME_ZONE__ === 'string' ? __BUSINESS_TIME_ZONE__ : DEFAULT_BUSINESS_TIME_ZONE;

/** Whether `zone` is an IANA time zone this runtime knows ("America/Los_Angeles", "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone every date is written in. */
export const businessTimeZone = (): string => businessZone;

/** Sets the business zone (the server, from BUSINESS_TIME_ZONE); an unknown zone is refused. */
export function setBusinessTimeZone(zone: string): void {
  if (!isTimeZone(zone)) throw new RangeError(`Unknown time zone: ${zone}`);
  businessZone = zone;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(style: DateStyle | 'time' | 'day', timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    if (style === 'day') f = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    else {
      const month = style === 'long' ? 'long' : 'short';
      const time = style === 'time' ? ({ hour: 'numeric', minute: '2-digit' } as const) : {};
      f = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', ...time, timeZone });
    }
    formats.set(key, f);
  }
  return f;
}

// A plain YYYY-MM-DD is a calendar day already (an entered or publish date), not a moment: written as is.
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** A day in the business zone, written in `style`; an unreadable date is written as nothing. */
export function formatDate(value: string | Date, style: DateStyle = 'short'): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return formatter(style, 'UTC').format(new Date(`${value}T12:00:00Z`));
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatter(style, businessZone).format(date);
}

/** A moment in the business zone: "Nov 21, 2026, 3:05 PM". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatter('time', businessZone).format(date);
}

/** The business day of a moment as YYYY-MM-DD (a date input's value, a file name); '' when unreadable. */
export function businessDay(value: string | Date = new Date()): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatter('day', businessZone).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far the business zone is ahead of UTC at `at`, in milliseconds. */
function zoneOffset(at: number): number {
  const [y, m, d] = businessDay(new Date(at)).split('-').map(Number) as [number, number, number];
  const time = new Intl.DateTimeFormat('en-US', { hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: businessZone }).formatToParts(at);
  const part = (type: string) => Number(time.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(y, m - 1, d, part('hour'), part('minute'), part('second')) - Math.floor(at / 1000) * 1000;
}

/**
 * The last moment of the business day `days` calendar days after `from`'s: "due in 14 days" ends on
 * the day the documents print, whatever the hour it was issued and across a change of clocks.
 */
export function endOfBusinessDayAfter(from: Date, days: number): Date {
  const [y, m, d] = businessDay(from).split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + days, 23, 59, 59, 999);
  let at = wall - zoneOffset(wall);
  at = wall - zoneOffset(at);
  return new Date(at);
}
