import { ONE_ITEM_PHOTO, type ItemRowConfig } from '@/components/forms/item-row';

/** A bundle item: athlete, item type in the visitor's words (docs/product.md, Input rules), description and one photo. */
export const BUNDLE_ITEM_ROW: ItemRowConfig = {
  itemType: 'text',
  description: {
    field: 'description',
    label: 'Description',
    hint: "Where the signature is and any inscription, e.g. 'Signed on the front number in blue marker'.",
    rows: 2,
    className: 'min-h-20',
  },
  photos: ONE_ITEM_PHOTO,
  declaredValue: true,
};
