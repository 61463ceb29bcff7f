import { useState } from 'react';
import { Link } from 'react-router';
import { formatUsd } from '@shared/pricing';
import { INVOICE_LIST_FILTERS } from '@shared/schemas/invoices';
import { InvoiceStatusBadge, invoiceRefundedCents } from '@/components/invoices/invoice-lines';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { LoadError } from '@/components/submissions/load-error';
import { Pager } from '@/components/submissions/pager';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/submission-format';
import { useInvoices } from '../api/get-invoices';

type Filter = (typeof INVOICE_LIST_FILTERS)[number];
const LABELS: Record<Filter, string> = { all: 'All', unpaid: 'Unpaid', overdue: 'Overdue', paid: 'Paid', void: 'Cancelled' };
const PAGE_SIZE = 20;

/** Every invoice (decision 015): what is owed, what is late, what is paid; each opens its submission. */
export function InvoicesTab() {
  const [status, setStatus] = useState<Filter>('unpaid');
  const [page, setPage] = useState(1);
  const query = useInvoices({ status, page, pageSize: PAGE_SIZE });
  const data = query.data;
  const count = (f: Filter) => (!data ? null : f === 'all' ? data.counts.unpaid + data.counts.paid + data.counts.void : data.counts[f]);
  return (
    <Card>
      <CardHeader className="gap-4 pb-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle>Invoices</CardTitle>
            <CardDescription>Full LOA and Bundle invoices, newest first. Overdue: unpaid past the due date.</CardDescription>
          </div>
          {data ? <p className="text-sm font-semibold text-slate-700">Outstanding: {formatUsd(data.outstandingCents)}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label="Show invoices">
          {INVOICE_LIST_FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={status === f ? 'primary' : 'outline'}
              aria-pressed={status === f}
              onClick={() => {
                setStatus(f);
                setPage(1);
              }}
            >
              {LABELS[f]}
              {count(f) !== null ? <span className="text-xs opacity-80">({count(f)})</span> : null}
            </Button>
          ))}
        </div>
      </CardHeader>
      <div className="overflow-x-auto border-t border-ink-900/8">
        {!data && query.isError ? (
          <LoadError what="the invoices" message={query.error.message} onRetry={() => void query.refetch()} />
        ) : data && data.items.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-slate-600">No {status === 'all' ? '' : `${LABELS[status].toLowerCase()} `}invoices.</p>
        ) : (
          <table className="w-full min-w-[48rem] text-sm">
            <caption className="sr-only">{`${LABELS[status]} invoices`}</caption>
            <thead className="bg-paper-100 text-left text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                {['Invoice', 'Order', 'Customer', 'Total', 'Issued', 'Due', 'Status'].map((h) => (
                  <th key={h} scope="col" className={`px-4 py-3 font-semibold ${h === 'Total' ? 'text-right' : ''}`}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(data?.items ?? []).map((inv) => (
                <tr key={inv.id} className="border-t border-ink-900/8">
                  <th scope="row" className="px-4 py-3 text-left font-mono font-semibold text-ink-900">
                    {inv.invoiceNumber}
                  </th>
                  <td className="px-4 py-3">
                    <Link to={`/admin?q=${encodeURIComponent(inv.orderNumber)}`} className="font-mono underline decoration-gold-500 underline-offset-2">
                      {inv.orderNumber}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block text-ink-900">{inv.customerName}</span>
                    <span className="block text-xs text-slate-600">{inv.email}</span>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatUsd(inv.totalCents)}
                    {invoiceRefundedCents(inv) > 0 ? <span className="block text-xs text-slate-600">−{formatUsd(invoiceRefundedCents(inv))} refunded</span> : null}
                  </td>
                  <td className="px-4 py-3">{formatDate(inv.issuedAt)}</td>
                  <td className="px-4 py-3">{inv.status === 'paid' && inv.paidAt ? `paid ${formatDate(inv.paidAt)}` : formatDate(inv.dueAt)}</td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap items-center gap-1.5">
                      <InvoiceStatusBadge invoice={inv} />
                      <TestPaymentBadge submission={{ testPayment: inv.payment?.testPayment ?? false, paymentMode: inv.payment?.mode ?? null }} />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {data && data.total > data.pageSize ? (
        <div className="border-t border-ink-900/8 px-6 py-4 sm:px-8">
          <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} noun="invoices" label="Pages of invoices" />
        </div>
      ) : null}
    </Card>
  );
}
