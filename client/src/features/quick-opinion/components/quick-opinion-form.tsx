import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { AgreementField } from '@/components/forms/agreement-field';
import { ContactSection } from '@/components/forms/contact-sections';
import { ItemsSection } from '@/components/forms/items-section';
import { SubmitButton } from '@/components/forms/submit-button';
import { toastFormRefused } from '@/components/forms/submission-failed';
import { contactOf } from '@/components/forms/contact-defaults';
import { useItemUploads } from '@/components/forms/use-item-uploads';
import { useSessionPrefill } from '@/components/forms/use-session-prefill';
import { usePersistedForm } from '@/components/forms/use-persisted-form';
import { useEffect, type MutableRefObject } from 'react';
import { emptyQuickOpinionItem } from '../lib/quick-opinion-form-defaults';
import { quickOpinionFormSchema, type QuickOpinionFormValues } from '../lib/quick-opinion-form-schema';
import { QUICK_OPINION_ITEM_ROW } from '../lib/quick-opinion-item-row';
import { QuickOpinionSummary } from './quick-opinion-summary';

const resolver = zodResolver(quickOpinionFormSchema);

/** Step 1: contact details, 1 to 10 items with photos, the agreement, and the summary beside it. */
export function QuickOpinionForm({
  onContinue,
  busy,
  persistKey,
  submitRef,
}: {
  onContinue: (values: QuickOpinionFormValues) => void | Promise<void>;
  busy: boolean;
  /** Kept in the tab under this name until the order is placed (usePersistedForm). */
  persistKey: string;
  /** The form's own submission, for a checkout that reaches the payment step by the address. */
  submitRef: MutableRefObject<(() => Promise<void>) | null>;
}) {
  const form = useForm<QuickOpinionFormValues>({
    resolver,
    defaultValues: { serviceType: 'quick_opinion', ...contactOf(null), phoneNumber: '', items: [emptyQuickOpinionItem()], agree: false },
  });
  useSessionPrefill(form);
  usePersistedForm(form, persistKey);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { anyUploading, report, submit } = useItemUploads(form, items.fields, onContinue, toastFormRefused);
  useEffect(() => {
    submitRef.current = submit;
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Quick Opinion submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-8">
            <ContactSection id="qo-contact" title="Your Details" phoneLabel="Phone Number (optional)" />
            <ItemsSection id="qo-items" config={QUICK_OPINION_ITEM_ROW} items={items} onAdd={() => items.append(emptyQuickOpinionItem())} onUploadingChange={report} />
          <section aria-label="Agreement" className="grid gap-5">
            <AgreementField promise="I understand a Quick Opinion is based on photos only and its fee is non-refundable." />
            <SubmitButton label="Continue to Payment" busyLabel={busy ? 'Submitting...' : null} uploading={anyUploading} />
          </section>
        </div>
          <QuickOpinionSummary itemCount={items.fields.length} />
      </form>
    </FormProvider>
  );
}
