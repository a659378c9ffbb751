import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a resized window, a rotated phone).
 * `onServer` is the answer in the server's HTML and during hydration (the server knows no screen):
 * the likelier one, so most readers see no change when the page comes alive.
 */
export function useMediaQuery(query: string, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
