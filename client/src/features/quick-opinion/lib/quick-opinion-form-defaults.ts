import type { QuickOpinionFormValues } from './quick-opinion-form-schema';

export const emptyQuickOpinionItem = (): QuickOpinionFormValues['items'][number] => ({
  athlete: '' as QuickOpinionFormValues['items'][number]['athlete'],
  description: '',
  imageUrls: [],
});
