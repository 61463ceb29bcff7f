import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { COLLECTION_CATEGORIES, COLLECTION_MESSAGES, COLLECTION_RARITIES } from '@shared/collection';
import type { CollectionItem } from '@shared/schemas/collection';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { SingleImageField } from '@/components/uploads/single-image-field';
import { ApiError } from '@/lib/api-client';
import { toastMessage } from '@/lib/toast-message';
import { useSaveCollectionItem } from '../api/save-collection-item';
import { canSubmitItem, emptyItemForm, itemFormResolver, itemFormValues, type ItemFormValues, type ItemPayload } from '../lib/item-form';

const FIELDS = Object.keys(emptyItemForm) as (keyof ItemFormValues)[];

/** Add New Item / Edit Item (docs/product.md, Pages): every field, the image uploaded and previewed at once. */
export function ItemFormDialog({ target, onClose }: { target: CollectionItem | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveCollectionItem();
  const form = useForm<ItemFormValues, unknown, ItemPayload>({
    resolver: itemFormResolver,
    defaultValues: emptyItemForm,
  });
  const { errors, isSubmitting } = form.formState;
  const watched = useWatch({ control: form.control, name: ['title', 'athlete', 'category', 'imageUrl'] });
  const ready = canSubmitItem({ title: watched[0], athlete: watched[1], category: watched[2], imageUrl: watched[3] });

  // Each opening starts from the item (or a blank form), not from what was typed last time.
  useEffect(() => {
    if (target !== null) form.reset(editing ? itemFormValues(editing) : emptyItemForm);
  }, [target, editing, form]);

  const onSubmit = form.handleSubmit(
    async (payload) => {
      try {
        await save.mutateAsync({ id: editing?.id, input: payload });
        toastMessage(editing ? COLLECTION_MESSAGES.updated : COLLECTION_MESSAGES.created);
        onClose();
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0) {
          toastMessage(COLLECTION_MESSAGES.saveFailed, 'destructive');
          return;
        }
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          const name = FIELDS.find((f) => f === field);
          if (name) form.setError(name, { message });
        }
        toastMessage(`Submission Error: Failed to ${editing ? 'update' : 'create'} collection item: ${error.message}`, 'destructive');
      }
    },
    (invalid) => {
      if (invalid.title || invalid.athlete || invalid.category) toastMessage(COLLECTION_MESSAGES.required, 'destructive');
      else if (invalid.imageUrl && !form.getValues('imageUrl')) toastMessage(COLLECTION_MESSAGES.imageRequired, 'destructive');
    },
  );

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Item' : 'Add New Item'}</DialogTitle>
          <DialogDescription>Fields marked * are required. Hidden items are seen by admins only.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField label="Title *" error={errors.title?.message}>
            {(p) => <Input {...p} {...form.register('title')} />}
          </FormField>
          <FormField label="Athlete *" error={errors.athlete?.message}>
            {(p) => <Input {...p} {...form.register('athlete')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Category *" error={errors.category?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register('category')}>
                  <option value="">Select a category</option>
                  {COLLECTION_CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Rarity" error={errors.rarity?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register('rarity')}>
                  <option value="">Not rated</option>
                  {COLLECTION_RARITIES.map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Year" error={errors.year?.message}>
              {(p) => <Input {...p} placeholder="e.g. 1996" {...form.register('year')} />}
            </FormField>
            <FormField label="Display order" hint="Lower numbers show first." error={errors.displayOrder?.message}>
              {(p) => <Input {...p} type="number" min={0} step={1} inputMode="numeric" {...form.register('displayOrder', { valueAsNumber: true })} />}
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            {(p) => <Textarea {...p} rows={3} {...form.register('description')} />}
          </FormField>
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <SingleImageField
                label="Image *"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                messages={{ uploaded: COLLECTION_MESSAGES.uploaded, failed: COLLECTION_MESSAGES.uploadFailed }}
              />
            )}
          />
          <CheckboxField label="Visible in the public gallery" {...form.register('isVisible')} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="gold" disabled={!ready || isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Update Item' : 'Create Item'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
