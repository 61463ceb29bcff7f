import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { holderIdSql } from '../certificates/holder-service';
import type { Db } from '../../db/types';
import { certificates, payments, submissionItems, submissions, submissionStatusHistory } from '../../db/schema';
import { toPublicUser, type UserRow } from '../auth/user-repository';
import type { PreferencesRepository } from './preferences';

/**
 * The fields the export sends, named one by one: a column added later stays out until someone decides
 * it is the customer's. Left out on purpose: the admin's internal notes, history entries marked not for
 * the customer and their internal notes, who changed what, browser-session keys, concurrency versions,
 * provider error text and leases, and who revoked a certificate and why.
 */
const submissionFields = {
  id: submissions.id, orderNumber: submissions.orderNumber, userId: submissions.userId, serviceType: submissions.serviceType,
  bundleType: submissions.bundleType, status: submissions.status, fullName: submissions.fullName, email: submissions.email,
  phoneNumber: submissions.phoneNumber, address: submissions.address, city: submissions.city, state: submissions.state,
  zipCode: submissions.zipCode, country: submissions.country, hologramPlacement: submissions.hologramPlacement,
  shippingMethod: submissions.shippingMethod, item: submissions.item, athlete: submissions.athlete, quantity: submissions.quantity,
  customerNotes: submissions.customerNotes, certificateNumber: submissions.certificateNumber, submissionDate: submissions.submissionDate,
  completionDate: submissions.completionDate, serviceLevel: submissions.serviceLevel, expeditedFeeCents: submissions.expeditedFeeCents,
  eraSignature: submissions.eraSignature, eraSignatureFeeCents: submissions.eraSignatureFeeCents,
  paymentAmountCents: submissions.paymentAmountCents, paymentCurrency: submissions.paymentCurrency,
  paymentStatus: submissions.paymentStatus, paymentMethod: submissions.paymentMethod, paymentMode: submissions.paymentMode,
  paymentDate: submissions.paymentDate, transactionId: submissions.transactionId, cardLast4: submissions.cardLast4,
  cardBrand: submissions.cardBrand, orderId: submissions.orderId, outcome: submissions.outcome, outcomeAt: submissions.outcomeAt,
  upgradedFromId: submissions.upgradedFromId, upgradeCreditCents: submissions.upgradeCreditCents,
  createdAt: submissions.createdAt, updatedAt: submissions.updatedAt,
};
const itemFields = {
  id: submissionItems.id, submissionId: submissionItems.submissionId, position: submissionItems.position,
  athlete: submissionItems.athlete, itemType: submissionItems.itemType, description: submissionItems.description,
  imageUrls: submissionItems.imageUrls, outcome: submissionItems.outcome, declaredValueCents: submissionItems.declaredValueCents,
};
const historyFields = {
  submissionId: submissionStatusHistory.submissionId, kind: submissionStatusHistory.kind,
  fromStatus: submissionStatusHistory.fromStatus, toStatus: submissionStatusHistory.toStatus,
  fromValue: submissionStatusHistory.fromValue, toValue: submissionStatusHistory.toValue,
  customerNote: submissionStatusHistory.customerNote, createdAt: submissionStatusHistory.createdAt,
};
const paymentFields = {
  id: payments.id, provider: payments.provider, mode: payments.mode, orderReference: payments.orderReference,
  serviceType: payments.serviceType, description: payments.description, amountCents: payments.amountCents,
  currency: payments.currency, status: payments.status, transactionId: payments.transactionId, orderId: payments.orderId,
  cardLast4: payments.cardLast4, cardBrand: payments.cardBrand, customerEmail: payments.customerEmail,
  customerName: payments.customerName, submissionId: payments.submissionId, invoiceId: payments.invoiceId,
  createdAt: payments.createdAt,
};
const certificateFields = {
  certificateNumber: certificates.certificateNumber, submissionId: certificates.submissionId,
  submissionItemId: certificates.submissionItemId, item: certificates.item, athlete: certificates.athlete,
  issueDate: certificates.issueDate, status: certificates.status, revokedAt: certificates.revokedAt,
  holders: certificates.holders, lastTransferredAt: certificates.lastTransferredAt,
};

/** Everything the site holds about one customer (Settings → Download Data), never another's. */
export function createDataExport(db: Db, preferences: PreferencesRepository) {
  return async function exportUserData(user: UserRow) {
    const ownSubmissions = await db
      .select(submissionFields)
      .from(submissions)
      .where(eq(submissions.userId, user.id))
      .orderBy(asc(submissions.id));
    const ids = ownSubmissions.map((s) => s.id);
    const [items, history] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            db.select(itemFields).from(submissionItems).where(inArray(submissionItems.submissionId, ids)).orderBy(asc(submissionItems.position)),
            // What the customer's own timeline shows: entries marked internal stay out.
            db
              .select(historyFields)
              .from(submissionStatusHistory)
              .where(and(inArray(submissionStatusHistory.submissionId, ids), eq(submissionStatusHistory.visibleToCustomer, true)))
              .orderBy(asc(submissionStatusHistory.id)),
          ]);
    // The letters of the customer's own orders (a sold one too, marked as no longer held) and those they
    // received by transfer; never who holds a sold one now.
    const heldNow = sql<boolean>`coalesce(${holderIdSql} = ${user.id}, false)`;
    const certs = await db
      .select({ ...certificateFields, heldNow })
      .from(certificates)
      .leftJoin(submissions, eq(certificates.submissionId, submissions.id))
      .where(ids.length === 0 ? sql`${holderIdSql} = ${user.id}` : or(inArray(certificates.submissionId, ids), sql`${holderIdSql} = ${user.id}`))
      .orderBy(asc(certificates.id));
    const ownPayments = await db
      .select(paymentFields)
      .from(payments)
      .where(ids.length === 0 ? eq(payments.userId, user.id) : or(eq(payments.userId, user.id), inArray(payments.submissionId, ids)))
      .orderBy(asc(payments.id));

    return {
      exportedAt: new Date().toISOString(),
      profile: toPublicUser(user),
      preferences: await preferences.get(user.id),
      submissions: ownSubmissions.map((s) => ({
        ...s,
        items: items.filter((i) => i.submissionId === s.id),
        statusHistory: history.filter((h) => h.submissionId === s.id),
      })),
      payments: ownPayments,
      // A letter received by transfer belongs to someone else's order: its ids are not the customer's.
      certificates: certs.map((c) => (c.submissionId !== null && ids.includes(c.submissionId) ? c : { ...c, submissionId: null, submissionItemId: null })),
    };
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
