import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '@shared/loa-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { BundleFormValues } from '../lib/bundle-form-schema';
import { FormSection } from './form-section';

/** Contact Information: who we write to about the submission. */
export function BundleContactFields() {
  const form = useFormContext<BundleFormValues>();
  const { errors } = form.formState;
  return (
    <FormSection id="bundle-contact" number={1} title="Contact Information">
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
  );
}

/** Return Shipping Information: where the examined items go back to. */
export function BundleShippingFields() {
  const form = useFormContext<BundleFormValues>();
  const { errors } = form.formState;
  return (
    <FormSection id="bundle-shipping" number={3} title="Return Shipping Information" lead="Where we return your items after the examination. Return shipping is invoiced separately.">
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
            <NativeSelect {...control} {...form.register('country')}>
              {COUNTRIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
