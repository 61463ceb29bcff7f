import { prepaidOf, type OverpaymentChoice } from '@shared/invoice';
import { OVERPAYMENT_CHOICE_MESSAGES as M } from '@shared/schemas/submission';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { isOwner, type Viewer } from '../auth/submission-access';
import { lockSubmission } from './record/change';
import { recordOverpaymentChoice } from './record/overpayment-choice';
import { findCurrentInvoice } from '../invoices/current-invoice';

/**
 * The customer's choice for what a prepaid Bundle paid beyond its items should one fail (shared/invoice.ts):
 * changed by its owner only, and only until the invoice is issued, which reads it once and for all.
 */
export function createOverpaymentChoices(db: Db) {
  return {
    async set(orderNumber: string, choice: OverpaymentChoice, viewer: Viewer): Promise<{ overpaymentChoice: OverpaymentChoice }> {
      return db.transaction(async (tx) => {
        // Locked as the invoice's issue locks it: a choice and an invoice never cross.
        const row = await lockSubmission(tx, { orderNumber });
        // Someone else's order answers as a missing one: no number is confirmed.
        if (!isOwner(row, viewer)) throw notFound('Submission not found');
        if (prepaidOf(row) === 0) throw badRequest(M.notPrepaidBundle, { overpaymentChoice: M.notPrepaidBundle });
        const invoiced = await findCurrentInvoice(tx, row.id);
        if (invoiced) throw conflict(M.invoiced);
        // A guest (a visitor's session or a guest link) has no user to name as the one who changed it.
        await recordOverpaymentChoice(tx, row, choice, viewer.userId);
        return { overpaymentChoice: choice };
      });
    },
  };
}

export type OverpaymentChoices = ReturnType<typeof createOverpaymentChoices>;
