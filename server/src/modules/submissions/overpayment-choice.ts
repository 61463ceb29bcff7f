import { and, eq, ne } from 'drizzle-orm';
import { prepaidOf, type OverpaymentChoice } from '@shared/invoice';
import { OVERPAYMENT_CHOICE_MESSAGES as M } from '@shared/schemas/submission';
import type { Db } from '../../db/types';
import { invoices, submissions } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { isOwner, type Viewer } from '../auth/submission-access';

/**
 * The customer's choice for what a prepaid Bundle paid beyond its items should one fail (shared/invoice.ts):
 * changed by its owner only, and only until the invoice is issued, which reads it once and for all.
 */
export function createOverpaymentChoices(db: Db) {
  return {
    async set(orderNumber: string, choice: OverpaymentChoice, viewer: Viewer): Promise<{ overpaymentChoice: OverpaymentChoice }> {
      return db.transaction(async (tx) => {
        // Locked as the invoice's issue locks it: a choice and an invoice never cross.
        const [row] = await tx.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).for('update');
        // Someone else's order answers as a missing one: no number is confirmed.
        if (!row || !isOwner(row, viewer)) throw notFound('Submission not found');
        if (prepaidOf(row) === 0) throw badRequest(M.notPrepaidBundle, { overpaymentChoice: M.notPrepaidBundle });
        const [invoiced] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.submissionId, row.id), ne(invoices.status, 'void'))).limit(1);
        if (invoiced) throw conflict(M.invoiced);
        if (row.overpaymentChoice !== choice) {
          await tx.update(submissions).set({ overpaymentChoice: choice, updatedAt: new Date() }).where(eq(submissions.id, row.id));
        }
        return { overpaymentChoice: choice };
      });
    },
  };
}

export type OverpaymentChoices = ReturnType<typeof createOverpaymentChoices>;
