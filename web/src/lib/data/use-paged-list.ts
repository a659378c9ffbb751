import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Unsubscribe } from 'firebase/firestore';
import { withFirstScreen } from './first-screen';
import type { DataState, Source } from './store';
import { useSubscription, useSubscriptions } from './use-data';

/** One page of a live list. */
export interface ListSnapshot<T> {
  items: T[];
  /** False once the listener returned fewer documents than it asked for: nothing more to load. */
  hasMore: boolean;
}

export type PagedSubscribe<T> = (
  count: number,
  onData: (snapshot: ListSnapshot<T>) => void,
  onError: (err: Error) => void,
) => Unsubscribe;

/** A list's first page as a cached first screen (first-screen.ts): its endpoint and reader. */
export interface FirstPage<T> {
  url: string;
  read: (json: unknown) => ListSnapshot<T> | undefined;
}

/** What every paged list gives its screen (and `ListView` takes). */
export interface PagedList<T> {
  /** Null while the first page loads; empty after a load failure (spec section 8). */
  items: T[] | null;
  /** The first page failed to load (logged by the store): a screen may say so. */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
}

/**
 * The web's one live paged list (growing-limit mode): one listener (its code loaded by `load`, a
 * dynamic import of the feature's api) that asks for `pageSize` more
 * documents each time `loadMore` is called, up to `cap` (the rules refuse larger queries:
 * QUERY_CAPS), so a visit never reads an unbounded collection. `key` names the list (e.g.
 * ['replies', discussionId]); its rows are never shown under another key, and the rows shown stay
 * while the larger page loads. With `firstPage`, the first page shows the cached first screen
 * until the listener answers from the server. A new `bound` (a book club reader's milestone) asks
 * again with the same pages, and the rows shown stay until the wider answer comes. A key with a
 * null part is idle: nothing is read until it is known.
 *
 * Lists whose pages are cursors (the catalogue's title ranges, the admin's account pages, search)
 * use the cursor mode below, `useCursorPages`.
 */
export function usePagedList<T>(
  key: readonly (string | null)[],
  load: () => Promise<PagedSubscribe<T>>,
  pageSize: number,
  cap: number,
  firstPage?: FirstPage<T>,
  bound: number | null = null,
): PagedList<T> {
  const [more, setMore] = useState({ list: '', count: pageSize });
  const list = JSON.stringify(key);
  // More pages asked for under another key do not carry over (a new discussion starts at one page).
  const count = more.list === list ? more.count : pageSize;
  // The listener's code (Firestore) loads with the list, not with the screen (issue 28).
  const live = () =>
    load().then(
      (subscribe) => (emit: (snapshot: ListSnapshot<T>) => void, fail: (err: unknown) => void) =>
        subscribe(count, emit, fail),
    );
  const first = firstPage && count === pageSize ? firstPage : null;
  const source = withFirstScreen(first?.url ?? null, first?.read ?? (() => undefined), live);
  const state = useSubscription<ListSnapshot<T>>([...key, bound ?? '', count], source, { keepPreviousWhile: list });
  const loadMore = useCallback(
    () => setMore({ list, count: Math.min(count + pageSize, cap) }),
    [list, count, pageSize, cap],
  );
  const failed = state.status === 'error';
  const snapshot = failed ? { items: [], hasMore: false } : state.data;
  return {
    items: snapshot?.items ?? null,
    failed,
    hasMore: (snapshot?.hasMore ?? false) && count < cap,
    loadMore,
  };
}

/** How a cursor-paged list reads its pages (`useCursorPages`). */
export interface CursorPaging<P, C> {
  /** Names the list; another key starts again at the first page. Null: idle, nothing is read. */
  key: readonly (string | number)[] | null;
  /**
   * The page after `after` (null: the first page). In `ranges` mode a page that is no longer the
   * last one ends at `upTo`, the cursor the next page starts from.
   */
  page: (after: C | null, upTo: C | null, index: number) => Source<P>;
  /** Where the page after `page` starts; null when `page` is the list's last. */
  next: (page: P) => C | null;
  /**
   * Pages are ranges between cursors: opening a page re-reads the one before it as a closed range
   * (showing what it held until then), so a live page keeps every row in view as others arrive.
   */
  ranges?: boolean;
  /** `loadMore` after a failed page reads that page again; otherwise a failed page ends the list. */
  retry?: boolean;
}

/** What `useCursorPages` gives its hook: each page's state, in order. */
export interface CursorPages<P> {
  pages: readonly DataState<P>[];
  /** The next page can be asked for (or the failed last one again, with `retry`). */
  hasMore: boolean;
  /** A page after the first is loading. */
  loadingMore: boolean;
  loadMore: () => void;
}

const NOTHING_HELD: Record<string, never> = {};

interface CursorState<P, C> {
  list: string;
  /** Where each page after the first starts. */
  cursors: C[];
  /** How often each page was asked for again after a failure. */
  attempts: number[];
  /** What a page closed by the next one held while open, by its new identity (ranges mode). */
  held: Record<string, P>;
}

/**
 * The web's paged list in cursor mode: one source per page (a listener or a read), the pages kept
 * in order under the list's key. `loadMore` adds the page after the last; earlier pages keep their
 * listeners, so nothing already read is read again (except, with `ranges`, the page it closes).
 */
export function useCursorPages<P, C>({
  key,
  page,
  next,
  ranges = false,
  retry = false,
}: CursorPaging<P, C>): CursorPages<P> {
  const list = key ? JSON.stringify(key) : '';
  const [state, setState] = useState<CursorState<P, C>>({ list, cursors: [], attempts: [0], held: NOTHING_HELD });
  // A new key starts at its first page; NOTHING_HELD keeps one identity, so `pages` stays memoised.
  const mine: CursorState<P, C> =
    state.list === list ? state : { list, cursors: [], attempts: [0], held: NOTHING_HELD };
  const starts: (C | null)[] = [null, ...mine.cursors];
  const endOf = (i: number) => (ranges ? (mine.cursors[i] ?? null) : null);
  const idOf = (i: number) => JSON.stringify([starts[i], endOf(i)]);
  const states = useSubscriptions<P>(
    key ? starts.map((_, i) => [...key, 'page', i, idOf(i), mine.attempts[i] ?? 0]) : [null],
    (i) => page(starts[i] ?? null, endOf(i), i),
  );
  const heldIds = starts.map((_, i) => idOf(i)).join('\n');
  const pages = useMemo(() => {
    const ids = heldIds.split('\n');
    return states.map((s, i): DataState<P> => {
      const held = mine.held[ids[i]!];
      return s.status === 'loading' && held !== undefined ? { status: 'ready', data: held, error: undefined } : s;
    });
  }, [states, mine.held, heldIds]);

  const lastIndex = states.length - 1;
  const last = states[lastIndex]!;
  const nextCursor = last.status === 'ready' ? next(last.data) : null;
  const canRetry = retry && last.status === 'error' && lastIndex > 0;
  // What "more" means in this render, read by a `loadMore` that keeps one identity.
  const more = ((): CursorState<P, C> | null => {
    if (canRetry) return { ...mine, attempts: mine.attempts.map((a, i) => (i === lastIndex ? a + 1 : a)) };
    if (nextCursor === null || last.status !== 'ready') return null;
    const closed = ranges ? { [JSON.stringify([starts[lastIndex], nextCursor])]: last.data } : {};
    return {
      ...mine,
      cursors: [...mine.cursors, nextCursor],
      attempts: [...mine.attempts, 0],
      held: { ...mine.held, ...closed },
    };
  })();
  const latest = useRef(more);
  useLayoutEffect(() => {
    latest.current = more;
  });
  const loadMore = useCallback(() => {
    const after = latest.current;
    if (after) setState(after);
  }, [setState]);

  return {
    pages,
    hasMore: nextCursor !== null || canRetry,
    loadingMore: lastIndex > 0 && last.status === 'loading',
    loadMore,
  };
}
