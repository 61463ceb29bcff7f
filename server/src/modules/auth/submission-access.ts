import { actsAsAdmin } from './second-factor';
import type { LoadedSession } from './session-store';

/** Who is asking to read a submission, as told by the browser session. */
export interface Viewer {
  sessionId: string | null;
  userId: number | null;
  isAdmin: boolean;
  /** The one submission an e-mailed guest link opens (guest-links/guest-link-store.ts), if any. */
  orderId?: number | null;
}

export function viewerOf(session: LoadedSession | null): Viewer {
  return { sessionId: session?.id ?? null, userId: session?.user?.id ?? null, isAdmin: actsAsAdmin(session) };
}

/** Whoever holds a guest link of this submission, and nothing else (decision 034). */
export const linkViewer = (orderId: number, sessionId: string | null = null): Viewer => ({ sessionId, userId: null, isAdmin: false, orderId });

/**
 * Admins read everything; a customer reads their own; a visitor reads what this very browser session
 * created (the session row keeps its id across sign-in, see decision 003); a guest link reads its order.
 */
export function canRead(row: { id: number; userId: number | null; visitorSessionId: string | null }, viewer: Viewer): boolean {
  if (viewer.isAdmin) return true;
  if (viewer.orderId != null && row.id === viewer.orderId) return true;
  if (viewer.userId !== null && row.userId === viewer.userId) return true;
  return viewer.sessionId !== null && row.visitorSessionId === viewer.sessionId;
}

/**
 * The submission's own customer, and no one else (an admin reads every order but decides nothing for
 * its customer): the account that owns it, the browser session that made it, or its guest link.
 */
export function isOwner(row: { id: number; userId: number | null; visitorSessionId: string | null }, viewer: Viewer): boolean {
  return canRead(row, { ...viewer, isAdmin: false });
}
