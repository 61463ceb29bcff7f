import { quickOpinionTotalCents } from '@shared/pricing';
import type { QuickOpinionSubmissionInput } from '@shared/schemas/submission';
import { quickOpinionConfirmation } from './quick-opinion-confirmation-email';
import type { SubmissionRules } from './submission-rules';

/** Quick Opinion: photos only, QUICK_OPINION_PRICE_CENTS per item (shared/pricing.ts), paid by card when submitted. */
export const quickOpinionRules: SubmissionRules<QuickOpinionSubmissionInput, { totalCents: number }> = {
  serviceType: 'quick_opinion',
  payment: {
    by: 'card',
    noSessionMessage: 'A completed card payment is required for a Quick Opinion',
    transactionIdOf: (input) => input.cloverTransactionId,
  },
  price: (input) => ({ totalCents: quickOpinionTotalCents(input.items.length) }),
  items: (input) => input.items.map((i) => ({ athlete: i.athlete, itemType: null, description: i.description, imageUrls: i.imageUrls, declaredValueCents: null })),
  columns: () => ({}),
  confirmation: (created, publicUrl) => quickOpinionConfirmation(created, publicUrl),
  // Nothing to print or pay later: the result comes by e-mail and on the confirmation page.
  guestLink: false,
};
