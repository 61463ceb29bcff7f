import { eq } from 'drizzle-orm';
import { addressLines } from '@shared/loa-options';
import { SHIPPING_MESSAGES as M } from '@shared/schemas/shipping';
import { invoices, payments, submissions } from '../../db/schema';
import type { Db } from '../../db/types';
import { conflict, notFound } from '../../lib/http-error';
import { canRead, type Viewer } from '../auth/submission-access';
import { type InvoicePdfInput, renderInvoicePdf, renderReceiptPdf } from '../pdf/invoice-pdf';
import { refundsMade } from '../refunds/refunds-made';
import { toInvoiceDto } from './invoice-dto';
import { findCurrentInvoice } from './current-invoice';

export interface InvoiceDocument {
  filename: string;
  pdf: Buffer;
}

/**
 * The invoice and its receipt as PDFs, for whoever may read the submission (its owner, the visitor
 * session that made it, an admin); anyone else gets the answer of a missing number. Both come from the
 * current (not cancelled) invoice as stored, with its payment, its refunds and the bill-to.
 */
export function createInvoiceDocuments(deps: { db: Db; publicUrl: string }) {
  const { db } = deps;

  async function load(orderNumber: string, viewer: Viewer): Promise<InvoicePdfInput> {
    const [row] = await db.select().from(submissions).where(eq(submissions.orderNumber, orderNumber)).limit(1);
    if (!row || !canRead(row, viewer)) throw notFound('Submission not found');
    const bill = await findCurrentInvoice(db, row.id);
    if (!bill) throw notFound(M.noInvoice);
    return inputOf(row, bill);
  }

  async function inputOf(row: typeof submissions.$inferSelect, bill: typeof invoices.$inferSelect): Promise<InvoicePdfInput> {
    const [payment] = bill.paymentId === null ? [] : await db.select().from(payments).where(eq(payments.id, bill.paymentId)).limit(1);
    const address = addressLines(row);
    const made = await refundsMade(db, payment ? [payment.id] : []);
    return {
      invoice: { ...toInvoiceDto(bill, payment), refunds: payment ? (made.get(payment.id) ?? []) : [] },
      orderNumber: row.orderNumber,
      billTo: { name: row.fullName, email: row.email, lines: address },
      publicUrl: deps.publicUrl,
    };
  }

  return {
    /**
     * One invoice by id, as an e-mail's attachment (decision 034): the invoice that e-mail announced,
     * even once a corrected one replaced it. Null when there is no such invoice.
     */
    async invoiceById(invoiceId: number): Promise<InvoiceDocument | null> {
      const [found] = await db.select({ bill: invoices, row: submissions }).from(invoices).innerJoin(submissions, eq(submissions.id, invoices.submissionId)).where(eq(invoices.id, invoiceId)).limit(1);
      if (!found) return null;
      const input = await inputOf(found.row, found.bill);
      return { filename: `Invoice_${input.invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(input) };
    },

    async invoice(orderNumber: string, viewer: Viewer): Promise<InvoiceDocument> {
      const input = await load(orderNumber, viewer);
      return { filename: `Invoice_${input.invoice.invoiceNumber}.pdf`, pdf: await renderInvoicePdf(input) };
    },

    /** The receipt exists once the invoice is paid (409 before). */
    async receipt(orderNumber: string, viewer: Viewer): Promise<InvoiceDocument> {
      const input = await load(orderNumber, viewer);
      if (input.invoice.status !== 'paid') throw conflict('The receipt is available once the invoice is paid');
      return { filename: `Receipt_${input.invoice.invoiceNumber}.pdf`, pdf: await renderReceiptPdf(input) };
    },
  };
}

export type InvoiceDocuments = ReturnType<typeof createInvoiceDocuments>;
