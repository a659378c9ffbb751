/**
 * Keyed data sources shared by every component that asks for the same key: the first watcher
 * starts the source (an onSnapshot listener or a one-shot read), later ones reuse it, and the last
 * one to leave stops it, after a microtask: a watcher that re-watches in the same render commit
 * (a list adding a page, a screen handing over to the next) keeps the listener instead of
 * reading everything again. React-free, so the sharing logic is unit-tested in node.
 */

/** The one loading/error convention of the web app's data. 'idle' = nothing asked (no key). */
export type DataState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Starts delivering values (and at most one error); returns the function that stops it. `initial`,
 * when a source has it, is a value known before it starts (the first screen that came inside the
 * page, lib/data/first-screen.ts): the key shows it from the very first render, which is what lets
 * the client hydrate the server's HTML. It returns the same object while the value is the same.
 */
export type Source<T> = ((emit: (value: T) => void, fail: (err: unknown) => void) => () => void) & {
  initial?: () => T | undefined;
};

/** One 'ready' state per initial value object, so reading it twice gives the same snapshot. */
const initialStates = new WeakMap<object, DataState<unknown>>();
/** An initial null ("none": a book with no copies) is ready too; one state for all of them. */
const READY_NULL: DataState<null> = { status: 'ready', data: null, error: undefined };
function initialState<T>(source: Pick<Source<T>, 'initial'> | undefined): DataState<T> {
  const value = source?.initial?.();
  if (value === null) return READY_NULL as DataState<T>;
  if (typeof value !== 'object') return LOADING;
  let state = initialStates.get(value);
  if (!state) initialStates.set(value, (state = { status: 'ready', data: value, error: undefined }));
  return state as DataState<T>;
}

export const IDLE: DataState<never> = { status: 'idle', data: undefined, error: undefined };
export const LOADING: DataState<never> = { status: 'loading', data: undefined, error: undefined };

interface Entry {
  state: DataState<unknown>;
  watchers: Set<() => void>;
  stop: () => void;
  /** A stop is scheduled (no watchers left); a new watcher cancels it. */
  leaving: boolean;
}

export function createDataStore() {
  const entries = new Map<string, Entry>();

  return {
    /** The key's current state; 'loading' until its source has answered (or its initial value). */
    read<T>(key: string, source?: Pick<Source<T>, 'initial'>): DataState<T> {
      return (entries.get(key)?.state ?? initialState(source)) as DataState<T>;
    },

    /** Watches `key`, starting `source` if nobody watches it yet; returns the unwatch function. */
    watch<T>(key: string, source: Source<T>, onChange: () => void): () => void {
      let entry = entries.get(key);
      if (!entry) {
        const created: Entry = { state: initialState(source), watchers: new Set(), stop: () => {}, leaving: false };
        entries.set(key, (entry = created));
        // Values after the entry was dropped (a late answer) are ignored.
        const set = (state: DataState<unknown>) => {
          if (entries.get(key) !== created) return;
          created.state = state;
          for (const notify of [...created.watchers]) notify();
        };
        created.watchers.add(onChange);
        created.stop = source(
          (data) => set({ status: 'ready', data, error: undefined }),
          (error) => {
            // Spec section 8: load failures are logged; each screen decides what it shows.
            console.error(`${key} failed`, error);
            set({ status: 'error', data: undefined, error });
          },
        );
      } else {
        entry.watchers.add(onChange);
        entry.leaving = false;
      }
      const mine = entry;
      return () => {
        if (!mine.watchers.delete(onChange) || mine.watchers.size > 0) return;
        mine.leaving = true;
        queueMicrotask(() => {
          if (!mine.leaving || entries.get(key) !== mine) return;
          entries.delete(key);
          mine.stop();
        });
      };
    },

    /** How many sources are running (one per watched key): what the tests count. */
    get size() {
      return entries.size;
    },
  };
}

/** Wraps a promise-returning read as a source: it answers once; a late answer is dropped. */
export function oneShot<T>(load: () => Promise<T>): Source<T> {
  return (emit, fail) => {
    let live = true;
    load().then(
      (value) => live && emit(value),
      (err: unknown) => live && fail(err),
    );
    return () => {
      live = false;
    };
  };
}

/**
 * The states to show: `current`, except that with `keepPrevious` a key still loading shows what the
 * same position showed before (a list asking for more keeps its rows). Returns `previous` itself
 * when nothing changed, as useSyncExternalStore needs a stable snapshot.
 */
export function statesToShow<T>(
  previous: readonly DataState<T>[],
  current: readonly DataState<T>[],
  keepPrevious: boolean,
): readonly DataState<T>[] {
  const next = current.map((state, i) => {
    const before = previous[i];
    return keepPrevious && state.status === 'loading' && before?.status === 'ready' ? before : state;
  });
  return next.length === previous.length && next.every((s, i) => s === previous[i]) ? previous : next;
}
