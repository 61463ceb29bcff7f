import type { ServiceType } from '@shared/constants';
import type { DuplicateOf } from '@shared/schemas/submission';
import { HttpError } from '../../lib/http-error';
import type { SubmissionRepository } from './submission-repository';

/** How long an order's items make a new order with the same items ask "Submit again?". */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** What "the same item" compares: its athlete, its item type, its description. */
export interface ComparedItem {
  athlete: string;
  itemType?: string | null;
  description: string;
}

// Case, spacing and an empty item type do not make two items different; photos do not count at all
// (the same item photographed again is the same item).
const norm = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const itemKey = (i: ComparedItem) => [norm(i.athlete), norm(i.itemType), norm(i.description)].join('\u0000');
/** The items as a multiset, in any order: the same items listed in another order are the same order. */
const itemsKey = (items: readonly ComparedItem[]) => items.map(itemKey).sort().join('\u0001');

export class DuplicateOrderError extends HttpError {
  constructor(readonly duplicateOf: DuplicateOf) {
    const minutes = duplicateOf.minutesAgo;
    const ago = minutes < 1 ? 'less than a minute ago' : `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
    super(409, `You sent these items ${ago} (order ${duplicateOf.orderNumber}). Submit again?`);
  }
}

/**
 * The order the same customer (the signed-in account, or else this browser session) placed in the
 * last ten minutes with the same kind and the same items: same count, and each item's athlete, item
 * type and description equal but for case and spacing. Null when there is none.
 */
export function createDuplicateOrderCheck(submissions: SubmissionRepository, now: () => Date = () => new Date()) {
  return async function duplicateOf(
    owner: { userId: number | null; sessionId: string | null },
    serviceType: ServiceType,
    items: readonly ComparedItem[],
  ): Promise<DuplicateOf | null> {
    const at = now();
    const recent = await submissions.recentOf(owner, serviceType, new Date(at.getTime() - DUPLICATE_WINDOW_MS));
    const key = itemsKey(items);
    const same = recent.find((r) => itemsKey(r.items) === key);
    if (!same) return null;
    return { orderNumber: same.orderNumber, minutesAgo: Math.max(0, Math.floor((at.getTime() - same.submissionDate.getTime()) / 60_000)) };
  };
}
