import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { ATHLETES } from '@shared/constants';
import { ITEM_TYPES } from '@shared/loa-options';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker } from '@/features/uploads/components/image-picker';
import type { FullLoaFormValues } from '../lib/full-loa-form-schema';

const LOA_IMAGE_MESSAGES = { wrongType: () => 'Only JPG and PNG files are accepted', tooLarge: () => 'File exceeds the 50MB size limit' };

/** One numbered item: athlete, type, notes and its one photo. */
export function FullLoaItem({
  index,
  canRemove,
  onRemove,
  onUploadingChange,
}: {
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const form = useFormContext<FullLoaFormValues>();
  const errors = form.formState.errors.items?.[index];
  return (
    <fieldset className="relative grid gap-4 rounded-lg border border-ink-900/10 bg-paper-50 p-4 sm:p-5">
      <legend className="float-left min-h-9 pt-1 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">Item {index + 1}</legend>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove item ${index + 1}`} className="absolute top-3 right-3 sm:top-4 sm:right-4">
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
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
          {(control) => (
            <NativeSelect {...control} {...form.register(`items.${index}.itemType`)}>
              <option value="">Select item type</option>
              {ITEM_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField label="Item Notes" error={errors?.notes?.message} hint="Describe the item, where it is signed, and anything we should know (inscriptions, provenance).">
        {(control) => <Textarea {...control} rows={3} {...form.register(`items.${index}.notes`)} />}
      </FormField>
      <ImagePicker
        label="Photo of the item"
        hint="One clear photo, so we can match your package to this submission."
        maxImages={1}
        messages={LOA_IMAGE_MESSAGES}
        error={errors?.imageUrls?.message ?? errors?.imageUrls?.root?.message}
        onChange={({ urls, uploading }) => {
          form.setValue(`items.${index}.imageUrls`, urls, { shouldValidate: form.formState.isSubmitted });
          onUploadingChange(uploading);
        }}
      />
    </fieldset>
  );
}
