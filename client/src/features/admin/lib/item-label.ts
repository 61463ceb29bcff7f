import { itemTypeLabel } from '@shared/loa-options';
import type { Submission } from '@shared/schemas/submission';

type Item = Pick<Submission['items'][number], 'itemType' | 'description'>;

/**
 * An item's name as the dialog shows it: a Full LOA's item type is stored as its value
 * ('hockey-stick') and read as its label; a bundle's is free text, kept as typed; a Quick Opinion
 * has none, so its description stands in.
 */
export function itemName(item: Item): string {
  if (!item.itemType) return item.description;
  return itemTypeLabel(item.itemType);
}
