import { and, eq, ne } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/**
 * A submission's current invoice: the one not cancelled (unpaid or paid; a partial unique index keeps
 * it to one), or undefined. `forUpdate` locks it for the rest of the caller's transaction.
 */
export async function findCurrentInvoice(db: DbOrTx, submissionId: number, opts: { forUpdate?: boolean } = {}) {
  const query = db.select().from(invoices).where(and(eq(invoices.submissionId, submissionId), ne(invoices.status, 'void')));
  const [row] = await (opts.forUpdate ? query.for('update').limit(1) : query.limit(1));
  return row;
}
