import { FileDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PAYMENT_MODE_LABELS } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/shipping';
import { InvoiceLines, InvoiceStatusBadge, invoiceRefundedCents } from '@/components/invoices/invoice-lines';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { toast } from '@/components/ui/use-toast';
import { useCardPayment } from '@/components/payments/use-checkout';
import { formatDate } from '@/lib/submission-format';
import { usePayInvoice } from '../api/pay-invoice';
import { DetailsCard } from './details-info-cards';
import { Field } from './field-list';

// The card fields load the payment provider's script: only when the customer chooses to pay.
const CardPaymentForm = lazy(() => import('@/components/payments/card-payment-form').then((m) => ({ default: m.CardPaymentForm })));

const pdfLink = (orderNumber: string, receipt: boolean) =>
  `/api/submissions/${encodeURIComponent(orderNumber)}/invoice/${receipt ? 'receipt/' : ''}pdf`;

function PayInvoice({ orderNumber, invoice, customerName }: { orderNumber: string; invoice: Invoice; customerName: string }) {
  const [open, setOpen] = useState(false);
  const pay = usePayInvoice(orderNumber);
  // The same card payment as every checkout (use-checkout.ts): the message to show, or null once paid.
  const { onPay } = useCardPayment(
    ({ cardToken, card }) => pay.mutateAsync({ cardToken, card }),
    async () => toast({ title: 'Payment successful', description: `Invoice ${invoice.invoiceNumber} is paid. Your receipt is ready to download.` }),
  );
  if (!open) {
    return (
      <Button variant="gold" size="lg" onClick={() => setOpen(true)}>
        Pay {formatUsd(invoice.totalCents)} by card
      </Button>
    );
  }
  return (
    <Suspense fallback={<p className="text-sm text-slate-600">Loading the secure card form…</p>}>
      <CardPaymentForm amountCents={invoice.totalCents} defaultName={customerName} onPay={onPay} onBack={() => setOpen(false)} backLabel="Cancel" />
    </Suspense>
  );
}

/** Each refund of the invoice's payment (amount, date) and what was paid net of them (decision 027). */
function InvoiceRefunds({ invoice }: { invoice: Invoice }) {
  const refunds = invoice.refunds ?? [];
  if (!refunds.length) return null;
  const back = invoiceRefundedCents(invoice);
  return (
    <div className="grid gap-1.5 rounded-lg border border-ink-900/10 bg-slate-50 p-3.5 text-sm" aria-label="Refunds">
      <ul className="grid gap-1">
        {refunds.map((r, i) => (
          <li key={i} className="flex justify-between gap-4">
            <span>Refunded to your card on {formatDate(r.date)}</span>
            <span className="font-semibold text-ink-900">-{formatUsd(r.amountCents)}</span>
          </li>
        ))}
      </ul>
      <p className="flex justify-between gap-4 border-t border-ink-900/10 pt-1.5 font-semibold text-ink-900">
        <span>Net paid</span>
        <span>{formatUsd(invoice.totalCents - back)}</span>
      </p>
    </div>
  );
}

/** The invoice of a Full LOA (issue 15): every line, its status, paying it by card, its PDFs. */
export function InvoiceCard({ orderNumber, invoice, customerName }: { orderNumber: string; invoice: Invoice; customerName: string }) {
  const payment = invoice.payment;
  return (
    <DetailsCard title="Invoice">
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-ink-900">{invoice.invoiceNumber}</span>
          <InvoiceStatusBadge invoice={invoice} />
          <TestPaymentBadge submission={{ testPayment: payment?.testPayment ?? false, paymentMode: payment?.mode ?? null }} />
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Field label="Issued">{formatDate(invoice.issuedAt)}</Field>
          <Field label={invoice.status === 'paid' ? 'Paid' : 'Due by'}>{formatDate(invoice.paidAt ?? invoice.dueAt)}</Field>
          {payment ? <Field label="Paid with">{`${payment.cardBrand ?? 'Card'} ending ${payment.cardLast4 ?? '----'}`}</Field> : null}
        </dl>
        <InvoiceLines lines={invoice.lines} totalCents={invoice.totalCents} caption={`Invoice ${invoice.invoiceNumber}`} />
        {payment?.testPayment ? <p className="text-sm text-gold-900">{PAYMENT_MODE_LABELS[payment.mode]}.</p> : null}
        <InvoiceRefunds invoice={invoice} />
        <div className="flex flex-wrap gap-3">
          <a href={pdfLink(orderNumber, false)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <FileDown aria-hidden="true" /> Invoice PDF
          </a>
          {invoice.status === 'paid' ? (
            <a href={pdfLink(orderNumber, true)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <FileDown aria-hidden="true" /> Receipt PDF
            </a>
          ) : null}
        </div>
        {invoice.status === 'unpaid' ? <PayInvoice orderNumber={orderNumber} invoice={invoice} customerName={customerName} /> : null}
      </div>
    </DetailsCard>
  );
}
