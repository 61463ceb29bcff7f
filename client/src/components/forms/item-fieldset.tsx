import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** One numbered item of a submission form, removable while it is not the last one. */
export function ItemFieldset({ index, canRemove, onRemove, children }: { index: number; canRemove: boolean; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="relative grid gap-4 rounded-lg border border-ink-900/10 bg-paper-50 p-4 sm:p-5">
      {/* The legend must be the fieldset's first child to name the group for screen readers. */}
      <legend className="float-left min-h-9 pt-1 font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">Item {index + 1}</legend>
      {canRemove ? (
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove item ${index + 1}`} className="absolute top-3 right-3 sm:top-4 sm:right-4">
          <Trash2 aria-hidden="true" /> Remove
        </Button>
      ) : null}
      {children}
    </fieldset>
  );
}
