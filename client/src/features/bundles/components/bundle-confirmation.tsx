import { CheckCircle2, Download } from 'lucide-react';
import { declaredTotalCents, declaredValueText, returnInsuranceText } from '@shared/declared-value';
import type { ReactNode } from 'react';
import { INVOICE_TIMING, orderNumberInPackage, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { PACKING_INSTRUCTIONS } from '@shared/loa-options';
import { formatUsd } from '@shared/pricing';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { submissionPdfName, submissionPdfUrl } from '@/api/submissions/download-submission-pdf';
import { SupportContact } from '@/components/checkout/support-contact';
import { TestPaymentNote } from '@/components/payments/test-payment-note';
import { ConfirmationEmailNote } from '@/components/checkout/confirmation-email-note';
import { Button } from '@/components/ui/button';
import type { BundleFormData } from '../lib/bundle-form-schema';
import { athleteName, quoteItems } from '../lib/bundle-quote';
import { ShippingFacility } from './shipping-facility';

const Fact = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <div>
    <dt className="text-slate-600">{label}</dt>
    <dd className="font-semibold text-ink-900" data-testid={testId}>
      {children}
    </dd>
  </div>
);

/** Step 3: what was bought, where to send it (with the order number), the PDF, and a new start. */
export function BundleConfirmation({ submission, order, onReset }: { submission: CreatedSubmission; order: BundleFormData; onReset: () => void }) {
  const quote = quoteItems(order.bundleType, order.items);
  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <div className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 className="size-14 text-status-completed" aria-hidden="true" />
        <h3 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">Bundle submitted</h3>
        <p className="max-w-xl text-slate-700">
          Thank you! Your payment is received and your bundle is registered. <ConfirmationEmailNote submission={submission} />
        </p>
      </div>
      <dl className="grid gap-4 rounded-xl border border-ink-900/10 bg-paper-50 p-6 text-sm sm:grid-cols-2">
        <Fact label="Order number" testId="order-number">
          <span className="font-mono text-lg">{submission.orderNumber}</span>
        </Fact>
        <Fact label="Bundle">
          {quote?.bundle.name ?? submission.bundleType}
          <span className="font-normal text-slate-600">{quote?.matches ? ` · ${quote.bundle.discountLabel} applied` : ' · individual prices'}</span>
        </Fact>
        <Fact label="Amount paid" testId="amount-paid">
          {formatUsd(submission.paymentAmountCents)}
          {submission.cardLast4 ? <span className="font-normal text-slate-600"> · card ending {submission.cardLast4}</span> : null}
        </Fact>
        {submission.testPayment ? (
          <div className="self-end">
            <TestPaymentNote mode={submission.paymentMode} />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Items ({submission.items.length})</dt>
          <dd>
            <ol className="mt-1 grid gap-1.5">
              {submission.items.map((item, i) => (
                <li key={i} className="text-ink-900">
                  <span className="font-semibold">
                    {i + 1}. {athleteName(item.athlete)}
                  </span>{' '}
                  — {item.itemType}: <span className="text-slate-700">{item.description}</span>
                  <span className="text-slate-600"> · declared value {declaredValueText(item.declaredValueCents)}</span>
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <Fact label="Declared value">
          {declaredValueText(declaredTotalCents(submission.items) || null)}
          <span className="block font-normal text-slate-600">{returnInsuranceText(submission.items)}</span>
        </Fact>
      </dl>
      <section aria-labelledby="bundle-ship" className="grid gap-4">
        <h4 id="bundle-ship" className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
          Ship your items
        </h4>
        <p className="text-sm text-slate-700">
          Send all {submission.items.length} items together in one package to the address below. {orderNumberInPackage(submission.orderNumber)}{' '}
          {INVOICE_TIMING} {RETURN_AFTER_PAYMENT}
        </p>
        <ShippingFacility orderNumber={submission.orderNumber} />
        <ol className="grid list-decimal gap-1.5 pl-5 text-sm leading-relaxed text-slate-700">
          {PACKING_INSTRUCTIONS.slice(1).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </section>
      <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Button asChild variant="outline" size="lg">
          <a href={submissionPdfUrl(submission.orderNumber)} download={submissionPdfName(submission.orderNumber)}>
            <Download aria-hidden="true" /> Download Submission PDF
          </a>
        </Button>
        <Button variant="gold" size="lg" onClick={onReset}>
          Start Another Bundle
        </Button>
      </div>
      <SupportContact about="your bundle" subject={`Bundle order ${submission.orderNumber}`} className="text-center" />
    </div>
  );
}
