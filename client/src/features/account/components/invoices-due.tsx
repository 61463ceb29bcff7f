import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { InvoiceDue } from '@shared/schemas/submission-list';
import { Button } from '@/components/ui/button';
import { invoiceDueText } from '@/lib/submission-format';
import { cn } from '@/lib/utils';

/** Where an unpaid invoice is paid: its order's page, which shows the invoice and the card form. */
export const payInvoicePath = (orderNumber: string) => `/account/submissions/${orderNumber}`;

export function PayInvoiceLink({ orderNumber }: { orderNumber: string }) {
  return (
    <Button asChild variant="gold" size="sm">
      <Link to={payInvoicePath(orderNumber)}>
        <CreditCard aria-hidden="true" /> Pay invoice<span className="sr-only"> of order {orderNumber}</span>
      </Link>
    </Button>
  );
}

/** The dashboard's notice of every invoice still to pay, on any page of My Submissions. */
export function InvoicesDue({ invoices }: { invoices: readonly InvoiceDue[] }) {
  if (invoices.length === 0) return null;
  const overdue = invoices.some((i) => i.overdue);
  return (
    <section
      aria-labelledby="invoices-due-title"
      className={cn('rounded-xl border bg-white p-5 shadow-card sm:p-6', overdue ? 'border-status-rejected/40' : 'border-gold-500/50')}
    >
      <h2 id="invoices-due-title" className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
        Invoices to pay
      </h2>
      <p className="mt-1 text-sm text-slate-600">Your items have been examined. Pay by card on the order's page: we ship your items back once the invoice is paid.</p>
      <ul className="mt-4 grid divide-y divide-ink-900/8">
        {invoices.map((invoice) => (
          <li key={invoice.invoiceNumber} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div className="grid gap-0.5">
              <p className={cn('font-semibold', invoice.overdue ? 'text-status-rejected' : 'text-ink-900')}>{invoiceDueText(invoice)}</p>
              <p className="font-mono text-xs tracking-wide text-slate-600">
                Order {invoice.orderNumber} · Invoice {invoice.invoiceNumber}
              </p>
            </div>
            <PayInvoiceLink orderNumber={invoice.orderNumber} />
          </li>
        ))}
      </ul>
    </section>
  );
}
