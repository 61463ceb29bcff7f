import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { CustomerRefund } from '@shared/schemas/refund';
import { payments, refunds } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * The refunds made of these charges, oldest first, as the customer's invoice and receipts show them
 * (amount and date; the admin's reason stays with the admins). Pending and refused ones are not money
 * returned, so they are not shown.
 */
export async function refundsMade(db: DbOrTx, paymentIds: number[]): Promise<Map<number, CustomerRefund[]>> {
  const made = new Map<number, CustomerRefund[]>();
  if (!paymentIds.length) return made;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const r of rows) made.set(r.paymentId, [...(made.get(r.paymentId) ?? []), { amountCents: r.amountCents, date: r.updatedAt.toISOString() }]);
  return made;
}

/**
 * The approved card charge a submission was paid by when it was made (a Bundle ordered on /bundles), with
 * what its refunds took back or are taking back (made, or asked and not yet answered): what an invoice
 * counts against the items, and what is left to refund of it. Null when nothing was charged.
 */
export async function chargeAtSubmission(db: DbOrTx, submissionId: number): Promise<{ paymentId: number; refundedCents: number } | null> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.submissionId, submissionId), eq(payments.status, 'approved')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!payment) return null;
  const taken = await db
    .select({ amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), or(eq(refunds.status, 'succeeded'), eq(refunds.status, 'pending'))));
  return { paymentId: payment.id, refundedCents: taken.reduce((total, r) => total + r.amountCents, 0) };
}
