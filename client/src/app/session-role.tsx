import { useEffect, useState, type ComponentType } from 'react';
import type { User } from '@shared/schemas/auth';
import { readCachedUser } from '@/api/auth/user-cache';

export type SessionRole = 'visitor' | User['role'];

type Watcher = ComponentType<{ onRole: (role: SessionRole) => void }>;

/**
 * Who is signed in, for the layout around every page (header links). The session is a TanStack
 * Query query, but the query library stays out of the home page's first download (its 120 KB
 * budget): the role starts as the visitor every page is prerendered for (so hydration matches),
 * takes the browser copy right after hydration, and follows the session query once the watcher's
 * code has loaded. Renders nothing on the server.
 */
export function SessionRoleSource({ onRole }: { onRole: (role: SessionRole) => void }) {
  const [watcher, setWatcher] = useState<{ Component: Watcher } | null>(null);
  useEffect(() => {
    onRole(readCachedUser()?.role ?? 'visitor');
    let live = true;
    void import('./session-role-watcher').then((m) => {
      if (live) setWatcher({ Component: m.SessionRoleWatcher });
    });
    return () => {
      live = false;
    };
  }, [onRole]);
  return watcher ? <watcher.Component onRole={onRole} /> : null;
}
