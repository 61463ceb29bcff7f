/**
 * The back office's lists follow the work while they are on screen: a submission made or paid by a
 * customer shows without a reload. Every 20 s while the tab is visible (TanStack pauses in the
 * background), and at once when the admin comes back to the tab ('always': the app's queries never
 * go stale on their own).
 */
export const LIVE_LIST = { refetchInterval: 20_000, refetchOnWindowFocus: 'always' } as const;
