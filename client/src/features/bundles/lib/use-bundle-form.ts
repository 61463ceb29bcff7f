import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { BundleType } from '@shared/loa-options';
import { bundleByType } from '@shared/pricing';
import { useUser } from '@/api/auth/get-user';
import { bundleFormSchema, emptyBundleForm, rowsForBundle, type BundleFormData, type BundleFormValues } from './bundle-form-schema';

/**
 * The bundle form, owned by the page rather than the checkout: choosing a bundle card must set the
 * bundle type and the item rows even while the checkout is still hidden.
 */
export function useBundleForm() {
  const { user } = useUser();
  const form = useForm<BundleFormValues, unknown, BundleFormData>({
    resolver: zodResolver(bundleFormSchema),
    defaultValues: emptyBundleForm(user),
  });
  const items = useFieldArray({ control: form.control, name: 'items' });

  // The signed-in user may arrive after the first render: fill what the visitor has not typed yet.
  const { getValues, setValue, clearErrors, reset } = form;
  useEffect(() => {
    if (!user) return;
    if (!getValues('email')) setValue('email', user.email);
    if (!getValues('fullName')) setValue('fullName', `${user.firstName} ${user.lastName}`.trim());
  }, [user, getValues, setValue]);

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
