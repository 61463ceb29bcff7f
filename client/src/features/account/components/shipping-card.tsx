import { ExternalLink } from 'lucide-react';
import { insuredText } from '@shared/declared-value';
import { useState, type FormEvent } from 'react';
import { RETURN_AFTER_PAYMENT } from '@shared/shipping-wording';
import type { Carrier } from '@shared/carriers';
import type { Shipping } from '@shared/schemas/shipping';
import { CarrierSelect } from '@/components/forms/carrier-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/submission-format';
import { useSetInboundTracking } from '../api/set-inbound-tracking';
import { DetailsCard } from './details-info-cards';
import { Field, Missing } from './field-list';

function TrackingLink({ url, label, number }: { url: string | null; label: string; number: string }) {
  if (!url) return <span>{`${label} ${number}`}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4">
      {`${label} ${number}`}
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only"> (track on the carrier's site, opens in a new tab)</span>
    </a>
  );
}

function InboundForm({ orderNumber, current }: { orderNumber: string; current: Shipping['inbound'] }) {
  const mutation = useSetInboundTracking(orderNumber);
  const [carrier, setCarrier] = useState<Carrier | ''>(current?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(current?.trackingNumber ?? '');
  const errors = mutation.error instanceof ApiError ? mutation.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { carrier: carrier as Carrier, trackingNumber },
      {
        onSuccess: () => toast({ title: 'Tracking saved', description: 'We will watch for your parcel.' }),
        onError: (error) => toast({ variant: 'destructive', title: 'Tracking not saved', description: error.message }),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-end" aria-label="Tracking of the parcel you sent">
      <FormField label="Carrier" error={errors.carrier}>
        {(control) => (
          <CarrierSelect {...control} value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} />
        )}
      </FormField>
      <FormField label="Tracking number" error={errors.trackingNumber}>
        {(control) => <Input {...control} value={trackingNumber} autoComplete="off" onChange={(e) => setTrackingNumber(e.target.value)} />}
      </FormField>
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : current?.trackingNumber ? 'Update tracking' : 'Save tracking'}
      </Button>
    </form>
  );
}

/** The parcel both ways (decision 015): its tracking to us, its arrival, and its way back. */
export function ShippingCard({ orderNumber, shipping }: { orderNumber: string; shipping: Shipping }) {
  const { inbound, returnShipment } = shipping;
  return (
    <DetailsCard title="Shipping">
      <div className="grid gap-6">
        <section aria-labelledby="parcel-in" className="grid gap-3">
          <h3 id="parcel-in" className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
            Your parcel to us
          </h3>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Field label="Tracking">
              {inbound?.trackingNumber && inbound.carrierLabel ? (
                <TrackingLink url={inbound.trackingUrl} label={inbound.carrierLabel} number={inbound.trackingNumber} />
              ) : (
                <Missing>Not given yet</Missing>
              )}
            </Field>
            <Field label="Received">{inbound?.receivedAt ? formatDate(inbound.receivedAt) : <Missing>Not yet</Missing>}</Field>
            {inbound?.condition ? (
              <Field label="Condition on arrival" className="sm:col-span-2">
                <span className="whitespace-pre-line">{inbound.condition}</span>
              </Field>
            ) : null}
          </dl>
          {inbound?.intakeImageUrls.length ? (
            <ul className="flex flex-wrap gap-3" aria-label="Intake photos">
              {inbound.intakeImageUrls.map((url, n) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    <img src={url} alt={`Intake photo ${n + 1}`} className="size-24 rounded-md border border-slate-200 object-cover" loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {shipping.canEditInbound ? <InboundForm orderNumber={orderNumber} current={inbound} /> : null}
        </section>
        <section aria-labelledby="parcel-back" className="grid gap-3 border-t border-slate-200 pt-5">
          <h3 id="parcel-back" className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
            Return shipment
          </h3>
          {returnShipment ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Field label="Tracking">
                <TrackingLink url={returnShipment.trackingUrl} label={returnShipment.carrierLabel} number={returnShipment.trackingNumber} />
              </Field>
              <Field label="Shipped">{formatDate(returnShipment.shippedAt)}</Field>
              <Field label="Insurance">{insuredText(returnShipment.insuredValueCents)}</Field>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">{RETURN_AFTER_PAYMENT} Its tracking will show here.</p>
          )}
        </section>
      </div>
    </DetailsCard>
  );
}
