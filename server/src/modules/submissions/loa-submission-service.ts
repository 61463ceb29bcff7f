import { itemTypeLabel } from '@shared/loa-options';
import { bundleQuote, formatUsd, fullLoaQuote } from '@shared/pricing';
import type { BundleSubmissionInput, FullLoaSubmissionInput } from '@shared/schemas/submission';
import type { LoadedSession } from '../auth/session-store';
import { createChargeCheck, paymentRequired, withChargeAttachment } from './charge-check';
import { createImageOwnershipCheck } from './image-ownership';
import { bundleConfirmation, fullLoaConfirmation } from './loa-confirmation-email';
import { confirmationSender, type SubmissionServiceDeps } from './submission-service';
import { athleteSummary, notesByItem, summarizeItems } from './submission-summary';

type ContactInput = Pick<
  FullLoaSubmissionInput,
  'fullName' | 'email' | 'phoneNumber' | 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'shippingMethod'
>;

const contactColumns = (input: ContactInput) => ({
  fullName: input.fullName,
  email: input.email,
  phoneNumber: input.phoneNumber,
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  country: input.country,
  shippingMethod: input.shippingMethod,
});

/**
 * Full LOA (examined in person, invoiced later) and Bundles (paid by card now). Every amount comes from
 * shared/pricing.ts; amounts, statuses and user ids sent by the client are never read (the schemas
 * drop them).
 */
export function createLoaSubmissionService(deps: SubmissionServiceDeps) {
  const { submissions } = deps;
  const checkImages = createImageOwnershipCheck(deps.uploads);
  const usableCharge = createChargeCheck(deps.payments);
  const confirm = confirmationSender(deps);

  return {
    async createFullLoa(session: LoadedSession | null, input: FullLoaSubmissionInput) {
      await checkImages(session?.id ?? null, input.items);
      const quote = fullLoaQuote(input);
      const created = await submissions.create(
        {
          userId: session?.user?.id ?? null,
          visitorSessionId: session?.id ?? null,
          serviceType: 'full_loa',
          // Kept so the invoice and the PDF can say why a bundle's items cost less.
          bundleType: input.bundleType ?? null,
          status: 'pending',
          ...contactColumns(input),
          hologramPlacement: input.hologramPlacement,
          item: summarizeItems(input.items.map((i) => ({ description: `${itemTypeLabel(i.itemType)}: ${i.notes}` }))),
          athlete: athleteSummary(input.items),
          quantity: input.items.length,
          customerNotes: notesByItem(input.items.map((i) => ({ description: i.notes }))),
          serviceLevel: input.serviceLevel,
          expeditedFeeCents: quote.expeditedFeeCents,
          eraSignature: input.eraSignature,
          eraSignatureFeeCents: quote.eraSignatureFeeCents,
          // The estimate of the invoice to come (shipping excluded); nothing is charged now.
          paymentAmountCents: quote.totalCents,
          paymentCurrency: 'USD',
          paymentStatus: 'pending_invoice',
          paymentMethod: 'invoice',
        },
        input.items.map((i, n) => ({ position: n, athlete: i.athlete, itemType: i.itemType, description: i.notes, imageUrls: i.imageUrls })),
        null,
      );
      confirm(fullLoaConfirmation(created, deps.publicUrl), created.id);
      return created;
    },

    async createBundle(session: LoadedSession | null, input: BundleSubmissionInput) {
      if (!session) throw paymentRequired('A completed card payment is required for a bundle');
      await checkImages(session.id, input.items);
      // The bundle price only while the items match it exactly; individual prices otherwise.
      const quote = bundleQuote({ bundleType: input.bundleType, athletes: input.items.map((i) => i.athlete) });
      const charge = await usableCharge(session.id, input.cloverTransactionId, {
        serviceType: 'bundle_loa',
        amountCents: quote.totalCents,
        mismatchMessage: `The payment does not match the order: these ${input.items.length} items cost ${formatUsd(quote.totalCents)}`,
      });

      const created = await withChargeAttachment(() =>
        submissions.create(
          {
            userId: session.user?.id ?? null,
            visitorSessionId: session.id,
            serviceType: 'bundle_loa',
            bundleType: input.bundleType,
            status: 'pending',
            ...contactColumns(input),
            item: summarizeItems(input.items.map((i) => ({ description: `${i.itemType}: ${i.description}` }))),
            athlete: athleteSummary(input.items),
            quantity: input.items.length,
            customerNotes: notesByItem(input.items),
            paymentAmountCents: charge.amountCents,
            paymentCurrency: charge.currency,
            paymentStatus: 'paid',
            paymentMethod: 'clover',
            paymentMode: charge.mode,
            paymentDate: charge.updatedAt,
            transactionId: charge.transactionId,
            cardLast4: charge.last4,
            cardType: charge.cardBrand,
            orderId: charge.orderId,
          },
          input.items.map((i, n) => ({ position: n, athlete: i.athlete, itemType: i.itemType, description: i.description, imageUrls: i.imageUrls })),
          charge.id,
        ),
      );
      confirm(bundleConfirmation(created, deps.publicUrl, quote.bundle, quote.matches), created.id);
      return created;
    },
  };
}

export type LoaSubmissionService = ReturnType<typeof createLoaSubmissionService>;
