import { formatDate } from '@shared/format';

/** "Nov 24, 2026": the business day (decision 037), the one the admin entered for a parsed day. */
export const dayLabel = (d: Date) => formatDate(d, 'short');

/** A YYYY-MM-DD day as a UTC instant at noon (a day, not a moment: noon keeps it in every US zone). */
export const parseDay = (day: string) => new Date(`${day}T12:00:00Z`);
