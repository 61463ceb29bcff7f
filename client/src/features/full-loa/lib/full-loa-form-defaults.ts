import type { FullLoaFormItem } from './full-loa-form-schema';

// Apart from the schema so that the form can render without loading Zod (see lib/lazy-resolver.ts).
export const emptyFullLoaItem = (athlete = ''): FullLoaFormItem => ({
  athlete: athlete as FullLoaFormItem['athlete'],
  itemType: '' as FullLoaFormItem['itemType'],
  notes: '',
  imageUrls: [],
});
