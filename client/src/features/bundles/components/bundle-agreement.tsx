import { useFormContext } from 'react-hook-form';
import { AgreementField } from '@/components/forms/agreement-field';
import { OVERPAYMENT_QUESTION, OverpaymentChoiceOptions } from '@/components/submissions/overpayment-choice-options';
import type { BundleFormValues } from '../lib/bundle-form-schema';
import { FormSection } from '@/components/forms/form-section';
import { ShippingFacility } from './shipping-facility';

/** Submission Agreement: how the package reaches us, what becomes of a difference if an item fails, and the box to tick. */
export function BundleAgreement() {
  const form = useFormContext<BundleFormValues>();
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
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-900">If an item does not pass</legend>
        <p className="text-sm text-slate-600">{OVERPAYMENT_QUESTION}</p>
        <OverpaymentChoiceOptions inputProps={() => form.register('overpaymentChoice')} />
        <p className="text-xs text-slate-600">You can change this on your submission page until the invoice is issued.</p>
      </fieldset>
      <AgreementField promise="I will ship the items listed above in one package with my order number, and I understand submission fees are non-refundable." />
    </FormSection>
  );
}
