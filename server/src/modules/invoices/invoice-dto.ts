import { isTestPayment } from '@shared/constants';
import { isOverdue } from '@shared/invoice';
import type { Invoice } from '@shared/schemas/invoices';
import type { invoices, payments } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The invoice as the API shows it; `payment` is the approved charge that paid it, if any. */
export function toInvoiceDto(row: InvoiceRow, payment: PaymentRow | null | undefined, now: Date = new Date()): Invoice {
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    overdue: isOverdue(row, now),
    lines: row.lines,
    totalCents: row.totalCents,
    currency: 'USD',
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    payment:
      payment && payment.status === 'approved'
        ? {
            transactionId: payment.transactionId ?? '',
            cardLast4: payment.cardLast4,
            cardBrand: payment.cardBrand,
            mode: payment.mode,
            testPayment: isTestPayment(payment.mode),
          }
        : null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
  };
}
