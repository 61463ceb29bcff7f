import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryOptions } from '@/api/auth/get-user';
import { appQueryClient } from './query-client';
import type { SessionRole } from './session-role';

/**
 * Follows the session query (the same one the data pages read) and reports who is signed in, as
 * one word, to the layout. Loaded after the page has started (session-role.tsx).
 */
export function SessionRoleWatcher({ onRole }: { onRole: (role: SessionRole) => void }) {
  const { data } = useQuery({ ...sessionQueryOptions(), select: (user): SessionRole => user?.role ?? 'visitor' }, appQueryClient());
  useEffect(() => {
    if (data) onRole(data);
  }, [data, onRole]);
  return null;
}
