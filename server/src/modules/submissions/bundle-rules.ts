import { declaredCentsOf } from '@shared/declared-value';
import { bundleQuote, type BundleQuote } from '@shared/pricing';
import type { BundleSubmissionInput } from '@shared/schemas/submission';
import { bundleConfirmation } from './loa-confirmation-email';
import type { SubmissionRules } from './submission-rules';

/** Bundle: items of several athletes mailed in together, paid by card when submitted. */
export const bundleRules: SubmissionRules<BundleSubmissionInput, BundleQuote> = {
  serviceType: 'bundle_loa',
  payment: {
    by: 'card',
    noSessionMessage: 'A completed card payment is required for a bundle',
    transactionIdOf: (input) => input.cloverTransactionId,
  },
  // The bundle price only while the items match it exactly; individual prices otherwise.
  price: (input) => bundleQuote({ bundleType: input.bundleType, athletes: input.items.map((i) => i.athlete) }),
  items: (input) => input.items.map((i) => ({ athlete: i.athlete, itemType: i.itemType, description: i.description, imageUrls: i.imageUrls, declaredValueCents: declaredCentsOf(i.declaredValue) })),
  columns: (input) => ({ bundleType: input.bundleType, overpaymentChoice: input.overpaymentChoice }),
  confirmation: (created, publicUrl, quote, guestLink) => bundleConfirmation(created, publicUrl, quote.bundle, quote.matches, guestLink),
  guestLink: true,
};
