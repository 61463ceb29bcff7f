import { SERVICE_LEVELS } from './loa-options';

/**
 * How long each service takes, said one way on every page, e-mail and PDF (docs/product.md, Limits and defaults). The
 * Full LOA figures are the service levels' own (loa-options.ts), counted from the items' arrival.
 */

/** Quick Opinion: the answer from photos, e.g. "You receive our opinion within one business day." */
export const QUICK_OPINION_TURNAROUND = 'within one business day';

const serviceLevel = (value: string) => SERVICE_LEVELS.find((l) => l.value === value) ?? SERVICE_LEVELS[0];

/** "15-20 business days from arrival" (standard) or "7-10 business days from arrival" (expedited). */
export const fullLoaTurnaround = (level = 'standard') => `${serviceLevel(level).turnaround} from arrival`;

/** Both levels at once: "15-20 business days from arrival (7-10 with expedited service)". */
export const FULL_LOA_TURNAROUND = `${fullLoaTurnaround('standard')} (${serviceLevel('expedited').businessDays} with expedited service)`;

/** The figures alone ("15-20", "7-10"), for a page that sets the number large and the words after it. */
export const FULL_LOA_STANDARD_BUSINESS_DAYS = serviceLevel('standard').businessDays;
export const FULL_LOA_EXPEDITED_BUSINESS_DAYS = serviceLevel('expedited').businessDays;
