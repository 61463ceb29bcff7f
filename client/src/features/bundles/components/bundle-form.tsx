import { useFormContext, useWatch } from 'react-hook-form';
import type { BundleType } from '@shared/loa-options';
import { formatUsd } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import type { BundleFormData, BundleFormValues } from '../lib/bundle-form-schema';
import { quoteItems } from '../lib/bundle-quote';
import type { BundleFormApi } from '../lib/use-bundle-form';
import { BundleAgreement } from './bundle-agreement';
import { BundleContactFields, BundleShippingFields } from './bundle-contact-fields';
import { BundleItemsFields } from './bundle-items-fields';
import { BundleSummary } from './bundle-summary';

/**
 * Step 1: the four sections, with the summary beside them (between them and the submit button on
 * a phone, so the price is read before paying). Validation is the shared schema's.
 */
export function BundleForm({
  bundleType,
  items,
  onContinue,
  saving,
  paying,
  paidNote,
}: {
  bundleType: BundleType;
  items: BundleFormApi['items'];
  onContinue: (values: BundleFormData) => void;
  saving: boolean;
  paying: boolean;
  /** Set once a charge is approved: the form is being corrected, not paid again. */
  paidNote: string | null;
}) {
  const form = useFormContext<BundleFormValues, unknown, BundleFormData>();
  const rows = useWatch({ control: form.control, name: 'items' });
  const total = quoteItems(bundleType, rows)?.totalCents ?? 0;
  const busy = saving || paying;
  const label = saving ? 'Submitting...' : paying ? 'Processing Payment...' : `Submit Bundle - ${formatUsd(total)}`;

  return (
    <form
      onSubmit={form.handleSubmit(onContinue)}
      noValidate
      aria-label="Bundle submission"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10"
    >
      <div className="grid gap-8 lg:col-start-1">
        <BundleContactFields />
        <BundleItemsFields items={items} />
        <BundleShippingFields />
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
        <Button type="submit" variant="gold" size="lg" disabled={busy || rows.length === 0} className="w-full sm:w-auto sm:justify-self-start">
          {label}
        </Button>
      </div>
    </form>
  );
}
