import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { ATHLETES } from '@shared/constants';
import { uploadMessages } from '@shared/uploads';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker } from '@/features/uploads/components/image-picker';
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
    <fieldset className="relative grid gap-4 rounded-lg border border-ink-900/10 bg-paper-50 p-4 sm:p-5">
      {/* The legend must be the fieldset's first child to name the group for screen readers. */}
      <legend className="float-left min-h-9 pt-1 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">Item {index + 1}</legend>
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
    </fieldset>
  );
}
