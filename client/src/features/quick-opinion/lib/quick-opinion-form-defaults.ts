import type { QuickOpinionFormValues } from './quick-opinion-form-schema';

// Apart from the schema so that the form can render without loading Zod (see lib/lazy-resolver.ts).
export const emptyQuickOpinionItem = (): QuickOpinionFormValues['items'][number] => ({
  athlete: '' as QuickOpinionFormValues['items'][number]['athlete'],
  description: '',
  imageUrls: [],
});
