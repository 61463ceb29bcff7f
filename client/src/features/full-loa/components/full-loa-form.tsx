import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { fullLoaQuote } from '@shared/pricing';
import type { AthleteSlug } from '@shared/constants';
import { AgreementField } from '@/components/forms/agreement-field';
import { ContactSection, ReturnShippingSection } from '@/components/forms/contact-sections';
import { FormSection } from '@/components/forms/form-section';
import { InboundTrackingSection } from '@/components/forms/inbound-tracking-section';
import { ItemsSection } from '@/components/forms/items-section';
import { SubmitButton } from '@/components/forms/submit-button';
import { toastFormRefused } from '@/components/forms/submission-failed';
import { contactOf, emptyReturnShipping } from '@/components/forms/contact-defaults';
import { useItemUploads } from '@/components/forms/use-item-uploads';
import { useSessionPrefill } from '@/components/forms/use-session-prefill';
import { usePersistedForm } from '@/components/forms/use-persisted-form';
import { upgradeCreditOf } from '@shared/upgrade';
import { useUpgradeSource } from '../api/get-upgrade-source';
import { bundleStartingAthletes, type BundleRequest } from '../lib/bundle-params';
import { upgradeStartingItems } from '../lib/upgrade-params';
import { emptyFullLoaItem } from '../lib/full-loa-form-defaults';
import { fullLoaFormSchema, type FullLoaFormValues } from '../lib/full-loa-form-schema';
import { FULL_LOA_ITEM_ROW } from '../lib/full-loa-item-row';
import { BundleBanner } from './bundle-banner';
import { UpgradeBanner } from './upgrade-banner';
import { FullLoaServiceOptions } from './full-loa-service-options';
import { FullLoaSummary } from './full-loa-summary';

const resolver = zodResolver(fullLoaFormSchema);

function defaults(bundle: BundleRequest | null, upgrade: string | null): FullLoaFormValues {
  return {
    serviceType: 'full_loa',
    ...contactOf(null),
    ...emptyReturnShipping(),
    hologramPlacement: 'certificate',
    serviceLevel: 'standard',
    eraSignature: false,
    bundleType: bundle?.definition.type ?? null,
    upgradeFrom: upgrade,
    inboundShipment: { carrier: '', trackingNumber: '' },
    items: bundle ? bundleStartingAthletes(bundle.definition).map((a) => emptyFullLoaItem(a)) : [emptyFullLoaItem()],
    agree: false,
  };
}

interface FullLoaFormProps {
  /** Kept in the tab under this name until the order is placed (usePersistedForm). */
  persistKey: string;
  bundle: BundleRequest | null;
  /** The order number of a passing Quick Opinion being upgraded (?upgrade=), or null. */
  upgrade?: string | null;
  busy: boolean;
  onSubmit: (values: FullLoaFormValues) => void;
}

/** Step 1 of the Full LOA: the multi-section form with its running estimate. */
export function FullLoaForm({ persistKey, bundle, upgrade = null, busy, onSubmit }: FullLoaFormProps) {
  const form = useForm<FullLoaFormValues>({ resolver, defaultValues: defaults(bundle, upgrade) });
  useSessionPrefill(form);
  usePersistedForm(form, persistKey);
  // The Quick Opinion's items start the rows once it arrives, unless the customer has begun on them.
  const source = useUpgradeSource(upgrade).data ?? null;
  useEffect(() => {
    if (!source) return;
    if (!form.getFieldState('items').isDirty) form.setValue('items', upgradeStartingItems(source));
    // The phone number given with the Quick Opinion, unless one is typed already.
    if (source.phoneNumber && !form.getValues('phoneNumber')) form.setValue('phoneNumber', source.phoneNumber);
  }, [source, form]);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { anyUploading, report, submit } = useItemUploads(form, items.fields, onSubmit, toastFormRefused);

  const [watchedItems, serviceLevel, eraSignature] = useWatch({ control: form.control, name: ['items', 'serviceLevel', 'eraSignature'] });
  const quote = fullLoaQuote({
    items: watchedItems.map((i) => ({ athlete: (i.athlete || null) as AthleteSlug | null })),
    serviceLevel: serviceLevel ?? 'standard',
    eraSignature: Boolean(eraSignature),
    bundleType: bundle?.definition.type ?? null,
    // Known once the Quick Opinion is read; the server applies the credit either way.
    upgradeCreditCents: source ? upgradeCreditOf(source) : 0,
  });
  const credit = upgrade ? { orderNumber: upgrade, known: source !== null } : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Full LOA submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-10">
          {quote.bundle ? <BundleBanner bundle={quote.bundle} /> : null}
          {upgrade ? <UpgradeBanner orderNumber={upgrade} /> : null}
            <ContactSection id="loa-contact" />
            <ReturnShippingSection id="loa-address" />
            <FullLoaServiceOptions />
            <ItemsSection id="loa-items" config={FULL_LOA_ITEM_ROW} items={items} onAdd={() => items.append(emptyFullLoaItem())} onUploadingChange={report} />
            <InboundTrackingSection id="loa-tracking" />
          <FormSection id="loa-agreement" title="Submission Agreement">
            <AgreementField promise="I will ship my items insured and tracked with my order number, and I understand submission fees are non-refundable." />
            <SubmitButton label="Submit Full LOA Request" busyLabel={busy ? 'Submitting...' : null} uploading={anyUploading} />
          </FormSection>
        </div>
          <FullLoaSummary quote={quote} upgrade={credit} />
      </form>
    </FormProvider>
  );
}
