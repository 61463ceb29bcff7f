import { useFormContext } from 'react-hook-form';
import { COUNTRIES, SHIPPING_METHODS } from '@shared/loa-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Full Name" error={errors.fullName?.message}>
            {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
          </FormField>
          <FormField label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </FormField>
          <FormField label="Phone Number" error={errors.phoneNumber?.message}>
            {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phoneNumber')} />}
          </FormField>
        </div>
      </FormSection>
      <FormSection id="loa-address" title="Return Shipping Address">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label="Street Address" error={errors.address?.message}>
              {(control) => <Input {...control} autoComplete="street-address" {...form.register('address')} />}
            </FormField>
          </div>
          <FormField label="City" error={errors.city?.message}>
            {(control) => <Input {...control} autoComplete="address-level2" {...form.register('city')} />}
          </FormField>
          <FormField label="State/Province" error={errors.state?.message}>
            {(control) => <Input {...control} autoComplete="address-level1" {...form.register('state')} />}
          </FormField>
          <FormField label="Zip/Postal Code" error={errors.zipCode?.message}>
            {(control) => <Input {...control} autoComplete="postal-code" {...form.register('zipCode')} />}
          </FormField>
          <FormField label="Country" error={errors.country?.message}>
            {(control) => (
              <NativeSelect {...control} autoComplete="country" {...form.register('country')}>
                {COUNTRIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
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
