import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '@shared/pricing';
import type { CreatedSubmission } from '@shared/schemas/submission';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { SupportContact } from '@/components/checkout/support-contact';
import { TestPaymentNote } from '@/components/payments/test-payment-note';
import { ConfirmationEmailNote } from '@/components/checkout/confirmation-email-note';
import { Button } from '@/components/ui/button';

/** Step 3: what was bought, what happens next, and a way to start over. */
export function QuickOpinionConfirmation({ submission, onReset }: { submission: CreatedSubmission; onReset: () => void }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-8 text-center">
      <div className="grid justify-items-center gap-3">
        <CheckCircle2 className="size-14 text-status-completed" aria-hidden="true" />
        <h3 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">Thank you! Payment received</h3>
        <p className="text-slate-700">
          Your Quick Opinion request is in. <ConfirmationEmailNote submission={submission} />
        </p>
      </div>
      <dl className="grid gap-3 rounded-xl border border-ink-900/10 bg-paper-50 p-6 text-left text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Order number</dt>
          <dd className="font-mono text-base font-semibold text-ink-900" data-testid="order-number">
            {submission.orderNumber}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Service</dt>
          <dd className="font-semibold text-ink-900">Quick Opinion</dd>
        </div>
        <div>
          <dt className="text-slate-600">Items</dt>
          <dd className="font-semibold text-ink-900">{submission.quantity}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Amount paid</dt>
          <dd className="font-semibold text-ink-900" data-testid="amount-paid">
            {formatUsd(submission.paymentAmountCents)}
            {submission.cardLast4 ? <span className="font-normal text-slate-600"> · card ending {submission.cardLast4}</span> : null}
          </dd>
        </div>
      </dl>
      {submission.testPayment ? (
        <div className="-mt-4 flex justify-center">
          <TestPaymentNote mode={submission.paymentMode} />
        </div>
      ) : null}
      <section aria-labelledby="qo-next" className="text-left">
        <h4 id="qo-next" className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
          What&apos;s Next
        </h4>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm leading-relaxed text-slate-700">
          <li>Our authenticators review your photos and you receive our opinion {QUICK_OPINION_TURNAROUND}.</li>
          <li>We e-mail you our opinion on each item, citing your order number, unless Submission Status e-mails are off in your account settings.</li>
          <li>If an item passes, you can upgrade it to a Full Letter of Authenticity within 30 days and the {formatUsd(1000)} is credited.</li>
          <li>
            Signed in? Follow the request under <Link to="/account/submissions" className="font-semibold underline decoration-gold-500 underline-offset-2">My Submissions</Link>.
          </li>
        </ol>
      </section>
      <div className="grid justify-items-center gap-4">
        <Button variant="gold" size="lg" onClick={onReset}>
          Submit Another Item
        </Button>
        <SupportContact about="your order" subject={`Quick Opinion ${submission.orderNumber}`} />
      </div>
    </div>
  );
}
