import type { InvoiceLine } from '@shared/invoice';
import { formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/invoices';
import { Badge } from '@/components/ui/badge';

/** An invoice's lines and total as the server stored them (or as the shared rules preview them). */
export function InvoiceLines({ lines, totalCents, caption }: { lines: InvoiceLine[]; totalCents: number; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase">
          <th scope="col" className="py-2 pr-3 font-medium">Description</th>
          <th scope="col" className="py-2 pr-3 text-right font-medium">Qty</th>
          <th scope="col" className="py-2 text-right font-medium">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, n) => (
          <tr key={`${line.kind}-${n}`} className="border-b border-slate-100 align-top">
            <td className="py-2 pr-3 text-ink-900">{line.label}</td>
            <td className="py-2 pr-3 text-right text-slate-700 tabular-nums">{line.quantity}</td>
            <td className="py-2 text-right text-ink-900 tabular-nums">{formatUsd(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="pt-3 text-left font-semibold text-ink-900">
            Total (USD)
          </th>
          <td className="pt-3 text-right text-base font-bold text-ink-900 tabular-nums">{formatUsd(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** What was refunded of the invoice's payment, in cents (0 when nothing, or when not looked up). */
export const invoiceRefundedCents = (invoice: Pick<Invoice, 'refunds'>): number => (invoice.refunds ?? []).reduce((sum, r) => sum + r.amountCents, 0);

/**
 * Paid, Unpaid, Overdue or Cancelled; a paid invoice whose payment was refunded says so, in whole or in
 * part: "Paid" alone would hide money that went back.
 */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue' | 'refunds' | 'totalCents'> }) {
  if (invoice.status === 'paid') {
    const back = invoiceRefundedCents(invoice);
    if (back > 0) return <Badge variant="neutral">{back >= invoice.totalCents ? 'Refunded' : 'Paid, part refunded'}</Badge>;
    return <Badge variant="completed">Paid</Badge>;
  }
  if (invoice.status === 'void') return <Badge variant="neutral">Cancelled</Badge>;
  return invoice.overdue ? <Badge variant="rejected">Overdue</Badge> : <Badge variant="pending">Unpaid</Badge>;
}
