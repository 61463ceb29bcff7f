import { useState, type FormEvent } from 'react';
import { formatUsd } from '@shared/pricing';
import type { RefundState } from '@shared/schemas/refund';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatDateTime } from '@/lib/submission-format';
import { useCreateRefund } from '../api/create-refund';
import { usePaymentRefunds } from '../api/get-refunds';
import { pendingRefundNotice } from '../lib/pending-refund';
import { PendingRefund } from './pending-refund';
import { dollarsToCents, useStepRunner } from './shipping-step';

/** One key per opening of the dialog: a double click, or a retry after a lost answer, is the same refund. */
const newRequestKey = () => crypto.randomUUID();

function RefundForm({ state, onDone }: { state: RefundState; onDone: () => void }) {
  const create = useCreateRefund();
  const { errors, run } = useStepRunner('Refund made');
  const [requestKey] = useState(newRequestKey);
  // Full by default: what remains, as the server computed it.
  const [amount, setAmount] = useState((state.refundableCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  const cents = dollarsToCents(amount);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => create.mutateAsync({ paymentId: state.paymentId, input: { amountCents: cents, reason, requestKey } })).then((ok) => ok && onDone());
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Refund">
      <FormField label="Amount to refund ($)" error={errors.amountCents} hint={`Up to ${formatUsd(state.refundableCents)}, back to the card it was paid with.`}>
        {(control) => <Input {...control} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </FormField>
      <FormField label="Reason" error={errors.reason} hint="Kept for admins; the customer is e-mailed the amount and sees it on their order.">
        {(control) => <Textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Keep the payment
        </Button>
        <Button type="submit" variant="destructive" disabled={create.isPending}>
          {create.isPending ? 'Refunding…' : `Refund ${Number.isNaN(cents) ? '' : formatUsd(cents)}`}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RefundHistory({ state }: { state: RefundState }) {
  if (!state.refunds.length) return null;
  return (
    <ul className="grid gap-1.5 text-sm" aria-label="Refunds of this payment">
      {state.refunds.map((r) => (
        <li key={r.id} className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold text-ink-900">{formatUsd(r.amountCents)}</span>
          <Badge variant={r.status === 'succeeded' ? 'completed' : r.status === 'pending' ? 'gold' : 'rejected'}>
            {r.status === 'succeeded' ? 'Refunded' : r.status === 'pending' ? 'Not confirmed yet' : 'Refused'}
          </Badge>
          <span className="text-slate-600">
            {formatDateTime(r.createdAt)}
            {r.adminName ? ` · ${r.adminName}` : ''} · {r.reason}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Refunds part or all of a card charge (decision 027): what it took, what was refunded, and a form with
 * the amount (all that remains by default) and the reason. The server checks the amount again.
 */
export function RefundDialog({ paymentId, open, onOpenChange }: { paymentId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const query = usePaymentRefunds(paymentId, open);
  const state = query.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Refund payment</DialogTitle>
          <DialogDescription>
            {state ? (
              <>
                {state.label} <span className="font-mono">{state.orderReference}</span>: {formatUsd(state.amountCents)} charged, {formatUsd(state.refundedCents)} refunded,{' '}
                <strong className="text-ink-900">{formatUsd(state.refundableCents)} refundable</strong>.{state.testPayment ? ' A test payment: no real money moves.' : ''}
              </>
            ) : (
              'Loading the payment…'
            )}
          </DialogDescription>
        </DialogHeader>
        {!state ? (
          query.isError ? <p className="text-sm text-status-rejected">{query.error.message}</p> : <Skeleton className="h-32" />
        ) : (
          <>
            <RefundHistory state={state} />
            <PendingRefund state={state} />
            {state.blockedBy ? (
              // A pending refund says itself above, with the way to ask again.
              pendingRefundNotice(state) ? null : (
                <p role="status" className="rounded-lg border border-gold-500/40 bg-gold-100 p-3 text-sm text-gold-900">
                  {state.blockedBy}
                </p>
              )
            ) : (
              // Remounted on every opening: a fresh request key and the full amount again.
              <RefundForm key={String(open)} state={state} onDone={() => onOpenChange(false)} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A "Refund" button and its dialog, for a list row or a panel. */
export function RefundButton({ paymentId, label = 'Refund' }: { paymentId: number; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? <RefundDialog paymentId={paymentId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
