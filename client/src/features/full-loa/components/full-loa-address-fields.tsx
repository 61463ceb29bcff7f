import { useFormContext } from 'react-hook-form';
import { SHIPPING_METHODS } from '@shared/loa-options';
import { ContactInputs, ReturnAddressInputs } from '@/components/forms/contact-fields';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FormSection } from './form-section';

/** Who is submitting, and where the items go back to. */
export function FullLoaAddressFields() {
  const form = useFormContext<FullLoaFormValues>();
  const { errors } = form.formState;
  return (
    <>
      <FormSection id="loa-contact" title="Contact Information">
        <ContactInputs />
      </FormSection>
      <FormSection id="loa-address" title="Return Shipping Address">
        <div className="grid gap-4 sm:grid-cols-2">
          <ReturnAddressInputs />
          <div className="sm:col-span-2">
            <FormField label="Return Shipping Method" error={errors.shippingMethod?.message} hint="Return shipping is invoiced separately.">
              {(control) => (
                <NativeSelect {...control} {...form.register('shippingMethod')}>
                  {SHIPPING_METHODS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label.replace(' return shipping', '')} ({m.turnaround})
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
        </div>
      </FormSection>
    </>
  );
}
