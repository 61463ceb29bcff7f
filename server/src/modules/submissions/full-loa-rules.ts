import { declaredCentsOf } from '@shared/declared-value';
import { fullLoaQuote, type FullLoaQuote } from '@shared/pricing';
import type { FullLoaSubmissionInput } from '@shared/schemas/submission';
import { fullLoaConfirmation } from './loa-confirmation-email';
import type { UpgradeSource } from './quick-opinion-upgrade';
import type { SubmissionRules } from './submission-rules';

/**
 * Full LOA: items mailed in and examined in person; nothing is charged now, the invoice follows.
 * An upgrade of a passing Quick Opinion (already checked, quick-opinion-upgrade.ts) is credited.
 */
export const fullLoaRules = (upgrade: UpgradeSource | null): SubmissionRules<FullLoaSubmissionInput, FullLoaQuote> => ({
  serviceType: 'full_loa',
  payment: { by: 'invoice' },
  price: (input) => fullLoaQuote({ ...input, upgradeCreditCents: upgrade?.creditCents ?? 0 }),
  items: (input) => input.items.map((i) => ({ athlete: i.athlete, itemType: i.itemType, description: i.notes, imageUrls: i.imageUrls, declaredValueCents: declaredCentsOf(i.declaredValue) })),
  columns: (input, quote) => ({
    // Kept so the invoice and the PDF can say why a bundle's items cost less: the bundle applied
    // (matched automatically, asked for or not), else the one asked for (shown as not applied).
    bundleType: quote.bundle?.definition.type ?? null,
    hologramPlacement: input.hologramPlacement,
    serviceLevel: input.serviceLevel,
    expeditedFeeCents: quote.expeditedFeeCents,
    eraSignature: input.eraSignature,
    eraSignatureFeeCents: quote.eraSignatureFeeCents,
    upgradedFromId: upgrade?.id ?? null,
    upgradeCreditCents: quote.creditCents,
  }),
  confirmation: (created, publicUrl, quote, guestLink) => fullLoaConfirmation(created, publicUrl, quote.bundle, guestLink),
  guestLink: true,
  links: { upgradedFrom: upgrade?.orderNumber ?? null, upgradedTo: null },
});
