import type { Submission } from '@shared/schemas/submission';
import { verdictOf } from '@shared/submission-result';

/**
 * Every item has a pass or fail: the invoice is priced from them (the server refuses it before) and
 * the item goes back only after its verdict.
 */
export const everyItemJudged = (s: Pick<Submission, 'items' | 'outcome'>) => s.items.length > 0 && s.items.every((i) => verdictOf(i, s) !== null);
