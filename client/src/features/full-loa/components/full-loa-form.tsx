import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { fullLoaQuote } from '@shared/pricing';
import type { AthleteSlug } from '@shared/constants';
import { AgreementField } from '@/components/forms/agreement-field';
import { ContactSection, ReturnShippingSection } from '@/components/forms/contact-sections';
import { FormSection } from '@/components/forms/form-section';
import { ItemsSection } from '@/components/forms/items-section';
import { SubmitButton } from '@/components/forms/submit-button';
import { toastSubmissionFailed } from '@/components/forms/submission-failed';
import { contactOf, emptyReturnShipping } from '@/components/forms/contact-defaults';
import { useItemUploads } from '@/components/forms/use-item-uploads';
import { useSessionPrefill } from '@/components/forms/use-session-prefill';
import { HydrationBoundary } from '@/components/layout/deferred';
import { lazyResolver } from '@/lib/lazy-resolver';
import { bundleStartingAthletes, type BundleRequest } from '../lib/bundle-params';
import { emptyFullLoaItem } from '../lib/full-loa-form-defaults';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FULL_LOA_ITEM_ROW } from '../lib/full-loa-item-row';
import { BundleBanner } from './bundle-banner';
import { FullLoaServiceOptions } from './full-loa-service-options';
import { FullLoaSummary } from './full-loa-summary';

// Zod and the schema load after the page is shown (lib/lazy-resolver.ts).
const validation = lazyResolver(() => import('../lib/full-loa-form-resolver').then((m) => m.fullLoaResolver));

function defaults(bundle: BundleRequest | null): FullLoaFormValues {
  return {
    serviceType: 'full_loa',
    ...contactOf(null),
    ...emptyReturnShipping(),
    hologramPlacement: 'certificate',
    serviceLevel: 'standard',
    eraSignature: false,
    bundleType: bundle?.definition.type ?? null,
    items: bundle ? bundleStartingAthletes(bundle.definition).map((a) => emptyFullLoaItem(a)) : [emptyFullLoaItem()],
    agree: false,
  };
}

/** Step 1 of the Full LOA: the multi-section form with its running estimate. */
export function FullLoaForm({ bundle, busy, onSubmit }: { bundle: BundleRequest | null; busy: boolean; onSubmit: (values: FullLoaFormValues) => void }) {
  const form = useForm<FullLoaFormValues>({ resolver: validation.resolver, defaultValues: defaults(bundle) });
  useSessionPrefill(form);
  useEffect(() => validation.preload(), []);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { anyUploading, report, submit } = useItemUploads(form, items.fields, onSubmit, () => toastSubmissionFailed());

  const [watchedItems, serviceLevel, eraSignature] = useWatch({ control: form.control, name: ['items', 'serviceLevel', 'eraSignature'] });
  const quote = fullLoaQuote({
    items: watchedItems.map((i) => ({ athlete: (i.athlete || null) as AthleteSlug | null })),
    serviceLevel: serviceLevel ?? 'standard',
    eraSignature: Boolean(eraSignature),
    bundleType: bundle?.definition.type ?? null,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Full LOA submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-10">
          {quote.bundle ? <BundleBanner bundle={quote.bundle} /> : null}
          {/* Each section hydrates on its own (HydrationBoundary): short tasks instead of one long one. */}
          <HydrationBoundary>
            <ContactSection id="loa-contact" />
            <ReturnShippingSection id="loa-address" />
          </HydrationBoundary>
          <HydrationBoundary>
            <FullLoaServiceOptions />
          </HydrationBoundary>
          <HydrationBoundary>
            <ItemsSection id="loa-items" config={FULL_LOA_ITEM_ROW} items={items} onAdd={() => items.append(emptyFullLoaItem())} onUploadingChange={report} />
          </HydrationBoundary>
          <FormSection id="loa-agreement" title="Submission Agreement">
            <AgreementField promise="I will ship my items insured and tracked with my order number, and I understand submission fees are non-refundable." />
            <SubmitButton label="Submit Full LOA Request" busyLabel={busy ? 'Submitting...' : null} uploading={anyUploading} />
          </FormSection>
        </div>
        <HydrationBoundary>
          <FullLoaSummary quote={quote} />
        </HydrationBoundary>
      </form>
    </FormProvider>
  );
}
