import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { invoices, payments, refunds } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentRepository(db: Db) {
  return {
    /** The pending or approved charge of this order reference in this browser session, if any. */
    async findLive(sessionId: string, orderReference: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.sessionId, sessionId),
            eq(payments.orderReference, orderReference),
            inArray(payments.status, ['pending', 'approved']),
          ),
        )
        .limit(1);
      return row;
    },

    async insertPending(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values({ ...values, status: 'pending' }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findByTransactionId(transactionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1);
      return row;
    },

    /** The approved card charge a submission was created with (Quick Opinion, Bundle), if any. */
    async findApprovedForSubmission(submissionId: number): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.submissionId, submissionId), eq(payments.status, 'approved')))
        .limit(1);
      return row;
    },

    /**
     * Approved charges that pay for nothing: no submission and no invoice (a Quick Opinion or Bundle
     * never saved), or an invoice cancelled before the charge was recorded against it (a paid invoice
     * cannot be cancelled, so a cancelled one was never paid by it).
     */
    async listUnattachedApproved(): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'approved'),
            isNull(payments.submissionId),
            or(
              isNull(payments.invoiceId),
              sql`exists (select 1 from ${invoices} where ${invoices.id} = ${payments.invoiceId} and ${invoices.status} = 'void')`,
            ),
            // A charge refunded in full needs no follow-up any more (decision 027): it leaves the list.
            sql`coalesce((select sum(${refunds.amountCents}) from ${refunds} where ${refunds.paymentId} = ${payments.id} and ${refunds.status} = 'succeeded'), 0) < ${payments.amountCents}`,
          ),
        )
        .orderBy(desc(payments.createdAt));
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
