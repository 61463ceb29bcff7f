import { useEffect, type MutableRefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BundleType } from '@shared/loa-options';
import { formatUsd } from '@shared/pricing';
import { ContactSection, ReturnShippingSection } from '@/components/forms/contact-sections';
import { ItemsSection } from '@/components/forms/items-section';
import { SubmitButton } from '@/components/forms/submit-button';
import { useItemUploads } from '@/components/forms/use-item-uploads';
import { emptyBundleItem, type BundleFormData, type BundleFormValues } from '../lib/bundle-form-schema';
import { BUNDLE_ITEM_ROW } from '../lib/bundle-item-row';
import { quoteItems } from '../lib/bundle-quote';
import type { BundleFormApi } from '../lib/use-bundle-form';
import { BundleAgreement } from './bundle-agreement';
import { BundleSummary } from './bundle-summary';

/**
 * Step 1: the four sections, with the summary beside them (between them and the submit button on
 * a phone, so the price is read before paying). Validation is the shared schema's.
 */
export function BundleForm({
  bundleType,
  items,
  onContinue,
  submitRef,
  saving,
  paying,
  paidNote,
}: {
  bundleType: BundleType;
  items: BundleFormApi['items'];
  onContinue: (values: BundleFormData) => void | Promise<void>;
  /** The form's own submission, for a checkout that reaches the payment step by the address. */
  submitRef: MutableRefObject<(() => Promise<void>) | null>;
  saving: boolean;
  paying: boolean;
  /** Set once a charge is approved: the form is being corrected, not paid again. */
  paidNote: string | null;
}) {
  const form = useFormContext<BundleFormValues, unknown, BundleFormData>();
  const rows = useWatch({ control: form.control, name: 'items' });
  const { anyUploading, report, submit } = useItemUploads(form, items.fields, onContinue);
  useEffect(() => {
    submitRef.current = submit;
  });
  const total = quoteItems(bundleType, rows)?.totalCents ?? 0;

  return (
    <form onSubmit={submit} noValidate aria-label="Bundle submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
      <div className="grid gap-8 lg:col-start-1">
        <ContactSection id="bundle-contact" number={1} />
        <ItemsSection
          id="bundle-items"
          number={2}
          title="Bundle Items"
          lead="One row per item you will ship. Changing, adding or removing an item so it no longer matches the bundle removes the bundle discount."
          config={BUNDLE_ITEM_ROW}
          items={items}
          onAdd={() => items.append(emptyBundleItem())}
          onUploadingChange={report}
        />
        <ReturnShippingSection
          id="bundle-shipping"
          number={3}
          title="Return Shipping Information"
          lead="Where we return your items after the examination. Return shipping is invoiced separately."
          methodHint={null}
        />
      </div>
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
        <BundleSummary bundleType={bundleType} />
      </div>
      <div className="grid gap-6 lg:col-start-1">
        <BundleAgreement />
        {paidNote ? (
          <p role="status" className="rounded-md border border-status-completed/30 bg-green-50 px-4 py-3 text-sm text-ink-900">
            {paidNote}
          </p>
        ) : null}
        <SubmitButton
          label={`Submit Bundle - ${formatUsd(total)}`}
          busyLabel={saving ? 'Submitting...' : paying ? 'Processing Payment...' : null}
          uploading={anyUploading}
          disabled={rows.length === 0}
          className="w-full sm:w-auto"
        />
      </div>
    </form>
  );
}
