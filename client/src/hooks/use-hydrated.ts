import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in prerendered HTML and while React hydrates it, true from the render after. A form's send
 * button is disabled until then: before the app handles the submission, the browser would send the
 * form itself as a GET that puts the visitor's name and e-mail in the address (decision 032).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
