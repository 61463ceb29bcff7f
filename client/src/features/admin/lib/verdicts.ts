import type { Outcome } from '@shared/schemas/admin';
import type { Submission } from '@shared/schemas/submission';

/** An item's verdict: its own, else the one given to the whole submission (older submissions). */
export const verdictOf = (item: Submission['items'][number], s: Pick<Submission, 'outcome'>): Outcome | null => item.outcome ?? s.outcome;

/**
 * Every item has a pass or fail: the invoice is priced from them (the server refuses it before) and
 * the item goes back only after its verdict.
 */
export const everyItemJudged = (s: Pick<Submission, 'items' | 'outcome'>) => s.items.length > 0 && s.items.every((i) => verdictOf(i, s) !== null);
