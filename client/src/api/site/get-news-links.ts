import type { NewsLinks } from '@shared/schemas/site';
import { usePublicData } from '@/hooks/use-public-data';

/**
 * GET /api/news-links: the "In The News" articles the server is configured with (NEWS_LINKS); empty
 * until known and when none is configured (then there is no such menu).
 */
export const useNewsLinks = (): NewsLinks['links'] => usePublicData<NewsLinks>('/api/news-links')?.links ?? [];
