import type { ReactNode } from 'react';
import { declaredTotalCents, declaredValueText, returnInsuranceText } from '@shared/declared-value';
import { addressLines, hologramPlacementLabel, itemTypeLabel, serviceLevelLabel, shippingMethodLabel } from '@shared/loa-options';
import type { Invoice } from '@shared/schemas/invoices';
import type { SubmissionDetails } from '@shared/schemas/submission-list';
import { TestPaymentNote } from '@/components/payments/test-payment-note';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatUsd } from '@shared/pricing';
import {
  amountPaid,
  athleteName,
  formatDate,
  formatDateTime,
  hasCertificate,
  maskedCard,
  paymentStatusText,
  serviceTypeLabel,
  transferredText,
} from '@/lib/submission-format';
import { itemVerdicts } from '@shared/submission-result';
import { CompletionDate } from './completion-date';
import { Field, Missing } from './field-list';
import { headline } from './status-timeline';
import { OutcomeBadge } from '@/components/submissions/outcome-badge';
import { ResultBadge } from '@/components/submissions/result-badge';
import { StatusBadge } from '@/components/submissions/status-badge';
import { cn } from '@/lib/utils';

type Props = { submission: SubmissionDetails };

export function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
      </CardHeader>
      <CardContent className="pt-5 sm:pt-6">{children}</CardContent>
    </Card>
  );
}

const isMailedIn = (s: SubmissionDetails) => s.serviceType !== 'quick_opinion';

export function SubmissionInformation({ submission: s }: Props) {
  // Once there is a result, each item of several shows its own verdict under the overall one.
  const verdicts = s.result && s.items.length > 1 ? itemVerdicts(s) : [];
  return (
    <DetailsCard title="Submission Information">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        <Field label="Order Number"><span className="font-mono">{s.orderNumber}</span></Field>
        <Field label="Status"><StatusBadge status={s.status} /></Field>
        <Field label="Authentication Type">{serviceTypeLabel(s)}</Field>
        <Field label="Athlete">{athleteName(s.athlete)}</Field>
        <Field label="Submitted">{formatDateTime(s.submissionDate)}</Field>
        <Field label="Completed">
          <CompletionDate submission={s} />
        </Field>
        {isMailedIn(s) ? (
          <>
            <Field label="Service Level">{serviceLevelLabel(s.serviceLevel)}</Field>
            <Field label="Era Signature Check">{s.eraSignature ? 'Yes' : 'No'}</Field>
            {s.hologramPlacement ? <Field label="Hologram Placement">{hologramPlacementLabel(s.hologramPlacement)}</Field> : null}
            {s.shippingMethod ? <Field label="Return Shipping">{shippingMethodLabel(s.shippingMethod)}</Field> : null}
            <Field label="Declared Value">
              {declaredValueText(declaredTotalCents(s.items) || null)}
              <span className="block text-xs text-slate-600">{returnInsuranceText(s.items)}</span>
            </Field>
          </>
        ) : null}
        {s.result ? (
          <Field label="Result">
            <ResultBadge result={s.result} />
          </Field>
        ) : null}
        {hasCertificate(s) ? (
          <Field label={s.certificates.length > 1 ? 'Certificate Numbers' : 'Certificate Number'}>
            {s.certificates.length ? (
              <ul className="grid gap-1">
                {s.certificates.map((c) => (
                  <li key={c.certificateNumber}>
                    <span className={cn('font-mono', c.status === 'revoked' && 'line-through')}>{c.certificateNumber}</span>
                    <span className="block text-xs text-slate-600">
                      {c.transferredAt ? transferredText(c.transferredAt) : c.status === 'revoked' ? 'Revoked' : `Issued ${formatDate(c.issueDate)}`}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              (s.certificateNumber ?? <Missing>Not issued yet</Missing>)
            )}
          </Field>
        ) : null}
      </dl>
      <h3 className="mt-7 mb-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {s.items.length === 1 ? 'Item' : `Items (${s.items.length})`}
      </h3>
      <ol className="grid gap-3">
        {s.items.map((item, n) => (
          <li key={n} className="rounded-lg border border-ink-900/8 bg-paper-50 px-4 py-3">
            <p className="text-sm font-semibold text-ink-900">
              {s.items.length > 1 ? `${n + 1}. ` : ''}
              {athleteName(item.athlete)}
              {item.itemType ? ` · ${itemTypeLabel(item.itemType)}` : ''}
            </p>
            {verdicts[n] ? (
              <p className="mt-1.5">
                <OutcomeBadge outcome={verdicts[n]} />
              </p>
            ) : null}
            <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.description}</p>
            {isMailedIn(s) ? <p className="mt-1 text-xs text-slate-600">Declared value: {declaredValueText(item.declaredValueCents)}</p> : null}
          </li>
        ))}
      </ol>
    </DetailsCard>
  );
}

/** `invoice`: the Full LOA's live invoice, if one is issued: its total is what is owed (or was paid), the form's figure only a quote. */
export function PaymentInformation({ submission: s, invoice }: Props & { invoice?: Pick<Invoice, 'totalCents' | 'status'> | null }) {
  const card = maskedCard(s);
  const invoiced = invoice && invoice.status !== 'void' ? invoice : null;
  return (
    <DetailsCard title="Payment Information">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        <Field label={invoiced ? 'Quoted at Submission' : s.paymentStatus === 'pending_invoice' ? 'Estimated Total' : 'Amount'}>
          {amountPaid(s)} {s.paymentCurrency}
        </Field>
        {invoiced ? (
          <Field label={invoiced.status === 'paid' ? 'Invoice Total Paid' : 'Invoice Total Due'}>
            {formatUsd(invoiced.totalCents)} {s.paymentCurrency}
          </Field>
        ) : null}
        <Field label="Payment Status">{paymentStatusText(s.paymentStatus, invoiced)}</Field>
        {s.expeditedFeeCents > 0 ? <Field label="Expedited Fee">{formatUsd(s.expeditedFeeCents)}</Field> : null}
        {s.eraSignatureFeeCents > 0 ? <Field label="Era Signature Fee">{formatUsd(s.eraSignatureFeeCents)}</Field> : null}
        <Field label="Card">{card ?? <Missing>{s.paymentMethod === 'invoice' ? 'Not charged: invoiced after authentication' : 'None'}</Missing>}</Field>
        <Field label="Transaction ID">
          {s.cloverTransactionId ? <span className="font-mono text-xs break-all">{s.cloverTransactionId}</span> : <Missing>None</Missing>}
        </Field>
        {s.paymentDate ? <Field label="Paid On">{formatDateTime(s.paymentDate)}</Field> : null}
      </dl>
      {s.testPayment ? (
        <div className="mt-5">
          <TestPaymentNote mode={s.paymentMode} />
        </div>
      ) : null}
    </DetailsCard>
  );
}

export function CustomerInformation({ submission: s }: Props) {
  return (
    <DetailsCard title="Customer Information">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
        <Field label="Name">{s.fullName}</Field>
        <Field label="Email">{s.email}</Field>
        <Field label="Phone">{s.phoneNumber || <Missing>Not given</Missing>}</Field>
        {s.address ? (
          <Field label="Return Address">
            {addressLines(s).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </Field>
        ) : null}
      </dl>
    </DetailsCard>
  );
}

/**
 * What the authenticators wrote to the customer, newest first, each under what it is about (their
 * internal notes never reach this page; the customer's own words are with each item above).
 */
export function NotesCard({ submission: s }: { submission: SubmissionDetails }) {
  const notes = s.statusHistory.filter((h) => h.note).reverse();
  return (
    <DetailsCard title="Notes">
      {notes.length ? (
        <ul className="grid gap-4">
          {notes.map((h, n) => (
            <li key={`${h.date}-${n}`} className="grid gap-1">
              <p className="text-xs text-slate-600">
                <time dateTime={h.date}>{formatDateTime(h.date)}</time>
                {/* What the note is about ("Item received…", "Declared value corrected…"); a message stands alone. */}
                {h.kind === 'note' ? null : <> · {headline(h)}</>}
              </p>
              <p className="text-sm whitespace-pre-line text-ink-900">{h.note}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No notes from our authenticators yet. They appear here as your items are reviewed.</p>
      )}
    </DetailsCard>
  );
}
