import { AgreementField } from '@/components/forms/agreement-field';
import { FormSection } from '@/components/forms/form-section';
import { ShippingFacility } from './shipping-facility';

/** Submission Agreement: how the package reaches us, and the box to tick. */
export function BundleAgreement() {
  return (
    <FormSection id="bundle-agreement" number={4} title="Submission Agreement">
      <div className="grid gap-4 rounded-lg border border-gold-500/40 bg-gold-100/40 p-4 text-sm leading-relaxed text-ink-800 sm:p-5">
        <p>
          After payment you receive an <strong>order number</strong> on screen and by e-mail. Ship all items of this bundle together in one
          package to our Chicago-area facility, and <strong>include your order number</strong> on a sheet of paper inside the package (or the
          printed submission PDF).
        </p>
        <ShippingFacility />
        <p>Use an insured, tracked service and declare the value of your items. Return shipping is invoiced separately.</p>
      </div>
      <AgreementField promise="I will ship the items listed above in one package with my order number, and I understand submission fees are non-refundable." />
    </FormSection>
  );
}
