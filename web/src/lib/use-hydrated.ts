import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's markup and while React hydrates it, true once this part of the page is
 * React's: a prerendered form's submit stays disabled until then, so a click that comes first
 * waits instead of sending the form the browser's way (a page reload with the query in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
