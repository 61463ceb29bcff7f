import { useFormContext } from 'react-hook-form';
import { uploadMessages } from '@shared/uploads';
import { AthleteSelect } from '@/components/forms/athlete-select';
import { ItemFieldset } from '@/components/forms/item-fieldset';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker } from '@/components/uploads/image-picker';
import type { QuickOpinionFormValues } from '../lib/quick-opinion-form-schema';

const QO_IMAGE_MESSAGES = { wrongType: uploadMessages.wrongType, tooLarge: uploadMessages.tooLarge };

/** One numbered item: athlete, description and its photos. */
export function QuickOpinionItem({
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
  const form = useFormContext<QuickOpinionFormValues>();
  const errors = form.formState.errors.items?.[index];
  return (
    <ItemFieldset index={index} canRemove={canRemove} onRemove={onRemove}>
      <FormField label="Athlete" error={errors?.athlete?.message}>
        {(control) => (
          <AthleteSelect {...control} {...form.register(`items.${index}.athlete`)} />
        )}
      </FormField>
      <FormField label="Item Description" error={errors?.description?.message} hint="What the item is and where the signature is, e.g. 'Signed 1996 Bulls jersey, signature on the front number'.">
        {(control) => <Textarea {...control} rows={3} {...form.register(`items.${index}.description`)} />}
      </FormField>
      <ImagePicker
        label="Photos of the item and signature"
        hint="Clear, well-lit photos of the whole item and a close-up of the signature."
        maxImages={20}
        messages={QO_IMAGE_MESSAGES}
        error={errors?.imageUrls?.message ?? errors?.imageUrls?.root?.message}
        onChange={({ urls, uploading }) => {
          form.setValue(`items.${index}.imageUrls`, urls, { shouldValidate: form.formState.isSubmitted });
          onUploadingChange(uploading);
        }}
      />
    </ItemFieldset>
  );
}
