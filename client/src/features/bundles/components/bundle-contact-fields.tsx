import { ContactInputs, ReturnAddressInputs } from '@/components/forms/contact-fields';
import { FormSection } from './form-section';

/** Contact Information: who we write to about the submission. */
export function BundleContactFields() {
  return (
    <FormSection id="bundle-contact" number={1} title="Contact Information">
      <ContactInputs />
    </FormSection>
  );
}

/** Return Shipping Information: where the examined items go back to. */
export function BundleShippingFields() {
  return (
    <FormSection id="bundle-shipping" number={3} title="Return Shipping Information" lead="Where we return your items after the examination. Return shipping is invoiced separately.">
      <div className="grid gap-4 sm:grid-cols-2">
        <ReturnAddressInputs />
      </div>
    </FormSection>
  );
}
