import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSessions } from '@shared/schemas/sessions';
import { api } from '@/lib/api-client';
import { useWhileSignedIn } from './signed-in';

/** GET /api/account/sessions: the signed-in user's active sessions, the most recently seen first. */
export function getSessions(signal?: AbortSignal): Promise<ActiveSessions> {
  return api.get<ActiveSessions>('/api/account/sessions', { signal });
}

export const sessionsQueryKey = ['account', 'sessions'] as const;

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions(signal) });

/** Only while the server confirms a signed-in user (a sign-out's refetch is skipped, not a 401). */
export function useSessions() {
  const enabled = useWhileSignedIn();
  return useQuery({ ...sessionsQueryOptions(), enabled });
}
