import type { User } from '@shared/schemas/auth';

/**
 * The browser copy of the signed-in user. It only paints the first frame before GET /api/auth/session
 * answers; the session cookie on the server is the truth (decision 003). Every answer and every
 * change of the session (login, logout, a 401) is written here, so the layout follows the person
 * from here without loading the query library (decision 032).
 */
export const USER_CACHE_KEY = 'goat-auth-user';

type Listener = (user: User | null) => void;
const listeners = new Set<Listener>();

// A light shape check instead of the zod schema keeps zod out of the entry bundle; a stale or
// tampered copy only affects one frame, the server answer replaces it.
function looksLikeUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.username === 'string' &&
    typeof v.firstName === 'string' &&
    typeof v.lastName === 'string' &&
    (v.role === 'customer' || v.role === 'admin')
  );
}

export function readCachedUser(): User | null {
  try {
    const raw = window.localStorage.getItem(USER_CACHE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(USER_CACHE_KEY, JSON.stringify(user));
    else window.localStorage.removeItem(USER_CACHE_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the app works without the cache.
  }
  // Told even when storage failed: the page open now still follows the person.
  for (const listener of listeners) listener(user);
}

/** Calls `listener` with every user written from now on; answers the unsubscribe function. */
export function onCachedUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
