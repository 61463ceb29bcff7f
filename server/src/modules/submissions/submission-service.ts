import type { InboundTrackingInput } from '@shared/schemas/shipping';
import type { FastifyBaseLogger } from 'fastify';
import { formatUsd } from '@shared/pricing';
import type { CreatedSubmission, CreateSubmissionInput, DuplicateCheckInput, DuplicateOf, FullLoaSubmissionInput, QuickOpinionSubmissionInput, Submission } from '@shared/schemas/submission';
import type { LoadedSession } from '../auth/session-store';
import type { WantsEmail } from '../account/preferences';
import type { DbOrTx } from '../../db/types';
import type { Mailer } from '../mail/mailer';
import type { GuestLinks } from '../guest-links/guest-link-store';
import type { PaymentRepository, PaymentRow } from '../payments/payment-repository';
import type { UploadRepository } from '../uploads/upload-repository';
import { bundleRules } from './bundle-rules';
import { createChargeCheck, paymentRequired, withChargeAttachment } from './charge-check';
import { createDuplicateOrderCheck, DuplicateOrderError } from './duplicate-order';
import { fullLoaRules } from './full-loa-rules';
import { createImageOwnershipCheck } from '../uploads/image-ownership';
import { quickOpinionRules } from './quick-opinion-rules';
import { isUpgradeTaken, UPGRADE_TAKEN, type QuickOpinionUpgrades } from './quick-opinion-upgrade';
import type { NewSubmission, SubmissionRepository } from './submission-repository';
import { conflict } from '../../lib/http-error';
import type { SubmissionRules } from './submission-rules';
import { orderTitle } from '@shared/item-title';
import { athleteSummary, notesByItem } from './submission-summary';
import { initialStatuses } from '@shared/lifecycle';
import { change } from './record/change';

export interface SubmissionServiceDeps {
  submissions: SubmissionRepository;
  payments: PaymentRepository;
  uploads: UploadRepository;
  upgrades: QuickOpinionUpgrades;
  mailer: Mailer;
  /** Settings → Notification Preferences: a signed-in customer may turn confirmations off. */
  wantsEmail: WantsEmail;
  publicUrl: string;
  /** The link a guest's confirmation carries to their order (decision 034). */
  guestLinks: Pick<GuestLinks, 'issue'>;
  log: FastifyBaseLogger;
}

/** The contact fields of every form; the Quick Opinion form has no return address. */
type ContactInput = Pick<QuickOpinionSubmissionInput, 'fullName' | 'email' | 'phoneNumber' | 'confirmDuplicate'> &
  Partial<Pick<FullLoaSubmissionInput, 'address' | 'city' | 'state' | 'zipCode' | 'country' | 'shippingMethod'>>;

const contactColumns = (input: ContactInput) => ({
  fullName: input.fullName,
  email: input.email,
  phoneNumber: input.phoneNumber || null,
  address: input.address ?? null,
  city: input.city ?? null,
  state: input.state ?? null,
  zipCode: input.zipCode ?? null,
  country: input.country ?? null,
  shippingMethod: input.shippingMethod ?? null,
});

const paidByCard = (charge: PaymentRow) =>
  ({
    paymentAmountCents: charge.amountCents,
    paymentCurrency: charge.currency,
    paymentMethod: 'clover',
    paymentMode: charge.mode,
    paymentDate: charge.updatedAt,
    transactionId: charge.transactionId,
    cardLast4: charge.cardLast4,
    cardBrand: charge.cardBrand,
    orderId: charge.orderId,
  }) satisfies Partial<NewSubmission>;

// The estimate of the invoice to come (shipping excluded); nothing is charged now.
const toBeInvoiced = (totalCents: number) =>
  ({ paymentAmountCents: totalCents, paymentCurrency: 'USD', paymentMethod: 'invoice' }) satisfies Partial<NewSubmission>;

const mismatchMessage = (count: number, totalCents: number) =>
  `The payment does not match the order: ${count === 1 ? 'this item costs' : `these ${count} items cost`} ${formatUsd(totalCents)}`;

/** Two upgrades of one Quick Opinion racing: the unique index lets one through, the other gets 409. */
async function withUpgradeOnce<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create();
  } catch (err) {
    if (isUpgradeTaken(err)) throw conflict(UPGRADE_TAKEN, { upgradeFrom: UPGRADE_TAKEN });
    throw err;
  }
}

/**
 * The one way a submission of any kind is created: its images must be this browser's own uploads;
 * a card-paid kind needs this browser's approved, unattached charge of exactly the server's price;
 * the submission, its items and the charge's attachment are written in one transaction; then the
 * confirmation e-mail goes out. What differs per kind is in its rules (*-rules.ts).
 */
export function createSubmissionService(deps: SubmissionServiceDeps) {
  const checkImages = createImageOwnershipCheck(deps.uploads);
  const usableCharge = createChargeCheck(deps.payments);
  const duplicateOrder = createDuplicateOrderCheck(deps.submissions);
  const ownerOf = (session: LoadedSession | null) => ({ userId: session?.user?.id ?? null, sessionId: session?.id ?? null });

  async function submit<Input extends ContactInput, Quote extends { totalCents: number }>(
    rules: SubmissionRules<Input, Quote>,
    session: LoadedSession | null,
    input: Input,
    idempotencyKey: string | null,
  ): Promise<CreatedSubmission> {
    const card = rules.payment.by === 'card' ? rules.payment : null;
    if (card && !session) throw paymentRequired(card.noSessionMessage);
    const items = rules.items(input);
    await checkImages(session?.id ?? null, items);
    // Asked before the charge is taken up, so a card checkout's charge stays free for the confirmed retry.
    if (!input.confirmDuplicate) {
      const earlier = await duplicateOrder(ownerOf(session), rules.serviceType, items);
      if (earlier) throw new DuplicateOrderError(earlier);
    }
    const quote = rules.price(input);
    const charge =
      card && session
        ? await usableCharge(session.id, card.transactionIdOf(input), {
            serviceType: rules.serviceType,
            amountCents: quote.totalCents,
            mismatchMessage: mismatchMessage(items.length, quote.totalCents),
          })
        : null;

    const values: NewSubmission = {
      userId: session?.user?.id ?? null,
      visitorSessionId: session?.id ?? null,
      serviceType: rules.serviceType,
      // Pending, and paid or waiting for its invoice: where the lifecycle table starts (docs/decisions/025).
      ...initialStatuses(charge !== null),
      ...contactColumns(input),
      // The order's title from athletes and item types: the notes are free text of any length.
      item: orderTitle(items),
      athlete: athleteSummary(items),
      quantity: items.length,
      customerNotes: notesByItem(items),
      ...(charge ? paidByCard(charge) : toBeInvoiced(quote.totalCents)),
      ...rules.columns(input, quote),
      idempotencyKey: session ? idempotencyKey : null,
    };
    // The confirmation is written in the submission's transaction (decision 028): both exist, or neither.
    // A visitor's form makes us send it: limited per recipient (the mailer skips and logs the excess).
    let confirmationEmailSent = false;
    const confirm = async (tx: DbOrTx, created: Submission) => {
      const written = await change(tx, { id: created.id }, {
        actorId: values.userId ?? null,
        email: {
          kind: 'confirmation',
          via: deps,
          message: async () => {
            // Without an account, the e-mail's link (written with it) is the guest's way back to the order.
            const guestLink = values.userId === null && rules.guestLink ? await deps.guestLinks.issue(tx, created) : undefined;
            return { ...rules.confirmation(created, deps.publicUrl, quote, guestLink), askedByVisitor: true };
          },
        },
      });
      confirmationEmailSent = written.emailed;
    };
    const created = await withChargeAttachment(() =>
      withUpgradeOnce(() =>
        deps.submissions.create(values, items.map((item, position) => ({ position, ...item })), charge?.id ?? null, rules.links, inboundOf(input), confirm),
      ),
    );
    return { ...created, confirmationEmailSent };
  }

  async function createOnce(session: LoadedSession | null, input: CreateSubmissionInput, key: string | null): Promise<CreatedSubmission> {
    switch (input.serviceType) {
      case 'quick_opinion':
        return submit(quickOpinionRules, session, input, key);
      case 'full_loa': {
        const upgrade = input.upgradeFrom ? await deps.upgrades.resolve(session, input.upgradeFrom) : null;
        return submit(fullLoaRules(upgrade), session, input, key);
      }
      case 'bundle_loa':
        return submit(bundleRules, session, input, key);
    }
  }

  return {
    /**
     * The order the same customer placed with the same items in the last ten minutes, or null: a
     * card checkout asks this before charging, so that "Submit again?" comes before any payment.
     */
    async duplicateOf(session: LoadedSession | null, input: DuplicateCheckInput): Promise<DuplicateOf | null> {
      return duplicateOrder(ownerOf(session), input.serviceType, input.items);
    },

    /**
     * Creates a Quick Opinion, Full LOA or Bundle submission, as its serviceType says. With an
     * Idempotency-Key, a repeat from the same browser session (a double click, a retry after a lost
     * answer) answers the order the first one placed, with no second order or e-mail; a repeat racing
     * the first loses to the unique index (or to the charge it would attach again) and answers it too.
     * The same items from the same customer within ten minutes under another key are refused
     * (DuplicateOrderError, 409) unless the body says `confirmDuplicate: true`.
     */
    async create(session: LoadedSession | null, input: CreateSubmissionInput, idempotencyKey: string | null = null): Promise<CreatedSubmission> {
      const key = session ? idempotencyKey : null;
      const placed = async () => (key && session ? await deps.submissions.findByIdempotencyKey(session.id, key) : undefined);
      const earlier = await placed();
      if (earlier) return { ...earlier, confirmationEmailSent: false };
      try {
        return await createOnce(session, input, key);
      } catch (err) {
        const first = await placed();
        if (first) return { ...first, confirmationEmailSent: false };
        throw err;
      }
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;

/** The optional tracking of the Full LOA and Bundle forms (decision 015). */
function inboundOf(input: object): InboundTrackingInput | null {
  return 'inboundShipment' in input ? ((input as { inboundShipment?: InboundTrackingInput | null }).inboundShipment ?? null) : null;
}
