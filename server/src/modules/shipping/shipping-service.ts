import { asc, eq } from 'drizzle-orm';
import { carrierLabel, trackingUrl } from '@shared/carriers';
import { declaredCentsOf, declaredTotalCents, insuredText } from '@shared/declared-value';
import {
  SHIPPING_MESSAGES as M,
  type DeclaredValueCorrection,
  type InboundTrackingInput,
  type ReceiveParcelInput,
  type ReturnShipmentInput,
} from '@shared/schemas/shipping';
import { isClosed } from '@shared/lifecycle';
import { shipments, submissionItems, submissions } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { canRead, type Viewer } from '../auth/submission-access';
import type { ImageOwnershipCheck } from '../uploads/image-ownership';
import { findShipment, isShippedService, requireShipping, toCustomerView } from './shipping-view';
import { change, lockSubmission, type RecordDeps, submissionEmail, type SubmissionRow } from '../submissions/record/change';
import { recordDeclaredValue } from '../submissions/record/declared-value';
import { dayLabel, parseDay } from './shipping-days';
import { findCurrentInvoice } from '../invoices/current-invoice';

const refuse = (message: string, field: string) => badRequest(message, { [field]: message });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A day the admin entered: not in the future, and not before `earliest` (a day of slack for time zones). */
function checkDay(day: string, field: string, label: string, earliest: Date): Date {
  const at = parseDay(day);
  if (at.getTime() > Date.now() + DAY_MS / 2) throw refuse(`${label} cannot be in the future`, field);
  if (at.getTime() < earliest.getTime() - DAY_MS) throw refuse(`${label} cannot be before ${dayLabel(earliest)}`, field);
  return at;
}

/** Stores the customer's carrier and tracking number (form or Submission Details) with its history entry. */
export async function saveInboundTracking(tx: DbOrTx, row: SubmissionRow, input: InboundTrackingInput, actorId: number | null): Promise<void> {
  const existing = await findShipment(tx, row.id, 'inbound');
  const now = new Date();
  if (existing) {
    await tx.update(shipments).set({ carrier: input.carrier, trackingNumber: input.trackingNumber, updatedAt: now }).where(eq(shipments.id, existing.id));
  } else {
    await tx.insert(shipments).values({ submissionId: row.id, direction: 'inbound', carrier: input.carrier, trackingNumber: input.trackingNumber });
  }
  const changed = existing?.trackingNumber ? ' (changed)' : '';
  await change(tx, row, { actorId, entries: [{ kind: 'inbound_tracking', toValue: `${carrierLabel(input.carrier)} ${input.trackingNumber}${changed}` }] });
}

export function createShippingService(deps: RecordDeps & { checkImages: ImageOwnershipCheck }) {
  const { db } = deps;

  /** The admin's view of a submission's parcels and invoices; a missing id is a 404. */
  const adminView = (id: number) => requireShipping(db, id);

  return {
    adminView,

    /**
     * The customer's view by order number, for whoever may read the submission (its owner, the visitor
     * session that made it, an admin); anyone else gets the answer of a missing number.
     */
    async customerView(orderNumber: string, viewer: Viewer) {
      const [row] = await db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
      if (!row || !canRead(row, viewer)) throw notFound('Submission not found');
      return toCustomerView(await adminView(row.id));
    },

    /** The customer (or an admin) adds or replaces the tracking of the parcel on its way to us. */
    async setInbound(orderNumber: string, input: InboundTrackingInput, viewer: Viewer) {
      const id = await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { orderNumber });
        if (!canRead(row, viewer)) throw notFound('Submission not found');
        if (!isShippedService(row)) throw refuse(M.notLoa, 'carrier');
        if ((await findShipment(tx, row.id, 'inbound'))?.receivedAt) throw conflict(M.alreadyReceived);
        if (isClosed(row.status)) throw conflict(M.closed);
        await saveInboundTracking(tx, row, input, viewer.userId);
        return row.id;
      });
      return toCustomerView(await adminView(id));
    },

    /** The admin marks the parcel received: date, condition, intake photos; pending moves to processing. */
    async receive(id: number, input: ReceiveParcelInput, admin: { id: number }, sessionId: string | null) {
      // Before the transaction: inside one, the embedded database has no second connection to ask on.
      if (input.intakeImageUrls.length) {
        await deps.checkImages(sessionId, [{ imageUrls: input.intakeImageUrls }]).catch(() => {
          throw refuse('Intake photos must be images uploaded to this site', 'intakeImageUrls');
        });
      }
      await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        if (!isShippedService(row)) throw refuse(M.notLoa, 'receivedOn');
        const inbound = await findShipment(tx, id, 'inbound');
        if (inbound?.receivedAt) throw conflict(M.alreadyReceived);
        const receivedAt = checkDay(input.receivedOn, 'receivedOn', 'Date received', row.submissionDate);
        const values = { receivedAt, condition: input.condition, intakeImageUrls: input.intakeImageUrls, receivedBy: admin.id, updatedAt: new Date() };
        if (inbound) await tx.update(shipments).set(values).where(eq(shipments.id, inbound.id));
        else await tx.insert(shipments).values({ submissionId: id, direction: 'inbound', ...values });
        // A received parcel is under examination: the lifecycle's pending -> processing, by the admin.
        await change(tx, row, {
          ...(row.status === 'pending' ? { status: 'processing', by: 'admin' } : {}),
          actorId: admin.id,
          entries: [{ kind: 'received', toValue: `Received on ${dayLabel(receivedAt)}`, customerNote: input.condition }],
          email: {
            kind: 'progress',
            via: deps,
            message: (current) =>
              submissionEmail(current, deps.publicUrl, 'We received your item', [
                `Your parcel for submission ${current.orderNumber} arrived at our facility on ${dayLabel(parseDay(input.receivedOn))}.`,
                `Condition on arrival: ${input.condition}`,
                'Our authenticators will now examine it; you can follow every step on your submission page.',
              ]),
          },
        });
      });
      return adminView(id);
    },

    /** The admin records the parcel going back; an unpaid invoice needs an override with a reason. */
    async recordReturn(id: number, input: ReturnShipmentInput, admin: { id: number }) {
      await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        if (!isShippedService(row)) throw refuse(M.notLoa, 'carrier');
        const inbound = await findShipment(tx, id, 'inbound');
        if (!inbound?.receivedAt) throw conflict(M.notReceived);
        if (await findShipment(tx, id, 'return')) throw conflict(M.returnRecorded);
        const bill = await findCurrentInvoice(tx, id);
        const override = input.overrideReason ?? null;
        if (bill?.status !== 'paid' && !override) throw conflict(M.unpaidReturn, { overrideReason: M.unpaidReturn });
        const shippedAt = checkDay(input.shippedOn, 'shippedOn', 'Ship date', inbound.receivedAt);
        const declared = declaredTotalCents(
          await tx.select({ declaredValueCents: submissionItems.declaredValueCents }).from(submissionItems).where(eq(submissionItems.submissionId, id)),
        );
        const insured = input.insuredValueCents ?? declared;
        if (insured < declared) throw refuse(M.insuredBelowDeclared(declared), 'insuredValueCents');
        await tx.insert(shipments).values({
          submissionId: id,
          direction: 'return',
          carrier: input.carrier,
          trackingNumber: input.trackingNumber,
          insuredValueCents: insured,
          shippedAt,
          // Kept only when it was needed: the reason an unpaid item left.
          overrideReason: bill?.status === 'paid' ? null : override,
          recordedBy: admin.id,
        });
        const unpaidNote = bill?.status === 'paid' ? null : `Shipped before payment (${bill ? `invoice ${bill.invoiceNumber} unpaid` : 'no invoice'}): ${override}`;
        const url = trackingUrl(input.carrier, input.trackingNumber);
        await change(tx, row, {
          actorId: admin.id,
          entries: [{ kind: 'return_shipped', toValue: `${carrierLabel(input.carrier)} ${input.trackingNumber}, ${insuredText(insured).toLowerCase()}`, notes: unpaidNote }],
          email: {
            kind: 'progress',
            via: deps,
            message: () =>
              submissionEmail(
                row,
                deps.publicUrl,
                row.quantity === 1 ? 'Your item is on its way back' : `Your ${row.quantity} items are on their way back`,
                [
                  `${row.quantity === 1 ? 'Your item' : `Your ${row.quantity} items`} from submission ${row.orderNumber} ${row.quantity === 1 ? 'was' : 'were'} shipped back to you on ${dayLabel(parseDay(input.shippedOn))}.`,
                  `Carrier: ${carrierLabel(input.carrier)}, tracking number ${input.trackingNumber}. ${insuredText(insured)}.`,
                ],
                url ? { label: `Track your parcel with ${carrierLabel(input.carrier)}`, url } : undefined,
              ),
          },
        });
      });
      return adminView(id);
    },

    /**
     * The admin corrects one item's declared value, saying why: the paper form in the box said more, the
     * customer mistyped it. Only until an invoice stands (its insurance was billed on the old values) or
     * the item is on its way back (insured for them); the record command writes it.
     */
    async correctDeclaredValue(id: number, itemId: number, input: DeclaredValueCorrection, admin: { id: number }) {
      await db.transaction(async (tx) => {
        const row = await lockSubmission(tx, { id });
        const items = await tx
          .select({ id: submissionItems.id, declaredValueCents: submissionItems.declaredValueCents })
          .from(submissionItems)
          .where(eq(submissionItems.submissionId, id))
          .orderBy(asc(submissionItems.position));
        if (!items.some((i) => i.id === itemId)) throw notFound(M.declaredValueUnknownItem);
        if (!isShippedService(row)) throw refuse(M.notLoa, 'declaredValue');
        if (await findShipment(tx, id, 'return')) throw conflict(M.declaredValueReturned);
        const bill = await findCurrentInvoice(tx, id);
        if (bill) throw conflict(M.declaredValueInvoiced);
        await recordDeclaredValue(tx, row, { items, itemId, cents: declaredCentsOf(input.declaredValue), reason: input.reason, actorId: admin.id }, deps);
      });
      return adminView(id);
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
