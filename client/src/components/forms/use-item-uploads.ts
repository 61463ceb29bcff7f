import type { BaseSyntheticEvent } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useUploadingTracker } from '@/components/uploads/use-uploading-tracker';

/**
 * The photos of a form's item rows: whether any is still uploading, `report` for the rows
 * (ItemsSection's onUploadingChange), and the form's submit handler, which hands the values on only
 * once every photo has its URL. `onInvalid` runs with the form's errors when the schema refuses it.
 */
export function useItemUploads<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  rows: readonly { id: string }[],
  onValid: (values: O) => void | Promise<void>,
  onInvalid?: (errors: FieldErrors<T>) => void,
): { anyUploading: boolean; report: (rowId: string, uploading: boolean) => void; submit: (event?: BaseSyntheticEvent) => Promise<void> } {
  const { anyUploading, report } = useUploadingTracker(rows);
  // What onValid returns is awaited: a caller awaiting `submit` knows when the values were handed on.
  const submit = form.handleSubmit(async (values) => {
    if (!anyUploading) await onValid(values);
  }, onInvalid);
  return { anyUploading, report, submit };
}
