import { api } from '@/lib/api-client';

let pending: Promise<void> | null = null;

/**
 * POST /api/auth/visitor-session, once per page load. Uploaded images belong to the browser's
 * session; without this, two photos uploaded at once by a new visitor would each open a session
 * of their own and one of them would not count as theirs.
 */
export function ensureVisitorSession(): Promise<void> {
  pending ??= api.post<void>('/api/auth/visitor-session').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
