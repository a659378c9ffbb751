import { useCallback, useRef, useSyncExternalStore } from 'react';
import { createDataStore, IDLE, oneShot, type DataState, type Source } from './store';

/** The app's one store: two components asking for the same key share one listener or read. */
const store = createDataStore();

/** Key parts, e.g. ['book', id]; null (or a null part) means "nothing to load yet" (idle). */
export type DataKey = readonly (string | number | boolean | null | undefined)[] | null;

const keyString = (key: DataKey) => (key && !key.includes(null) && !key.includes(undefined) ? key.join('|') : '');

/**
 * Live data for `key` from `subscribe` (typically one of the feature api's onSnapshot wrappers).
 * Switching keys shows 'loading' for the new key, never the old key's data.
 */
export function useSubscription<T>(key: DataKey, subscribe: Source<T>): DataState<T> {
  const id = keyString(key);
  // The source is read when the key's listener starts; a new function identity alone restarts nothing.
  const source = useRef(subscribe);
  source.current = subscribe;
  const watch = useCallback(
    (onChange: () => void) => (id ? store.watch<T>(id, (emit, fail) => source.current(emit, fail), onChange) : () => {}),
    [id],
  );
  const read = useCallback(() => (id ? store.read<T>(id) : (IDLE as DataState<T>)), [id]);
  return useSyncExternalStore(watch, read, read);
}

/** Data read once per mount of `key` (a get or a callable), with the same states and sharing. */
export function useOneShot<T>(key: DataKey, load: () => Promise<T>): DataState<T> {
  return useSubscription(key, oneShot(load));
}
