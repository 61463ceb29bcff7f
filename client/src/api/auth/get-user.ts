import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@shared/schemas/auth';
import { api } from '@/lib/api-client';
import { readCachedUser, writeCachedUser } from './user-cache';

/** GET /api/auth/session: the signed-in user, or null for a visitor. */
export async function getUser(signal?: AbortSignal): Promise<User | null> {
  const { user } = await api.get<{ user: User | null }>('/api/auth/session', { signal });
  return user;
}

/**
 * Who is signed in, as a small store outside TanStack Query: the header on every page needs it,
 * and keeping the query library out of the first page's code saves about 10 KB (gzipped). The
 * server session stays the truth; the browser copy only paints the first frame (decision 003).
 */
interface SessionSnapshot {
  user: User | null;
  /** 'idle' before the first request, 'loading' while asking, then 'ready' or 'error'. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: Error | null;
}

// Prerendered pages are built for a visitor; hydration must start from that same picture.
const SERVER_SNAPSHOT: SessionSnapshot = { user: null, status: 'idle', error: null };

let snapshot: SessionSnapshot | null = null;
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function current(): SessionSnapshot {
  if (snapshot === null) {
    const cached = readCachedUser();
    // The very object hydration used when nobody is cached: React sees no change, so no re-render.
    snapshot = cached ? { user: cached, status: 'idle', error: null } : SERVER_SNAPSHOT;
  }
  return snapshot;
}

let notifyScheduled = false;

/**
 * Stores the new state at once and tells the screens a task later, as TanStack Query does: code
 * that just signed someone in (a form that then navigates, a button that shows a toast) finishes
 * before the page switches under it and unmounts it.
 */
function publish(next: SessionSnapshot): void {
  snapshot = next;
  if (notifyScheduled) return;
  notifyScheduled = true;
  setTimeout(() => {
    notifyScheduled = false;
    for (const listener of listeners) listener();
  }, 0);
}

/** Asks the server who is signed in; concurrent callers share one request. */
export function refreshSession(): Promise<void> {
  inFlight ??= (async () => {
    publish({ ...current(), status: 'loading' });
    try {
      const user = await getUser();
      writeCachedUser(user);
      publish({ user, status: 'ready', error: null });
    } catch (error) {
      publish({ ...current(), status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records who is signed in (after login, register, logout or an expired session). When the person
 * changes, everything user-scoped in the query cache is fetched again, so another person's data
 * never stays on screen.
 */
export function setSessionUser(client: QueryClient | null, user: User | null): void {
  const previous = current().user;
  writeCachedUser(user);
  publish({ user, status: 'ready', error: null });
  if (client && (previous?.id ?? null) !== (user?.id ?? null)) void client.resetQueries();
}

type SessionRole = 'visitor' | User['role'];

/**
 * Only who is signed in, as one word: for the layout around every page. It re-renders when the
 * person changes, not when the session is merely re-checked, so the page below is not rendered
 * again after hydration for nothing.
 */
export function useSessionRole(): SessionRole {
  const role = useSyncExternalStore(
    subscribe,
    (): SessionRole => current().user?.role ?? 'visitor',
    (): SessionRole => 'visitor',
  );
  useEffect(() => {
    if (current().status === 'idle') void refreshSession();
  }, []);
  return role;
}

/**
 * Only the signed-in user (null for a visitor): for forms that prefill contact details. Unlike
 * useUser it does not re-render while the session is being checked, only when the person changes,
 * so a large form is not rendered again right after hydration for nothing.
 */
export function useSessionUser(): User | null {
  const user = useSyncExternalStore(
    subscribe,
    () => current().user,
    () => null,
  );
  useEffect(() => {
    if (current().status === 'idle') void refreshSession();
  }, []);
  return user;
}

export function useUser() {
  const state = useSyncExternalStore(subscribe, current, () => SERVER_SNAPSHOT);
  useEffect(() => {
    if (current().status === 'idle') void refreshSession();
  }, []);
  const user = state.user;
  return {
    user,
    isAdmin: user?.role === 'admin',
    /** Nothing to show yet: no cached copy and no server answer. */
    isPending: user === null && (state.status === 'idle' || state.status === 'loading'),
    error: state.error,
    refetch: refreshSession,
  };
}
