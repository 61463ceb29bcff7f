import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

// The router re-renders on every navigation, which is when the address changes: nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * The address's query string, read only once the page has hydrated: public pages are prerendered
 * without one, so the first client render must match the HTML ('' while hydrating), and the page then
 * renders once more with what the address asks. Without a query string the two readings are equal and
 * nothing renders twice: a re-render forced right after hydration is synchronous, one long task on a
 * phone for a whole form (decision 032, 2026-11-26 addendum).
 */
export function useSearchAfterHydration(): string {
  const [params] = useSearchParams();
  return useSyncExternalStore(noSubscription, () => params.toString(), () => '');
}

/** One parameter of the address, as useSearchAfterHydration reads it (null while hydrating or absent). */
export function useSearchParamAfterHydration(name: string): string | null {
  const [params] = useSearchParams();
  return useSyncExternalStore(noSubscription, () => params.get(name), () => null);
}
