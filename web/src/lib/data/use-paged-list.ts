import { useCallback, useState } from 'react';
import type { Unsubscribe } from 'firebase/firestore';
import { withFirstScreen } from './first-screen';
import { useSubscription } from './use-data';

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
  read: (json: unknown) => ListSnapshot<T> | null;
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
 * The web's one live paged list (growing-limit mode): one listener that asks for `pageSize` more
 * documents each time `loadMore` is called, up to `cap` (the rules refuse larger queries:
 * QUERY_CAPS), so a visit never reads an unbounded collection. `key` names the list (e.g.
 * ['replies', discussionId]); its rows are never shown under another key, and the rows shown stay
 * while the larger page loads. With `firstPage`, the first page shows the cached first screen
 * until the listener answers from the server.
 *
 * Lists whose pages are cursors (the catalogue's title ranges, the admin's account pages, search)
 * keep one listener or read per page instead (useSubscriptions in use-data.ts).
 */
export function usePagedList<T>(
  key: readonly string[],
  subscribe: PagedSubscribe<T>,
  pageSize: number,
  cap: number,
  firstPage?: FirstPage<T>,
): PagedList<T> {
  const [more, setMore] = useState({ list: '', count: pageSize });
  const list = JSON.stringify(key);
  // More pages asked for under another key do not carry over (a new discussion starts at one page).
  const count = more.list === list ? more.count : pageSize;
  const live = (emit: (snapshot: ListSnapshot<T>) => void, fail: (err: unknown) => void) =>
    subscribe(count, emit, fail);
  const source =
    firstPage && count === pageSize
      ? withFirstScreen(firstPage.url, firstPage.read, () => Promise.resolve(live))
      : live;
  const state = useSubscription<ListSnapshot<T>>([...key, count], source, { keepPreviousWhile: list });
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
