import { uploadMessages } from '@shared/uploads';
import type { ItemRowConfig } from '@/components/forms/item-row';

/** A Quick Opinion item: athlete, description and up to 20 photos (it is judged from photos only). */
export const QUICK_OPINION_ITEM_ROW: ItemRowConfig = {
  description: {
    field: 'description',
    label: 'Item Description',
    hint: "What the item is and where the signature is, e.g. 'Signed 1996 Bulls jersey, signature on the front number'.",
  },
  photos: {
    label: 'Photos of the item and signature',
    hint: 'Clear, well-lit photos of the whole item and a close-up of the signature.',
    maxImages: 20,
    messages: { wrongType: uploadMessages.wrongType, tooLarge: uploadMessages.tooLarge },
  },
};
