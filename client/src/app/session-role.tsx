import { useEffect, useSyncExternalStore } from 'react';
import type { User } from '@shared/schemas/auth';
import { onCachedUserChange, readCachedUser } from '@/api/auth/user-cache';

export type SessionRole = 'visitor' | User['role'];

const roleOf = (user: User | null): SessionRole => user?.role ?? 'visitor';

// The role of the last user written during this page's life (kept here too: storage may be disabled).
let latest: SessionRole | undefined;

const subscribe = (onChange: () => void) =>
  onCachedUserChange((user) => {
    latest = roleOf(user);
    onChange();
  });
const currentRole = (): SessionRole => (latest ??= roleOf(readCachedUser()));
// Every page is prerendered for a visitor: hydration starts from that, then takes the browser copy.
const prerenderedRole = (): SessionRole => 'visitor';

/**
 * Who is signed in, for the layout around every page (header links): the browser copy, then every
 * session answer and change, which are all written to that copy (user-cache.ts).
 *
 * The server is asked at start-up only when the copy names someone: only a person who signed in in
 * this browser can hold a session cookie here (signing in writes the copy), so a visitor's visit to
 * a marketing page loads neither the query library nor the request (decision 032). Data pages read
 * the session query themselves, and the header follows their answer the same way.
 */
export function useSessionRole(): SessionRole {
  const role = useSyncExternalStore(subscribe, currentRole, prerenderedRole);
  useEffect(() => {
    // A chunk gone after a release: the copy stays until a data page asks.
    if (readCachedUser()) import('./session-check').then((m) => m.checkSession(), () => undefined);
  }, []);
  return role;
}
