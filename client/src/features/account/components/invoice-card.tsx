import { FileDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PAYMENT_MODE_LABELS } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import type { Invoice } from '@shared/schemas/invoices';
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
import { GuestPdfButton } from './guest-pdf-button';

// The card fields load the payment provider's script: only when the customer chooses to pay.
const CardPaymentForm = lazy(() => import('@/components/payments/card-payment-form').then((m) => ({ default: m.CardPaymentForm })));

const pdfLink = (orderNumber: string, receipt: boolean) =>
  `/api/submissions/${encodeURIComponent(orderNumber)}/invoice/${receipt ? 'receipt/' : ''}pdf`;

function PayInvoice({ orderNumber, invoice, customerName, guestToken }: { orderNumber: string; invoice: Invoice; customerName: string; guestToken?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const pay = usePayInvoice(orderNumber, guestToken);
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

/** The invoice's PDF, or its receipt's: a plain link for the owner; fetched with the token through a guest link. */
function InvoicePdf({ orderNumber, receipt, guestToken }: { orderNumber: string; receipt: boolean; guestToken?: string | undefined }) {
  const label = receipt ? 'Receipt PDF' : 'Invoice PDF';
  if (guestToken) {
    return (
      <GuestPdfButton token={guestToken} document={receipt ? 'receipt' : 'invoice'} fallbackName={`${receipt ? 'Receipt' : 'Invoice'}_${orderNumber}.pdf`} label={label} variant="outline" size="sm" />
    );
  }
  return (
    <a href={pdfLink(orderNumber, receipt)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <FileDown aria-hidden="true" /> {label}
    </a>
  );
}

/**
 * The invoice of a Full LOA or Bundle (docs/decisions/015-full-loa-journey-and-invoices.md): every line, its status, paying it by card, its PDFs. Opened
 * through a guest link (`guestToken`, decision 034), it pays and downloads through that link.
 */
export function InvoiceCard({ orderNumber, invoice, customerName, guestToken }: { orderNumber: string; invoice: Invoice; customerName: string; guestToken?: string | undefined }) {
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
          <InvoicePdf orderNumber={orderNumber} receipt={false} guestToken={guestToken} />
          {invoice.status === 'paid' ? <InvoicePdf orderNumber={orderNumber} receipt guestToken={guestToken} /> : null}
        </div>
        {invoice.status === 'unpaid' ? <PayInvoice orderNumber={orderNumber} invoice={invoice} customerName={customerName} guestToken={guestToken} /> : null}
      </div>
    </DetailsCard>
  );
}
