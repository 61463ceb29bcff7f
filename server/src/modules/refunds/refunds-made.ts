import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CustomerRefund } from '@shared/schemas/refund';
import { refunds } from '../../db/schema';
import type { Db } from '../../db/types';

// A database or an open transaction (as shipping/shipping-view.ts, which reads this module).
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
