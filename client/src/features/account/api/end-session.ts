import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/:sessionId: 204 once that session is signed out. */
export function endSession(sessionId: string): Promise<void> {
  return api.delete<void>(`/api/account/sessions/${encodeURIComponent(sessionId)}`);
}

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    // Ended or already gone (404): either way the list is read again.
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
