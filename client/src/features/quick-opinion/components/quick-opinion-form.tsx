import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MAX_ITEMS_PER_ORDER } from '@shared/pricing';
import { ContactInputs } from '@/components/forms/contact-fields';
import { HydrationBoundary } from '@/components/layout/deferred';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { toast } from '@/components/ui/use-toast';
import { useSessionUser } from '@/api/auth/get-user';
import { useUploadingTracker } from '@/components/uploads/use-uploading-tracker';
import { lazyResolver } from '@/lib/lazy-resolver';
import { emptyQuickOpinionItem } from '../lib/quick-opinion-form-defaults';
import type { QuickOpinionFormValues } from '../lib/quick-opinion-form-schema';
import { QuickOpinionItem } from './quick-opinion-item';
import { QuickOpinionSummary } from './quick-opinion-summary';

// Zod and the schema load after the page is shown (lib/lazy-resolver.ts).
const validation = lazyResolver(() => import('../lib/quick-opinion-form-resolver').then((m) => m.quickOpinionResolver));

/** Step 1: contact details, 1 to 10 items with photos, the agreement, and the summary beside it. */
export function QuickOpinionForm({ onContinue, busy }: { onContinue: (values: QuickOpinionFormValues) => void; busy: boolean }) {
  const user = useSessionUser();
  const form = useForm<QuickOpinionFormValues>({
    resolver: validation.resolver,
    defaultValues: {
      serviceType: 'quick_opinion',
      email: user?.email ?? '',
      fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      phoneNumber: '',
      items: [emptyQuickOpinionItem()],
      agree: false,
    },
  });
  useEffect(() => validation.preload(), []);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { anyUploading, report, forget } = useUploadingTracker();
  const { errors } = form.formState;

  // The signed-in user may arrive after the first render: fill what the visitor has not typed yet.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('email')) setValue('email', user.email);
    if (!getValues('fullName')) setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
  }, [user, getValues, setValue]);

  const submit = form.handleSubmit(
    (values) => {
      if (anyUploading) return;
      onContinue(values);
    },
    () => toast({ variant: 'destructive', title: 'Submission failed', description: 'There was an error processing your request. Please try again.' }),
  );

  const itemCount = useWatch({ control: form.control, name: 'items' }).length;
  const listError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Quick Opinion submission" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* Each section hydrates on its own (HydrationBoundary): short tasks instead of one long one. */}
        <div className="grid gap-8">
          <HydrationBoundary>
            <section aria-labelledby="qo-contact" className="grid gap-4">
              <h3 id="qo-contact" className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
                Your Details
              </h3>
              <ContactInputs phoneLabel="Phone Number (optional)" />
            </section>
          </HydrationBoundary>

          <HydrationBoundary>
            <section aria-labelledby="qo-items" className="grid gap-4">
              <h3 id="qo-items" className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">
                Items ({items.fields.length} of {MAX_ITEMS_PER_ORDER})
              </h3>
              {items.fields.map((field, index) => (
                <QuickOpinionItem
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
                <Button variant="outline" onClick={() => items.append(emptyQuickOpinionItem())} className="justify-self-start">
                  <Plus aria-hidden="true" /> Add Another Item
                </Button>
              ) : (
                <p className="text-sm text-slate-600">Maximum 10 items per order</p>
              )}
            </section>
          </HydrationBoundary>

          <section aria-label="Agreement" className="grid gap-5">
            <CheckboxField
              label={
                <>
                  I agree to the{' '}
                  <Link to="/terms" className="font-semibold underline decoration-gold-500 underline-offset-2">
                    terms and conditions
                  </Link>
                  . I understand a Quick Opinion is based on photos only and its fee is non-refundable.
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
              {anyUploading ? 'Uploading photos...' : busy ? 'Submitting...' : 'Continue to Payment'}
            </Button>
          </section>
        </div>
        <HydrationBoundary>
          <QuickOpinionSummary itemCount={itemCount} />
        </HydrationBoundary>
      </form>
    </FormProvider>
  );
}
