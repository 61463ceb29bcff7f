import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CarrierSelect } from './carrier-select';
import { FormSection } from './form-section';

interface TrackingValues {
  inboundShipment?: { carrier?: string; trackingNumber?: string } | null;
}

/**
 * Optional on the LOA forms (decision 015): the carrier and tracking number of a parcel already on its
 * way. Left empty, nothing is sent; it can be added later on the submission's page.
 */
export function InboundTrackingSection({ id }: { id: string }) {
  const form = useFormContext<TrackingValues>();
  const errors = form.formState.errors.inboundShipment;
  return (
    <FormSection id={id} title="Already Shipped? (optional)" lead="If your parcel is already on its way, tell us its carrier and tracking number. You can also add them later on your submission's page.">
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <FormField label="Carrier" error={errors?.carrier?.message}>
          {(control) => (
            <CarrierSelect {...control} {...form.register('inboundShipment.carrier')} emptyLabel="Not shipped yet" />
          )}
        </FormField>
        <FormField label="Tracking Number" error={errors?.trackingNumber?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('inboundShipment.trackingNumber')} />}
        </FormField>
      </div>
    </FormSection>
  );
}
