import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MAX_ITEMS_PER_ORDER, fullLoaQuote } from '@shared/pricing';
import type { AthleteSlug } from '@shared/constants';
import { HydrationBoundary } from '@/components/layout/deferred';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/components/ui/use-toast';
import { useSessionUser } from '@/api/auth/get-user';
import { useUploadingTracker } from '@/components/uploads/use-uploading-tracker';
import { bundleStartingAthletes, type BundleRequest } from '../lib/bundle-params';
import { lazyResolver } from '@/lib/lazy-resolver';
import { emptyFullLoaItem } from '../lib/full-loa-form-defaults';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';
import { BundleBanner } from './bundle-banner';
import { FormSection } from './form-section';
import { FullLoaAddressFields } from './full-loa-address-fields';
import { FullLoaItem } from './full-loa-item';
import { FullLoaServiceOptions } from './full-loa-service-options';
import { FullLoaSummary } from './full-loa-summary';

// Zod and the schema load after the page is shown (lib/lazy-resolver.ts).
const validation = lazyResolver(() => import('../lib/full-loa-form-resolver').then((m) => m.fullLoaResolver));

function defaults(bundle: BundleRequest | null, user: ReturnType<typeof useSessionUser>): FullLoaFormValues {
  return {
    serviceType: 'full_loa',
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phoneNumber: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'USA',
    shippingMethod: 'standard',
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
  const user = useSessionUser();
  const form = useForm<FullLoaFormValues>({ resolver: validation.resolver, defaultValues: defaults(bundle, user) });
  useEffect(() => validation.preload(), []);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { anyUploading, report, forget } = useUploadingTracker();

  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('email')) setValue('email', user.email);
    if (!getValues('fullName')) setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
  }, [user, getValues, setValue]);

  const [watchedItems, serviceLevel, eraSignature] = useWatch({ control: form.control, name: ['items', 'serviceLevel', 'eraSignature'] });
  const quote = fullLoaQuote({
    items: watchedItems.map((i) => ({ athlete: (i.athlete || null) as AthleteSlug | null })),
    serviceLevel: serviceLevel ?? 'standard',
    eraSignature: Boolean(eraSignature),
    bundleType: bundle?.definition.type ?? null,
  });

  const submit = form.handleSubmit(
    (values) => {
      if (!anyUploading) onSubmit(values);
    },
    () => toast({ variant: 'destructive', title: 'Submission failed', description: 'There was an error processing your request. Please try again.' }),
  );
  const { errors } = form.formState;
  const listError = errors.items?.message ?? errors.items?.root?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Full LOA submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-10">
          {quote.bundle ? <BundleBanner bundle={quote.bundle} /> : null}
          {/* Each section hydrates on its own (HydrationBoundary): short tasks instead of one long one. */}
          <HydrationBoundary>
            <FullLoaAddressFields />
          </HydrationBoundary>
          <HydrationBoundary>
            <FullLoaServiceOptions />
          </HydrationBoundary>
          <HydrationBoundary>
            <FormSection id="loa-items" title={`Items (${items.fields.length} of ${MAX_ITEMS_PER_ORDER})`}>
              {items.fields.map((field, index) => (
                <FullLoaItem
                  key={field.id}
                  index={index}
                  canRemove={items.fields.length > 1}
                  onRemove={() => {
                    items.remove(index);
                    forget(field.id);
                  }}
                  onUploadingChange={(value) => report(field.id, value)}
                />
              ))}
              {listError ? <p className="text-sm font-medium text-status-rejected">{listError}</p> : null}
              {items.fields.length < MAX_ITEMS_PER_ORDER ? (
                <Button variant="outline" onClick={() => items.append(emptyFullLoaItem())} className="justify-self-start">
                  <Plus aria-hidden="true" /> Add Another Item
                </Button>
              ) : (
                <p className="text-sm text-slate-600">Maximum 10 items per order</p>
              )}
            </FormSection>
          </HydrationBoundary>
          <FormSection id="loa-agreement" title="Submission Agreement">
            <CheckboxField
              label={
                <>
                  I agree to the{' '}
                  <Link to="/terms" className="font-semibold underline decoration-gold-500 underline-offset-2">
                    terms and conditions
                  </Link>
                  . I will ship my items insured and tracked with my submission ID, and I understand submission fees are non-refundable.
                </>
              }
              error={errors.agree?.message}
              {...form.register('agree')}
            />
            {anyUploading ? (
              <p className="text-sm text-slate-700" role="status">
                Please wait until your photos finish uploading.
              </p>
            ) : null}
            <Button type="submit" variant="gold" size="lg" disabled={busy || anyUploading} className="sm:justify-self-start">
              {anyUploading ? 'Uploading photos...' : busy ? 'Submitting...' : 'Submit Full LOA Request'}
            </Button>
          </FormSection>
        </div>
        <HydrationBoundary>
          <FullLoaSummary quote={quote} />
        </HydrationBoundary>
      </form>
    </FormProvider>
  );
}
