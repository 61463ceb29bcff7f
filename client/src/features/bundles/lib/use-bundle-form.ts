import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { BundleType } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { useSessionPrefill } from '@/components/forms/use-session-prefill';
import { usePersistedForm } from '@/components/forms/use-persisted-form';
import { bundleFormSchema, emptyBundleForm, rowsForBundle, type BundleFormData, type BundleFormValues } from './bundle-form-schema';

/** The bundle form's name in the tab's storage (usePersistedForm). */
export const BUNDLE_FORM_KEY = 'bundle';

/**
 * The bundle form, owned by the page rather than the checkout: choosing a bundle card must set the
 * bundle type and the item rows even while the checkout is still hidden.
 */
export function useBundleForm() {
  const form = useForm<BundleFormValues, unknown, BundleFormData>({
    resolver: zodResolver(bundleFormSchema),
    defaultValues: emptyBundleForm(null),
  });
  const user = useSessionPrefill(form);
  // Kept in the tab until the order is placed: a reload finds the bundle, its items and photos.
  usePersistedForm(form, BUNDLE_FORM_KEY);
  const items = useFieldArray({ control: form.control, name: 'items' });
  const { getValues, setValue, clearErrors, reset } = form;

  const { replace } = items;
  const applyBundle = useCallback(
    (type: BundleType) => {
      setValue('bundleType', type);
      replace(rowsForBundle(bundleByType(type), getValues('items')));
      // Complaints about the previous bundle's rows no longer describe what is on screen.
      clearErrors('items');
    },
    [setValue, replace, getValues, clearErrors],
  );

  /** Empties the form and the selection, or starts afresh with the given bundle's rows. */
  const clear = useCallback(
    (type?: BundleType) => reset({ ...emptyBundleForm(user), ...(type ? { bundleType: type, items: rowsForBundle(bundleByType(type)) } : {}) }),
    [reset, user],
  );

  return { form, items, applyBundle, clear };
}

export type BundleFormApi = ReturnType<typeof useBundleForm>;
