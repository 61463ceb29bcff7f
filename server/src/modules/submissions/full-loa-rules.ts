import { itemTypeLabel } from '@shared/loa-options';
import { fullLoaQuote, type FullLoaQuote } from '@shared/pricing';
import type { FullLoaSubmissionInput } from '@shared/schemas/submission';
import { fullLoaConfirmation } from './loa-confirmation-email';
import type { SubmissionRules } from './submission-rules';

/** Full LOA: items mailed in and examined in person; nothing is charged now, the invoice follows. */
export const fullLoaRules: SubmissionRules<FullLoaSubmissionInput, FullLoaQuote> = {
  serviceType: 'full_loa',
  payment: { by: 'invoice' },
  price: (input) => fullLoaQuote(input),
  items: (input) => input.items.map((i) => ({ athlete: i.athlete, itemType: i.itemType, description: i.notes, imageUrls: i.imageUrls })),
  summaryOf: (item) => `${itemTypeLabel(item.itemType ?? '')}: ${item.description}`,
  columns: (input, quote) => ({
    // Kept so the invoice and the PDF can say why a bundle's items cost less.
    bundleType: input.bundleType ?? null,
    hologramPlacement: input.hologramPlacement,
    serviceLevel: input.serviceLevel,
    expeditedFeeCents: quote.expeditedFeeCents,
    eraSignature: input.eraSignature,
    eraSignatureFeeCents: quote.eraSignatureFeeCents,
  }),
  confirmation: (created, publicUrl) => fullLoaConfirmation(created, publicUrl),
};
