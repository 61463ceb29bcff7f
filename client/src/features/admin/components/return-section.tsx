import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Carrier } from '@shared/carriers';
import { declaredTotalCents, insuredText } from '@shared/declared-value';
import type { AdminShipping } from '@shared/schemas/shipping';
import type { Submission } from '@shared/schemas/submission';
import { CarrierSelect } from '@/components/forms/carrier-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/submission-format';
import { useRecordReturn } from '../api/record-return';
import { everyItemJudged } from '../lib/verdicts';
import { DeclaredValues } from './declared-values';
import { dollarsToCents, todayIso, useStepRunner } from './shipping-step';
import { TrackingText } from './tracking-text';

function ReturnForm({ submission, view, onStep }: { submission: Submission; view: AdminShipping; onStep: () => Promise<unknown> }) {
  const record = useRecordReturn();
  const { errors, run } = useStepRunner('Return shipment recorded', onStep);
  const [carrier, setCarrier] = useState<Carrier | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  // The return is insured for the declared total (the Terms); the admin may raise it, not lower it.
  const [insured, setInsured] = useState((declaredTotalCents(submission.items) / 100).toFixed(2));
  const [shippedOn, setShippedOn] = useState(todayIso());
  const [overrideReason, setOverrideReason] = useState('');
  const unpaid = view.invoice?.status !== 'paid';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      record.mutateAsync({
        id: view.submissionId,
        input: {
          carrier: carrier as Carrier,
          trackingNumber,
          insuredValueCents: dollarsToCents(insured),
          shippedOn,
          ...(unpaid ? { overrideReason } : {}),
        },
      }),
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Record return shipment">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Carrier" error={errors.carrier}>
          {(control) => (
            <CarrierSelect {...control} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} />
          )}
        </FormField>
        <FormField label="Tracking number" error={errors.trackingNumber}>
          {(control) => <Input {...control} autoComplete="off" value={trackingNumber} onChange={(e) => setTrackingNumber(e.target.value)} />}
        </FormField>
        <FormField label="Insured value ($)" error={errors.insuredValueCents} hint="At least the declared total.">
          {(control) => <Input {...control} inputMode="decimal" value={insured} onChange={(e) => setInsured(e.target.value)} />}
        </FormField>
        <FormField label="Ship date" error={errors.shippedOn}>
          {(control) => <Input {...control} type="date" value={shippedOn} max={todayIso()} onChange={(e) => setShippedOn(e.target.value)} />}
        </FormField>
      </div>
      {unpaid ? (
        <>
          <p role="note" className="flex gap-2 rounded-md border border-gold-500/40 bg-gold-100 p-3 text-sm text-gold-900">
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            The invoice is not paid. The item ships only with an override: say why (kept for admins, never shown to the customer).
          </p>
          <FormField label="Override reason" error={errors.overrideReason}>
            {(control) => <Textarea {...control} rows={2} className="min-h-0" value={overrideReason} onChange={(e) => setOverrideReason(e.target.value)} />}
          </FormField>
        </>
      ) : null}
      <div>
        <Button type="submit" variant="primary" size="sm" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : 'Record return shipment'}
        </Button>
      </div>
    </form>
  );
}

/** The way back: the shipment once recorded, or the form to record it once the parcel is in and judged. */
export function ReturnSection({ submission, view, onStep }: { submission: Submission; view: AdminShipping; onStep: () => Promise<unknown> }) {
  const back = view.returnShipment;
  return (
    <div className="grid gap-3">
      <h4 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">Return shipment</h4>
      {back ? (
        <div className="grid gap-1 text-sm text-slate-700">
          <p>
            <TrackingText carrier={back.carrierLabel} number={back.trackingNumber} url={back.trackingUrl} /> · shipped {formatDate(back.shippedAt)} ·{' '}
            {insuredText(back.insuredValueCents).toLowerCase()}
          </p>
          {view.returnOverrideReason ? <p className="text-gold-900">Shipped before payment: {view.returnOverrideReason}</p> : null}
        </div>
      ) : !view.inbound?.receivedAt ? (
        <p className="text-sm text-slate-600">Recorded once the parcel has been received.</p>
      ) : !everyItemJudged(submission) ? (
        <p className="text-sm text-slate-600">Recorded once every item has its verdict.</p>
      ) : (
        <>
          <DeclaredValues submission={submission} />
          <ReturnForm submission={submission} view={view} onStep={onStep} />
        </>
      )}
    </div>
  );
}
