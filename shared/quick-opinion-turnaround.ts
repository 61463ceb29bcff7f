/**
 * Quick Opinion: the answer from photos, e.g. "You receive our opinion within one business day."
 * Its own module (turnaround.ts re-exports it) so the header and the home page can say it without
 * pulling every form option of loa-options.ts into the first download.
 */
export const QUICK_OPINION_TURNAROUND = 'within one business day';
