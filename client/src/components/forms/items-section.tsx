import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAX_ITEMS_MESSAGE, MAX_ITEMS_PER_ORDER } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/hooks/use-hydrated';
import { FormSection } from './form-section';
import { ItemRow, type ItemFields, type ItemRowConfig } from './item-row';

/**
 * The items of a submission form: the numbered rows, the list's own error, and 'Add Another Item'
 * until the order holds the maximum. Rows report their uploads to `onUploadingChange` by row id,
 * so the form can wait for photos still on their way (use-item-uploads.ts).
 */
export function ItemsSection({
  id,
  title = 'Items',
  number,
  lead,
  items,
  config,
  onAdd,
  onUploadingChange,
}: {
  id: string;
  /** Followed by '(n of 10)'. */
  title?: string;
  number?: number;
  lead?: ReactNode;
  /** The form's field array (useFieldArray): its row ids key the rows. */
  items: { fields: readonly { id: string }[]; remove: (index: number) => void };
  config: ItemRowConfig;
  onAdd: () => void;
  onUploadingChange: (rowId: string, uploading: boolean) => void;
}) {
  const { errors } = useFormContext<{ items: ItemFields[] }>().formState;
  const listError = errors.items?.message ?? errors.items?.root?.message;
  const rows = items.fields;
  const count = rows.length;
  // Prerendered: until the app has started, a press would do nothing at all (decision 032).
  const hydrated = useHydrated();
  return (
    <FormSection id={id} number={number} title={`${title} (${count} of ${MAX_ITEMS_PER_ORDER})`} lead={lead}>
      {rows.map((row, index) => (
        <ItemRow
          key={row.id}
          index={index}
          config={config}
          canRemove={count > 1}
          onRemove={() => items.remove(index)}
          onUploadingChange={(uploading) => onUploadingChange(row.id, uploading)}
          photoSlot={`${id}-${index}`}
        />
      ))}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-status-rejected">
          {listError}
        </p>
      ) : null}
      {count < MAX_ITEMS_PER_ORDER ? (
        <Button variant="outline" onClick={onAdd} disabled={!hydrated} className="justify-self-start">
          <Plus aria-hidden="true" /> Add Another Item
        </Button>
      ) : (
        <p className="text-sm text-slate-700">{MAX_ITEMS_MESSAGE}</p>
      )}
    </FormSection>
  );
}
