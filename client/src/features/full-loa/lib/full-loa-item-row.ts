import { ONE_ITEM_PHOTO, type ItemRowConfig } from '@/components/forms/item-row';

/** A Full LOA item: athlete, item type from the list, notes and one photo to match the package. */
export const FULL_LOA_ITEM_ROW: ItemRowConfig = {
  itemType: 'select',
  description: {
    field: 'notes',
    label: 'Item Notes',
    hint: 'Describe the item, where it is signed, and anything we should know (inscriptions, provenance).',
  },
  photos: ONE_ITEM_PHOTO,
  declaredValue: true,
};
