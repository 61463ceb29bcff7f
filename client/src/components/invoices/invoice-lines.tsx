import type { InvoiceLine } from '@shared/invoice';
import { formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/shipping';
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

/** Unpaid, Overdue, Paid or Cancelled. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  if (invoice.status === 'paid') return <Badge variant="completed">Paid</Badge>;
  if (invoice.status === 'void') return <Badge variant="neutral">Cancelled</Badge>;
  return invoice.overdue ? <Badge variant="rejected">Overdue</Badge> : <Badge variant="pending">Unpaid</Badge>;
}
