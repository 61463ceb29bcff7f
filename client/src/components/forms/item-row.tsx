import { Trash2 } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { ITEM_TYPES } from '@shared/loa-options';
import { ACCEPTED_IMAGE_NAMES } from '@shared/uploads';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ImagePicker, type ImagePickerMessages } from '@/components/uploads/image-picker';
import { AthleteSelect } from './athlete-select';

/**
 * What one kind of form asks about each item. Every kind has an athlete, a description and photos;
 * the item type is a fixed list (Full LOA), free text (bundles) or absent (Quick Opinion).
 */
export interface ItemRowConfig {
  itemType?: 'select' | 'text';
  /** The form field holding the description: the Full LOA calls it `notes`. */
  description: { field: 'description' | 'notes'; label: string; hint: string; rows?: number; className?: string };
  photos: { label: string; hint: string; maxImages: number; messages: ImagePickerMessages };
  /** The LOA items (mailed in) ask for a declared value; a Quick Opinion's do not. */
  declaredValue?: boolean;
}

// The fields of one item as every form's rows share them; each form's schema decides the rules.
export interface ItemFields {
  athlete: string;
  itemType?: string;
  description?: string;
  notes?: string;
  imageUrls: string[];
  declaredValue?: string | number | null;
}

/** The one photo of an LOA item (Full LOA and bundles): the intake matches the package against it. */
export const ONE_ITEM_PHOTO: ItemRowConfig['photos'] = {
  label: 'Photo of the item',
  hint: 'One clear photo, so we can match your package to this submission.',
  maxImages: 1,
  messages: { wrongType: () => `Only ${ACCEPTED_IMAGE_NAMES} files are accepted`, tooLarge: () => 'File exceeds the 50MB size limit' },
};

/** The declared value of an LOA item (shared/declared-value.ts): optional, in dollars. */
export const DECLARED_VALUE_FIELD = {
  label: 'Declared value ($)',
  hint: 'Optional: what you say the item is worth, in US dollars. We insure its return for this amount; without one it travels back uninsured.',
} as const;

/** One numbered item of a submission form, removable while it is not the last one. */
export function ItemRow({
  index,
  config,
  canRemove,
  onRemove,
  onUploadingChange,
  photoSlot,
}: {
  index: number;
  config: ItemRowConfig;
  canRemove: boolean;
  onRemove: () => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The item's name in the tab's photo memory (use-persisted-form.ts): its form's and its place's. */
  photoSlot: string;
}) {
  const form = useFormContext<{ items: ItemFields[] }>();
  const errors = form.formState.errors.items?.[index];
  const { itemType, description, photos, declaredValue } = config;
  const athlete = (
    <FormField label="Athlete" error={errors?.athlete?.message}>
      {(control) => <AthleteSelect {...control} {...form.register(`items.${index}.athlete`)} />}
    </FormField>
  );
  return (
    <fieldset className="relative grid gap-4 rounded-lg border border-ink-900/10 bg-paper-50 p-4 sm:p-5">
      {/* The legend must be the fieldset's first child to name the group for screen readers. */}
      <legend className="float-left min-h-9 pt-1 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">Item {index + 1}</legend>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove item ${index + 1}`} className="absolute top-3 right-3 sm:top-4 sm:right-4">
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
      {itemType ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {athlete}
          <FormField label="Item Type" error={errors?.itemType?.message}>
            {(control) =>
              itemType === 'text' ? (
                <Input {...control} placeholder="Jersey, Ball, Photo, etc." maxLength={60} {...form.register(`items.${index}.itemType`)} />
              ) : (
                <NativeSelect {...control} {...form.register(`items.${index}.itemType`)}>
                  <option value="">Select item type</option>
                  {ITEM_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </NativeSelect>
              )
            }
          </FormField>
        </div>
      ) : (
        athlete
      )}
      <FormField label={description.label} error={errors?.[description.field]?.message} hint={description.hint}>
        {(control) => <Textarea {...control} rows={description.rows ?? 3} className={description.className} {...form.register(`items.${index}.${description.field}`)} />}
      </FormField>
      {declaredValue ? (
        <div className="sm:max-w-md">
          <FormField label={DECLARED_VALUE_FIELD.label} error={errors?.declaredValue?.message} hint={DECLARED_VALUE_FIELD.hint}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder="2500.00" maxLength={20} {...form.register(`items.${index}.declaredValue`)} />}
          </FormField>
        </div>
      ) : null}
      <ImagePicker
        label={photos.label}
        hint={photos.hint}
        maxImages={photos.maxImages}
        messages={photos.messages}
        error={errors?.imageUrls?.message ?? errors?.imageUrls?.root?.message}
        // A restored form's row starts with the photos it already holds.
        restore={{ slot: photoSlot, urls: form.getValues(`items.${index}.imageUrls`) ?? [] }}
        onChange={({ urls, uploading }) => {
          form.setValue(`items.${index}.imageUrls`, urls, { shouldValidate: form.formState.isSubmitted });
          onUploadingChange(uploading);
        }}
      />
    </fieldset>
  );
}
