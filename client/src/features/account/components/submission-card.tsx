import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AccountSubmission } from '@shared/schemas/submission-list';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  athleteName,
  formatDate,
  hasCertificate,
  hasSubmissionPdf,
  invoiceDueText,
  maskedCard,
  serviceTypeLabel,
  transferredText,
} from '@/lib/submission-format';
import { CompletionDate } from './completion-date';
import { Field, Missing } from './field-list';
import { PdfDownloadButton } from './pdf-download-button';
import { ResultBadge } from '@/components/submissions/result-badge';
import { ReceiptLink } from './receipt-link';
import { OrderStatusBadge } from './order-status-badge';
import { PayInvoiceLink } from './invoices-due';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';

/** One order of My Submissions with every field of docs/product.md, Pages. */
export function SubmissionCard({ submission: s }: { submission: AccountSubmission }) {
  const card = maskedCard(s);
  const due = s.invoiceDue;
  return (
    <Card>
      <article aria-labelledby={`order-${s.orderNumber}`}>
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-900/8 px-5 py-4 sm:px-6">
          <h3 id={`order-${s.orderNumber}`} className="font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">
            Order <span className="font-mono tracking-wider normal-case">{s.orderNumber}</span>
          </h3>
          <OrderStatusBadge submission={s} />
        </header>
        <div className="grid gap-5 px-5 py-5 sm:px-6">
          <div className="grid gap-1">
            <p className="text-base font-semibold text-ink-900">{s.item}</p>
            <p className="text-sm text-slate-600">{athleteName(s.athlete)}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-3">
            <Field label="Submitted">{formatDate(s.submissionDate)}</Field>
            <Field label="Authentication Type">{serviceTypeLabel(s)}</Field>
            <Field label="Completed">
              <CompletionDate submission={s} />
            </Field>
            {s.result ? (
              <Field label="Result">
                <ResultBadge result={s.result} />
              </Field>
            ) : null}
            {hasCertificate(s) ? (
              <Field label={s.certificates.length > 1 ? 'Certificate Numbers' : 'Certificate Number'}>
                {s.certificates.length ? (
                  s.certificates.map((c) => (
                    <span key={c.certificateNumber} className="block">
                      {c.certificateNumber}
                      {c.transferredAt ? <span className="block text-xs text-slate-600">{transferredText(c.transferredAt)}</span> : null}
                    </span>
                  ))
                ) : (
                  <Missing>Not issued yet</Missing>
                )}
              </Field>
            ) : null}
            <Field label="Transaction ID">
              {s.cloverTransactionId ? (
                <span className="font-mono text-xs break-all">{s.cloverTransactionId}</span>
              ) : (
                <Missing>{due || s.paymentStatus === 'pending_invoice' ? 'Not paid yet' : 'None'}</Missing>
              )}
            </Field>
            {due ? (
              // An invoice to pay says so where the card would be, rather than "None".
              <Field label="Payment">
                <span className={due.overdue ? 'font-semibold text-status-rejected' : 'font-semibold'}>Invoice {invoiceDueText(due)}</span>
              </Field>
            ) : (
              <Field label="Card">
                {card ? (
                  <span className="flex flex-wrap items-center gap-2">
                    {card} <TestPaymentBadge submission={s} />
                  </span>
                ) : (
                  <Missing>{s.paymentStatus === 'pending_invoice' ? 'Invoiced after authentication' : 'None'}</Missing>
                )}
              </Field>
            )}
          </dl>
        </div>
        <footer className="flex flex-wrap gap-3 border-t border-ink-900/8 px-5 py-4 sm:px-6">
          <Button asChild variant="primary" size="sm">
            <Link to={`/account/submissions/${s.orderNumber}`}>
              View Details<span className="sr-only"> of order {s.orderNumber}</span> <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          {due ? <PayInvoiceLink orderNumber={s.orderNumber} /> : null}
          {hasSubmissionPdf(s) ? <PdfDownloadButton orderNumber={s.orderNumber} variant="outline" size="sm" /> : null}
          <ReceiptLink submission={s} variant="outline" size="sm" />
        </footer>
      </article>
    </Card>
  );
}
