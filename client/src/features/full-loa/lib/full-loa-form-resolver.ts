import { zodResolver } from '@hookform/resolvers/zod';
import { fullLoaFormSchema } from './full-loa-form-schema';

/** Loaded on demand by the form (lib/lazy-resolver.ts): Zod stays out of the page's first download. */
export const fullLoaResolver = zodResolver(fullLoaFormSchema);
