import type { ShowcaseList } from '@shared/schemas/site';
import { usePublicData } from '@/hooks/use-public-data';

/** GET /api/showcase: which of the home page's sample letters exist, with their holders' last names. */
export const useShowcase = (): ShowcaseList['certificates'] => usePublicData<ShowcaseList>('/api/showcase')?.certificates ?? [];
