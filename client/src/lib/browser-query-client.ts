import type { QueryClient } from '@tanstack/react-query';
import { setSessionUser } from '@/features/auth/api/get-user';
import { createQueryClient } from './query-client';

// One cache for the whole visit: leaving a data page for a marketing page and coming back must not
// refetch (spec 02, 7.1: data never goes stale).
let browserClient: QueryClient | null = null;

/** The browser's one query cache; a 401 from any query forgets the signed-in user everywhere. */
export function browserQueryClient(): QueryClient {
  browserClient ??= createQueryClient({ onUnauthorized: (client) => setSessionUser(client, null) });
  return browserClient;
}
