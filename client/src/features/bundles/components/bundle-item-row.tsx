import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { ATHLETES } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { BundleFormValues } from '../lib/bundle-form-schema';

/** One numbered item of the bundle: athlete, item type (free text) and description. */
export function BundleItemRow({ index, canRemove, onRemove }: { index: number; canRemove: boolean; onRemove: () => void }) {
  const form = useFormContext<BundleFormValues>();
  const errors = form.formState.errors.items?.[index];
  return (
    <fieldset className="relative grid gap-4 rounded-lg border border-ink-900/10 bg-paper-50 p-4 sm:grid-cols-2 sm:p-5">
      {/* The legend must be the fieldset's first child to name the group for screen readers. */}
      <legend className="float-left min-h-9 pt-1 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase sm:col-span-2">Item {index + 1}</legend>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove item ${index + 1}`} className="absolute top-3 right-3 sm:top-4 sm:right-4">
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
      <FormField label="Athlete" error={errors?.athlete?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register(`items.${index}.athlete`)}>
            <option value="">Select athlete</option>
            {ATHLETES.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Item Type" error={errors?.itemType?.message}>
        {(control) => <Input {...control} placeholder="Jersey, Ball, Photo, etc." maxLength={60} {...form.register(`items.${index}.itemType`)} />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField label="Description" error={errors?.description?.message} hint="Where the signature is and any inscription, e.g. 'Signed on the front number in blue marker'.">
          {(control) => <Textarea {...control} rows={2} className="min-h-20" {...form.register(`items.${index}.description`)} />}
        </FormField>
      </div>
    </fieldset>
  );
}
