import { CheckCircle2, Download, X } from 'lucide-react';
import { FACILITIES } from '@shared/constants';
import { INVOICE_TIMING, orderNumberInPackage, RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import { declaredTotalCents, declaredValueText, returnInsuranceText } from '@shared/declared-value';
import { formatUsd } from '@shared/pricing';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { ConfirmationEmailNote } from '@/components/checkout/confirmation-email-note';
import { Button } from '@/components/ui/button';

/** After a submission: its number, the estimate, and what to do with the package. */
export function FullLoaSubmitted({ submission, onDownload, onDismiss }: { submission: CreatedSubmission; onDownload: () => void; onDismiss: () => void }) {
  return (
    <section aria-labelledby="loa-submitted" className="relative grid gap-5 rounded-xl border border-status-completed/40 bg-green-50/60 p-6">
      <button type="button" onClick={onDismiss} className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-slate-600 hover:bg-white" aria-label="Close">
        <X className="size-4" aria-hidden="true" />
      </button>
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-1 size-7 shrink-0 text-status-completed" aria-hidden="true" />
        <div>
          <h3 id="loa-submitted" className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">
            Order {submission.orderNumber} received
          </h3>
          <p className="mt-1 text-sm text-slate-700">
            {submission.quantity} item{submission.quantity === 1 ? '' : 's'} · estimated {formatUsd(submission.paymentAmountCents)} before shipping, invoiced
            after examination. <ConfirmationEmailNote submission={submission} />
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="declared-total">
            Declared value {declaredValueText(declaredTotalCents(submission.items) || null)}. {returnInsuranceText(submission.items)}
          </p>
        </div>
      </div>
      <div className="grid gap-4 text-sm text-slate-700 sm:grid-cols-2">
        <p>
          <strong className="text-ink-900">Next:</strong> {orderNumberInPackage(submission.orderNumber)} Ship the package insured and tracked to one of our
          facilities. {INVOICE_TIMING} {RETURN_AFTER_PAYMENT}
        </p>
        <ul className="grid gap-2">
          {FACILITIES.map((f) => (
            <li key={f.key}>
              <strong className="text-ink-900">{f.name}:</strong> {f.lines.slice(1).join(', ')}
            </li>
          ))}
        </ul>
      </div>
      <Button variant="primary" onClick={onDownload} className="justify-self-start">
        <Download aria-hidden="true" /> Download Submission PDF
      </Button>
    </section>
  );
}
