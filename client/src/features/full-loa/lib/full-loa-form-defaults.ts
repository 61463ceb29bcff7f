import type { FullLoaFormItem } from './full-loa-form-schema';

export const emptyFullLoaItem = (athlete = ''): FullLoaFormItem => ({
  athlete: athlete as FullLoaFormItem['athlete'],
  itemType: '' as FullLoaFormItem['itemType'],
  notes: '',
  imageUrls: [],
  declaredValue: '',
});
