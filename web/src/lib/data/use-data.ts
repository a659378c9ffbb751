import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createDataStore, IDLE, oneShot, statesToShow, type DataState, type Source } from './store';

/** The app's one store: two components asking for the same key share one listener or read. */
const store = createDataStore();

/** Key parts, e.g. ['book', id]; null (or a null/undefined part) means "nothing to load yet" (idle). */
export type DataKey = readonly (string | number | boolean | null | undefined)[] | null;
/** A key with every part known: never idle. */
type FullKey = readonly (string | number | boolean)[];
/** The state of a full key: loading, ready or error. */
export type ActiveState<T> = Exclude<DataState<T>, { status: 'idle' }>;

const idOf = (key: DataKey) => (key && !key.includes(null) && !key.includes(undefined) ? JSON.stringify(key) : '');

/**
 * Live data for `key` from `subscribe` (typically one of the feature api's onSnapshot wrappers).
 * Switching keys shows 'loading' for the new key, never the old key's data.
 */
export function useSubscription<T>(key: FullKey, subscribe: Source<T>, options?: KeepPrevious): ActiveState<T>;
export function useSubscription<T>(key: DataKey, subscribe: Source<T>, options?: KeepPrevious): DataState<T>;
export function useSubscription<T>(key: DataKey, subscribe: Source<T>, options?: KeepPrevious): DataState<T> {
  const [state] = useSubscriptions([key], () => subscribe, options);
  return state!;
}

export interface KeepPrevious {
  /**
   * While a new key loads, keep showing the previous key's data if both have the same `sameAs`
   * (e.g. a list asked for more: same discussion, larger limit). Another `sameAs` shows loading.
   */
  keepPreviousWhile?: string;
}

/** Data read once per mount of `key` (a get or a callable), with the same states and sharing. */
export function useOneShot<T>(key: FullKey, load: () => Promise<T>, options?: KeepPrevious): ActiveState<T>;
export function useOneShot<T>(key: DataKey, load: () => Promise<T>, options?: KeepPrevious): DataState<T>;
export function useOneShot<T>(key: DataKey, load: () => Promise<T>, options?: KeepPrevious): DataState<T> {
  return useSubscription(key, oneShot(load), options);
}

/**
 * Several keys at once (a list's pages): `sourceOf(i)` is the source of `keys[i]`. Adding a key
 * starts only that key's source; the others keep their listeners.
 */
export function useSubscriptions<T>(
  keys: readonly DataKey[],
  sourceOf: (index: number) => Source<T>,
  { keepPreviousWhile }: KeepPrevious = {},
): readonly DataState<T>[] {
  const idsKey = JSON.stringify(keys.map(idOf));
  // Sources are read when a key's listener starts; a new function identity alone restarts nothing.
  // (Layout effects run before the store is watched, so a new key starts with its own source.)
  const sources = useRef(sourceOf);
  useLayoutEffect(() => {
    sources.current = sourceOf;
  });
  const snapshot = useRef<{ states: readonly DataState<T>[]; sameAs?: string }>({ states: [] });

  const watch = useCallback(
    (onChange: () => void) => {
      const ids = JSON.parse(idsKey) as string[];
      const stops = ids.map((id, i) =>
        id
          ? store.watch<T>(
              id,
              Object.assign(
                (emit: (value: T) => void, fail: (err: unknown) => void) => sources.current(i)(emit, fail),
                {
                  initial: () => sources.current(i).initial?.(),
                },
              ),
              onChange,
            )
          : () => {},
      );
      return () => stops.forEach((stop) => stop());
    },
    [idsKey],
  );
  const read = useCallback(() => {
    const ids = JSON.parse(idsKey) as string[];
    const prev = snapshot.current;
    // This render's sources (not the ref's, which a layout effect updates after it): a key just
    // added or changed must not take its initial value from the previous render's source.
    const current = ids.map((id, i) => (id ? store.read<T>(id, sourceOf(i)) : (IDLE as DataState<T>)));
    const keep = keepPreviousWhile !== undefined && prev.sameAs === keepPreviousWhile;
    const states = statesToShow(prev.states, current, keep);
    snapshot.current = { states, sameAs: keepPreviousWhile };
    return states;
  }, [idsKey, keepPreviousWhile, sourceOf]);
  return useSyncExternalStore(watch, read, read);
}
