import { useFormContext } from 'react-hook-form';
import { ITEM_TYPES } from '@shared/loa-options';
import { AthleteSelect } from '@/components/forms/athlete-select';
import { ItemFieldset } from '@/components/forms/item-fieldset';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker } from '@/components/uploads/image-picker';
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
    <ItemFieldset index={index} canRemove={canRemove} onRemove={onRemove}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Athlete" error={errors?.athlete?.message}>
          {(control) => (
            <AthleteSelect {...control} {...form.register(`items.${index}.athlete`)} />
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
    </ItemFieldset>
  );
}
