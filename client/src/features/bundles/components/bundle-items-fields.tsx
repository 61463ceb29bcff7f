import { Plus } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { MAX_ITEMS_PER_ORDER } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import type { BundleFormValues } from '../lib/bundle-form-schema';
import type { BundleFormApi } from '../lib/use-bundle-form';
import { emptyBundleItem } from '../lib/bundle-form-schema';
import { BundleItemRow } from './bundle-item-row';
import { FormSection } from './form-section';

/** Bundle Items: the rows prefilled from the chosen bundle, which the visitor may change. */
export function BundleItemsFields({ items }: { items: BundleFormApi['items'] }) {
  const { formState } = useFormContext<BundleFormValues>();
  const listError = formState.errors.items?.message ?? formState.errors.items?.root?.message;
  const count = items.fields.length;
  return (
    <FormSection
      id="bundle-items"
      number={2}
      title={`Bundle Items (${count} of ${MAX_ITEMS_PER_ORDER})`}
      lead="One row per item you will ship. Changing, adding or removing an item so it no longer matches the bundle removes the bundle discount."
    >
      <div className="grid gap-4">
        {items.fields.map((field, index) => (
          <BundleItemRow key={field.id} index={index} canRemove={count > 1} onRemove={() => items.remove(index)} />
        ))}
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-status-rejected">
          {listError}
        </p>
      ) : null}
      {count < MAX_ITEMS_PER_ORDER ? (
        <Button variant="outline" onClick={() => items.append(emptyBundleItem())} className="justify-self-start">
          <Plus aria-hidden="true" /> Add Another Item
        </Button>
      ) : (
        <p className="text-sm text-slate-700">Maximum 10 items per order</p>
      )}
    </FormSection>
  );
}
