import { useState, type FormEvent } from 'react';
import { formatUsd } from '@shared/pricing';
import { canBillInsurance } from '@shared/declared-value';
import { invoiceInputOf, invoiceQuote, OVERPAYMENT_CHOICE_WORDS, overpaymentCreditCents, overpaymentRefundCents, prepaidOf } from '@shared/invoice';
import type { AdminShipping } from '@shared/schemas/shipping';
import type { Invoice } from '@shared/schemas/invoices';
import type { Submission } from '@shared/schemas/submission';
import { InvoiceLines, InvoiceStatusBadge } from '@/components/invoices/invoice-lines';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/submission-format';
import { useIssueInvoice } from '../api/issue-invoice';
import { useVoidInvoice } from '../api/void-invoice';
import { verdictOf } from '@shared/submission-result';
import { everyItemJudged } from '../lib/verdicts';
import { dollarsToCents, useStepRunner } from './shipping-step';

/** The preview of the shared rules, or why there is none yet (display only: the server computes). */
function preview(s: Submission, view: AdminShipping, shipping: number, insurance: number) {
  const none = (reason: string) => ({ quote: null, reason });
  if (!view.inbound?.receivedAt) return none('Mark the parcel received first.');
  if (!everyItemJudged(s)) return none('Record a verdict for every item first.');
  if (Number.isNaN(shipping) || Number.isNaN(insurance)) return none('Enter the return shipping and the insurance in dollars, such as 25 or 12.50 (0 when there is none).');
  try {
    const items = s.items.map((i) => ({ athlete: i.athlete, outcome: verdictOf(i, s)! }));
    const quote = invoiceQuote(invoiceInputOf(s, items, { returnShippingCents: shipping, insuranceCents: insurance }, view.prepaidRefundedCents));
    return { quote, reason: null };
  } catch (error) {
    return none(error instanceof Error ? error.message : 'These amounts are out of range.');
  }
}

/**
 * Return shipping and insurance start empty (an invoice is never edited once issued: a silent $0
 * would be final), and issuing asks to confirm with the total.
 */
function IssueForm({ submission, view, onStep }: { submission: Submission; view: AdminShipping; onStep: () => Promise<unknown> }) {
  const issue = useIssueInvoice();
  const { errors, run } = useStepRunner('Invoice issued', onStep);
  const [shipping, setShipping] = useState('');
  const [insurance, setInsurance] = useState('');
  const [confirming, setConfirming] = useState(false);
  const insuranceCents = canBillInsurance(submission.items) ? dollarsToCents(insurance) : 0;
  const result = preview(submission, view, dollarsToCents(shipping), insuranceCents);
  const total = result.quote ? formatUsd(result.quote.totalCents) : '';
  const refundCents = result.quote ? overpaymentRefundCents(result.quote.lines) : 0;
  const creditCents = result.quote ? overpaymentCreditCents(result.quote.lines) : 0;
  // Decision 036: no declared value, no insured return, so no insurance to bill (the server refuses it too).
  const insurable = canBillInsurance(submission.items);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirm = () => {
    void run(() => issue.mutateAsync({ id: view.submissionId, input: { returnShippingCents: dollarsToCents(shipping), insuranceCents } })).then(() =>
      setConfirming(false),
    );
  };
  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Issue invoice">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label="Return shipping ($)" error={errors.returnShippingCents}>
            {(control) => <Input {...control} inputMode="decimal" value={shipping} onChange={(e) => setShipping(e.target.value)} />}
          </FormField>
          <FormField
            label="Insurance ($)"
            error={errors.insuranceCents}
            hint={insurable ? undefined : 'No item has a declared value: the return is not insured, so no insurance can be billed. Correct a declared value above if the customer gave one.'}
          >
            {(control) => <Input {...control} inputMode="decimal" value={insurable ? insurance : ''} disabled={!insurable} onChange={(e) => setInsurance(e.target.value)} />}
          </FormField>
        </div>
        {prepaidOf(submission) > 0 && submission.overpaymentChoice ? (
          <p className="text-sm text-slate-600">
            If paid beyond what the items cost, the customer chose: <strong className="text-ink-900">{OVERPAYMENT_CHOICE_WORDS[submission.overpaymentChoice]}</strong>.
          </p>
        ) : null}
        {result.quote ? <InvoiceLines lines={result.quote.lines} totalCents={result.quote.totalCents} caption="Invoice preview" /> : <p className="text-sm text-slate-600">{result.reason}</p>}
        <div>
          <Button type="submit" variant="primary" size="sm" disabled={issue.isPending || !result.quote}>
            Issue invoice
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming && result.quote !== null}
        onOpenChange={setConfirming}
        title={`Issue the invoice for ${total}?`}
        description={
          <>
            {submission.fullName} is e-mailed an invoice of <strong className="text-ink-900">{total}</strong> for order {submission.orderNumber}, return shipping{' '}
            {formatUsd(dollarsToCents(shipping))} and insurance {formatUsd(insuranceCents)} included.
            {creditCents > 0 ? (
              <>
                {' '}
                <strong className="text-ink-900">{formatUsd(creditCents)}</strong> paid at submission beyond what the items cost is credited against them, as the customer chose.
              </>
            ) : null}
            {refundCents > 0 ? (
              <>
                {' '}
                <strong className="text-ink-900">{formatUsd(refundCents)}</strong> paid at submission beyond what the items cost is refunded to the card at once.
              </>
            ) : null}{' '}
            It cannot be changed afterwards: a mistake means cancelling it and issuing a new one.
          </>
        }
        confirmLabel={`Issue invoice for ${total}`}
        pendingLabel="Issuing…"
        variant="primary"
        pending={issue.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

function VoidForm({ view, onStep }: { view: AdminShipping; onStep: () => Promise<unknown> }) {
  const cancel = useVoidInvoice();
  const { errors, run } = useStepRunner('Invoice cancelled', onStep);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          Cancel invoice
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => cancel.mutateAsync({ id: view.submissionId, input: { reason } })).then((ok) => ok && setOpen(false));
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Cancel invoice">
      <FormField label="Reason for cancelling" error={errors.reason} hint="Kept for admins; the customer reads that a corrected invoice follows.">
        {(control) => <Textarea {...control} rows={2} className="min-h-0" value={reason} onChange={(e) => setReason(e.target.value)} />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={cancel.isPending}>
          Cancel this invoice
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </form>
  );
}

function InvoiceSummary({ invoice }: { invoice: Invoice }) {
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-ink-900">{invoice.invoiceNumber}</span>
        <InvoiceStatusBadge invoice={invoice} />
        <span className="text-slate-600">
          issued {formatDate(invoice.issuedAt)} · {invoice.paidAt ? `paid ${formatDate(invoice.paidAt)}` : `due ${formatDate(invoice.dueAt)}`}
          {invoice.payment?.testPayment ? ' · test payment' : ''}
        </span>
      </p>
      <InvoiceLines lines={invoice.lines} totalCents={invoice.totalCents} caption={`Invoice ${invoice.invoiceNumber}`} />
    </div>
  );
}

/** The invoice: the form to issue it with a live preview, or the one in force; cancelled ones below. */
export function InvoiceSection({ submission, view, onStep }: { submission: Submission; view: AdminShipping; onStep: () => Promise<unknown> }) {
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">Invoice</h4>
      {view.invoice ? <InvoiceSummary invoice={view.invoice} /> : <IssueForm submission={submission} view={view} onStep={onStep} />}
      {view.invoice?.status === 'unpaid' ? <VoidForm view={view} onStep={onStep} /> : null}
      {view.voidedInvoices.length ? (
        <ul className="grid gap-1 text-xs text-slate-600" aria-label="Cancelled invoices">
          {view.voidedInvoices.map((v) => (
            <li key={v.id}>
              {v.invoiceNumber} cancelled {v.voidedAt ? formatDate(v.voidedAt) : ''}: {v.voidReason}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
