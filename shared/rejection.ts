/**
 * Why a submission was rejected, in the customer's terms, and whether its items were examined: the one
 * place these words live. The admin picks a kind when rejecting; the submission page, its timeline, the
 * status e-mail, the submission PDF and the refund all say what the kind says here. The database enum
 * (server/src/db/schema.ts) writes the same list out for drizzle-kit.
 */

export const REJECTION_KINDS = ['not_received', 'not_eligible', 'duplicate_order', 'could_not_authenticate'] as const;
export type RejectionKind = (typeof REJECTION_KINDS)[number];

interface RejectionKindWords {
  /** The admin's choice in the reject dialog. */
  label: string;
  /** When to choose it, for the admin. */
  hint: string;
  /** What follows "Rejected — " for the customer, given "your item" or "your items". */
  customer: (items: string) => string;
  /** Whether an authenticator examined the items before rejecting. */
  examined: boolean;
}

export const REJECTION_KIND_WORDS: Record<RejectionKind, RejectionKindWords> = {
  not_received: {
    label: 'Not received',
    hint: 'The items never reached us (lost, refused or sent back by the carrier).',
    customer: (items) => `${items} never reached us`,
    examined: false,
  },
  not_eligible: {
    label: 'Not eligible',
    hint: 'We do not authenticate this item (athlete, kind of item or photos outside what we cover).',
    customer: () => 'not eligible for authentication',
    examined: false,
  },
  duplicate_order: {
    label: 'Duplicate order',
    hint: 'The same items were already submitted in another order.',
    customer: () => 'duplicate order',
    examined: false,
  },
  could_not_authenticate: {
    label: 'Could not authenticate',
    hint: 'An authenticator examined the items and cannot give a verdict on them.',
    customer: (items) => `we could not authenticate ${items}`,
    examined: true,
  },
};

/** What the customer reads of a rejection: a headline and, when the kind is known, whether the items were examined. */
export interface RejectionWords {
  /** "Rejected — duplicate order." */
  headline: string;
  /** "Your items were not examined." (null when the kind was not recorded). */
  examined: string | null;
}

/**
 * The customer's words for a rejection of this kind. A submission rejected before kinds were recorded
 * (kind null) says only that it was rejected: the reason the admin wrote follows it.
 */
export function rejectionWords(kind: RejectionKind | null, itemCount: number): RejectionWords {
  if (kind === null) return { headline: 'Rejected.', examined: null };
  const words = REJECTION_KIND_WORDS[kind];
  const items = itemCount === 1 ? 'your item' : 'your items';
  return {
    headline: `Rejected — ${words.customer(items)}.`,
    examined: `${itemCount === 1 ? 'Your item was' : 'Your items were'} ${words.examined ? '' : 'not '}examined.`,
  };
}

/** "Rejected — duplicate order. Your items were not examined.": the headline and the examination in one line. */
export function rejectionSummary(kind: RejectionKind | null, itemCount: number): string {
  const words = rejectionWords(kind, itemCount);
  return words.examined ? `${words.headline} ${words.examined}` : words.headline;
}

/**
 * The whole of what the customer reads: the summary, then the admin's message on the next line when there is one.
 * Kept on the rejection's timeline entry.
 */
export function rejectionText(kind: RejectionKind | null, itemCount: number, message: string | null): string {
  const summary = rejectionSummary(kind, itemCount);
  return message ? `${summary}\n${message}` : summary;
}
