import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { SHIPPING_METHODS } from '@shared/loa-options';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { ContactInputs, ReturnAddressInputs } from './contact-fields';
import { FormSection } from './form-section';

interface SectionProps {
  id: string;
  title?: string;
  number?: number;
  lead?: ReactNode;
}

/** Who is submitting: full name, e-mail and phone. */
export function ContactSection({ id, title = 'Contact Information', number, lead, phoneLabel }: SectionProps & { phoneLabel?: string }) {
  return (
    <FormSection id={id} number={number} title={title} lead={lead}>
      <ContactInputs phoneLabel={phoneLabel} />
    </FormSection>
  );
}

/**
 * Where the examined items go back to, and how fast. `methodHint` (under the method) says the
 * return shipping is invoiced separately; null where the section's lead already says so.
 */
export function ReturnShippingSection({
  id,
  title = 'Return Shipping Address',
  number,
  lead,
  methodHint = 'Return shipping is invoiced separately.',
}: SectionProps & { methodHint?: string | null }) {
  const form = useFormContext<{ shippingMethod?: string | undefined }>();
  return (
    <FormSection id={id} number={number} title={title} lead={lead}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReturnAddressInputs />
        <div className="sm:col-span-2">
          <FormField label="Return Shipping Method" error={form.formState.errors.shippingMethod?.message} hint={methodHint ?? undefined}>
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
  );
}
