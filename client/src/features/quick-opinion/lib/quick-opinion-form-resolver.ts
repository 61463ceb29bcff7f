import { zodResolver } from '@hookform/resolvers/zod';
import { quickOpinionFormSchema } from './quick-opinion-form-schema';

/** Loaded on demand by the form (lib/lazy-resolver.ts): Zod stays out of the page's first download. */
export const quickOpinionResolver = zodResolver(quickOpinionFormSchema);
