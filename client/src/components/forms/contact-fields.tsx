import { useFormContext } from 'react-hook-form';
import { COUNTRIES } from '@shared/loa-options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** The fields every submission form shares; each form's own schema decides which are required. */
interface ContactShape {
  fullName: string;
  email: string;
  phoneNumber?: string | undefined;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string | undefined;
}

/** Full name, e-mail and phone, inside a form that has a FormProvider. */
export function ContactInputs({ phoneLabel = 'Phone Number' }: { phoneLabel?: string }) {
  const form = useFormContext<ContactShape>();
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Full Name" error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={phoneLabel} error={errors.phoneNumber?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" {...form.register('phoneNumber')} />}
      </FormField>
    </div>
  );
}

/** Street, city, state, zip and country of the return address. */
export function ReturnAddressInputs() {
  const form = useFormContext<ContactShape>();
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}
