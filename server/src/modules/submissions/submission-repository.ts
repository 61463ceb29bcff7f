import type { InboundTrackingInput } from '@shared/schemas/shipping';
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { isTestPayment } from '@shared/constants';
import { titleOf } from '@shared/item-title';
import type { Submission } from '@shared/schemas/submission';
import { submissionResult } from '@shared/submission-result';
import { decimalDollars } from '@shared/pricing';
import type { Db, DbOrTx } from '../../db/types';
import { payments, submissionItems, submissions } from '../../db/schema';
import { canRead, type Viewer } from '../auth/submission-access';
import { upgradeLinksOf } from './upgrade-links';
import { change } from './record/change';
import { isUniqueViolation } from '../../db/unique-violation';

type SubmissionRow = typeof submissions.$inferSelect;
type ItemRow = typeof submissionItems.$inferSelect;

/** The columns of a new submission; the repository mints its order number. */
export type NewSubmission = Omit<typeof submissions.$inferInsert, 'orderNumber'>;
/** One item of a new submission, in the order the customer listed it. */
export type NewSubmissionItem = Omit<typeof submissionItems.$inferInsert, 'submissionId'>;

export class ChargeAlreadyAttachedError extends Error {}

// Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand is not mistaken.
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const group = () => Array.from({ length: 4 }, () => ORDER_ALPHABET[randomInt(ORDER_ALPHABET.length)]).join('');
/** GA-7K3M-Q9XD: 32^8 (about 10^12) numbers, drawn at random so none tells how many orders exist. */
export const newOrderNumber = () => `GA-${group()}-${group()}`;

const isOrderNumberClash = (err: unknown): boolean => isUniqueViolation(err, 'submissions_order_number_idx');

/** The order numbers an upgrade links (upgradeLinksOf in upgrade-links.ts fills them); none by default. */
export interface UpgradeLinks {
  upgradedFrom: string | null;
  upgradedTo: string | null;
}
const NO_LINKS: UpgradeLinks = { upgradedFrom: null, upgradedTo: null };

/**
 * The submission as the API sends it. `internal` (admins only) adds the admin notes, which a customer
 * never reads: what is meant for them arrives as a note on the timeline.
 */
export function toSubmissionDto(row: SubmissionRow, items: ItemRow[], links: UpgradeLinks = NO_LINKS, internal = false): Submission {
  const sorted = [...items].sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    serviceType: row.serviceType,
    bundleType: row.bundleType,
    status: row.status,
    overpaymentChoice: row.serviceType === 'bundle_loa' ? row.overpaymentChoice : null,
    rejectionKind: row.rejectionKind,
    rejectionReason: row.rejectionReason,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    hologramPlacement: row.hologramPlacement,
    shippingMethod: row.shippingMethod,
    item: row.item,
    athlete: row.athlete,
    quantity: row.quantity,
    notes: internal ? row.adminNotes : null,
    customerNotes: row.customerNotes,
    imageUrls: [...new Set(sorted.flatMap((i) => i.imageUrls))],
    items: sorted.map((i) => ({ id: i.id, athlete: i.athlete, itemType: i.itemType, description: i.description, imageUrls: i.imageUrls, outcome: i.outcome, title: titleOf(i), declaredValueCents: i.declaredValueCents })),
    serviceLevel: row.serviceLevel,
    expeditedFee: decimalDollars(row.expeditedFeeCents),
    expeditedFeeCents: row.expeditedFeeCents,
    eraSignature: row.eraSignature,
    eraSignatureFee: decimalDollars(row.eraSignatureFeeCents),
    eraSignatureFeeCents: row.eraSignatureFeeCents,
    paymentAmount: decimalDollars(row.paymentAmountCents),
    paymentAmountCents: row.paymentAmountCents,
    paymentCurrency: row.paymentCurrency,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentMode: row.paymentMode,
    testPayment: isTestPayment(row.paymentMode),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    cloverTransactionId: row.transactionId,
    cardLast4: row.cardLast4,
    cloverOrderId: row.orderId,
    cardBrand: row.cardBrand,
    certificateNumber: row.certificateNumber,
    submissionDate: row.submissionDate.toISOString(),
    completionDate: row.completionDate?.toISOString() ?? null,
    version: row.version,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    result: submissionResult({ outcome: row.outcome, items }),
    upgradedFrom: links.upgradedFrom,
    upgradeCreditCents: row.upgradeCreditCents,
    upgradedTo: links.upgradedTo,
  };
}

/**
 * Stores the parcel's tracking given with the form, in the submission's transaction: the shipping
 * module's (shipping/shipping-service saveInboundTracking), passed in so that submissions does not
 * import shipping (which reads submissions).
 */
export type InboundTrackingWriter = (tx: DbOrTx, row: typeof submissions.$inferSelect, input: InboundTrackingInput, actorId: number | null) => Promise<void>;

/** What is written with a new submission, last in its transaction: its confirmation e-mail (decision 028). */
export type SubmissionWritten = (tx: DbOrTx, created: Submission) => Promise<void>;

export function createSubmissionRepository(db: Db, deps: { saveInboundTracking: InboundTrackingWriter }) {
  const { saveInboundTracking } = deps;
  async function insert(
    values: typeof submissions.$inferInsert,
    items: NewSubmissionItem[],
    chargeId: number | null,
    links: UpgradeLinks,
    inbound: InboundTrackingInput | null,
    written: SubmissionWritten | undefined,
  ): Promise<Submission> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(submissions).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      const itemRows = await tx
        .insert(submissionItems)
        .values(items.map((i) => ({ ...i, submissionId: row.id })))
        .returning();
      await change(tx, row, { actorId: row.userId, entries: [{ kind: 'created', fromStatus: null }] });
      // The parcel's tracking, when the form already had it (decision 015): stored with the submission or not at all.
      if (inbound) await saveInboundTracking(tx, row, inbound, row.userId);
      if (chargeId !== null) {
        const attached = await tx
          .update(payments)
          .set({ submissionId: row.id, updatedAt: new Date() })
          .where(and(eq(payments.id, chargeId), isNull(payments.submissionId)))
          .returning({ id: payments.id });
        if (attached.length !== 1) throw new ChargeAlreadyAttachedError();
      }
      const created = toSubmissionDto(row, itemRows, links);
      if (written) await written(tx, created);
      return created;
    });
  }

  async function findById(id: number): Promise<Submission | undefined> {
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id)).limit(1);
    if (!row) return undefined;
    const items = await db.select().from(submissionItems).where(eq(submissionItems.submissionId, id)).orderBy(asc(submissionItems.position));
    return toSubmissionDto(row, items, (await upgradeLinksOf(db, [row])).get(row.id));
  }

  return {
    /**
     * Creates the submission, its items and first status, and (when paid by card) attaches the charge,
     * then runs `written` (the confirmation e-mail), all in one transaction: a charge already attached
     * elsewhere rolls everything back.
     */
    async create(
      values: NewSubmission,
      items: NewSubmissionItem[],
      chargeId: number | null,
      links: UpgradeLinks = NO_LINKS,
      inbound: InboundTrackingInput | null = null,
      written?: SubmissionWritten,
    ): Promise<Submission> {
      // A clash of two random order numbers is all but impossible; if it happens, draw again.
      for (let attempt = 1; ; attempt++) {
        try {
          return await insert({ ...values, orderNumber: newOrderNumber() }, items, chargeId, links, inbound, written);
        } catch (err) {
          if (attempt >= 5 || !isOrderNumberClash(err)) throw err;
        }
      }
    },

    /** The order this browser session placed with this Idempotency-Key, if any. */
    async findByIdempotencyKey(sessionId: string, key: string): Promise<Submission | undefined> {
      const [row] = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.visitorSessionId, sessionId), eq(submissions.idempotencyKey, key)))
        .limit(1);
      return row ? findById(row.id) : undefined;
    },

    findById,

    /**
     * The orders of this kind placed since `since` by this account or this browser session, newest
     * first, with their items: what a new order is compared with before asking "Submit again?".
     */
    async recentOf(owner: { userId: number | null; sessionId: string | null }, serviceType: SubmissionRow['serviceType'], since: Date) {
      const whose = [
        owner.userId !== null ? eq(submissions.userId, owner.userId) : undefined,
        owner.sessionId !== null ? eq(submissions.visitorSessionId, owner.sessionId) : undefined,
      ].filter((c) => c !== undefined);
      if (!whose.length) return [];
      const rows = await db
        .select({ id: submissions.id, orderNumber: submissions.orderNumber, submissionDate: submissions.submissionDate })
        .from(submissions)
        .where(and(or(...whose), eq(submissions.serviceType, serviceType), gte(submissions.submissionDate, since)))
        .orderBy(desc(submissions.submissionDate))
        .limit(20);
      if (!rows.length) return [];
      const items = await db.select().from(submissionItems).where(inArray(submissionItems.submissionId, rows.map((r) => r.id)));
      return rows.map((r) => ({ ...r, items: items.filter((i) => i.submissionId === r.id) }));
    },

    /** The submission when this viewer may read it; otherwise undefined, exactly as for an unknown id. */
    async findForViewer(orderNumber: string, viewer: Viewer): Promise<Submission | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
      if (!row || !canRead(row, viewer)) return undefined;
      const items = await db.select().from(submissionItems).where(eq(submissionItems.submissionId, row.id)).orderBy(asc(submissionItems.position));
      return toSubmissionDto(row, items, (await upgradeLinksOf(db, [row])).get(row.id));
    },

    async itemsOf(ids: number[]): Promise<ItemRow[]> {
      if (!ids.length) return [];
      return db.select().from(submissionItems).where(inArray(submissionItems.submissionId, ids));
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
