import { and, desc, eq, inArray } from 'drizzle-orm';
import { carrierLabel, type Carrier, trackingUrl } from '@shared/carriers';
import { isMailedIn } from '@shared/lifecycle';
import type { AdminShipping, Shipping, InboundShipment, ReturnShipment } from '@shared/schemas/shipping';
import type { DbOrTx } from '../../db/types';
import { invoices, payments, shipments, submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { toInvoiceDto } from '../invoices/invoice-dto';
import { chargeAtSubmission, refundsMade } from '../refunds/refunds-made';

type ShipmentRow = typeof shipments.$inferSelect;
type SubmissionRow = typeof submissions.$inferSelect;
/** A database or an open transaction: a step reads back what it wrote before its commit. */

export const isShippedService = (row: Pick<SubmissionRow, 'serviceType'>) => isMailedIn(row.serviceType);

function inboundDto(row: ShipmentRow): InboundShipment {
  const carrier = row.carrier as Carrier | null;
  return {
    carrier,
    carrierLabel: carrier ? carrierLabel(carrier) : null,
    trackingNumber: row.trackingNumber,
    trackingUrl: carrier && row.trackingNumber ? trackingUrl(carrier, row.trackingNumber) : null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    condition: row.condition,
    intakeImageUrls: row.intakeImageUrls,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function returnDto(row: ShipmentRow): ReturnShipment {
  const carrier = (row.carrier ?? 'other') as Carrier;
  const number = row.trackingNumber ?? '';
  return {
    carrier,
    carrierLabel: carrierLabel(carrier),
    trackingNumber: number,
    trackingUrl: trackingUrl(carrier, number),
    insuredValueCents: row.insuredValueCents ?? 0,
    shippedAt: (row.shippedAt ?? row.createdAt).toISOString(),
    recordedAt: row.createdAt.toISOString(),
  };
}

/**
 * Both parcels and the invoices of one submission, as the admin sees them (the customer's view drops
 * the cancelled invoices and the override reason: see toCustomerView). Null for an unknown id.
 */
export async function loadShipping(db: DbOrTx, submissionId: number): Promise<AdminShipping | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).limit(1);
  if (!row) return null;
  const parcels = await db.select().from(shipments).where(eq(shipments.submissionId, submissionId));
  const bills = await db.select().from(invoices).where(eq(invoices.submissionId, submissionId)).orderBy(desc(invoices.issuedAt), desc(invoices.id));
  const paymentIds = bills.map((b) => b.paymentId).filter((id): id is number => id !== null);
  const paid = paymentIds.length ? await db.select().from(payments).where(inArray(payments.id, paymentIds)) : [];
  const paymentOf = (id: number | null) => (id === null ? null : (paid.find((p) => p.id === id) ?? null));
  const now = new Date();

  const inbound = parcels.find((p) => p.direction === 'inbound');
  const back = parcels.find((p) => p.direction === 'return');
  const current = bills.find((b) => b.status !== 'void');
  const made = await refundsMade(db, current?.paymentId ? [current.paymentId] : []);
  const closed = row.status === 'completed' || row.status === 'rejected';
  return {
    submissionId: row.id,
    orderNumber: row.orderNumber,
    inbound: inbound ? inboundDto(inbound) : null,
    returnShipment: back ? returnDto(back) : null,
    invoice: current ? { ...toInvoiceDto(current, paymentOf(current.paymentId), now), refunds: made.get(current.paymentId ?? 0) ?? [] } : null,
    canEditInbound: isShippedService(row) && !closed && !inbound?.receivedAt,
    voidedInvoices: bills.filter((b) => b.status === 'void').map((b) => toInvoiceDto(b, null, now)),
    returnOverrideReason: back?.overrideReason ?? null,
    prepaidRefundedCents: (await chargeAtSubmission(db, submissionId))?.refundedCents ?? 0,
    version: row.version,
  };
}

/** loadShipping for a submission that must exist: a missing id is a 404. */
export async function requireShipping(db: DbOrTx, submissionId: number): Promise<AdminShipping> {
  const view = await loadShipping(db, submissionId);
  if (!view) throw notFound('Submission not found');
  return view;
}

/** What the customer reads: no cancelled invoices, no internal override reason. */
export function toCustomerView(view: AdminShipping): Shipping {
  return {
    orderNumber: view.orderNumber,
    inbound: view.inbound,
    returnShipment: view.returnShipment,
    invoice: view.invoice,
    canEditInbound: view.canEditInbound,
  };
}

/** The inbound parcel row of a submission, if any (used by the steps inside their transaction). */
export async function findShipment(db: DbOrTx, submissionId: number, direction: 'inbound' | 'return') {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.submissionId, submissionId), eq(shipments.direction, direction)))
    .limit(1);
  return row;
}
