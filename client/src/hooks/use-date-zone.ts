import { useHydrated } from './use-hydrated';

/**
 * The time zone a moment is written in: UTC on the server and while the browser hydrates the HTML it
 * rendered (the server cannot know the reader's zone, and hydration must reproduce its text exactly),
 * then the reader's own (undefined). A page rendered in the browser gets the reader's zone at once.
 */
export function useDateZone(): string | undefined {
  return useHydrated() ? undefined : 'UTC';
}
