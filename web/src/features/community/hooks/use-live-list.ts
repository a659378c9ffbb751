import { useCallback, useState } from 'react';
import type { Unsubscribe } from 'firebase/firestore';
import { withFirstScreen } from '@/lib/data/first-screen';
import { useSubscription } from '@/lib/data/use-data';
import type { ListSnapshot } from '../api/community-model';

export type PagedSubscribe<T> = (
  count: number,
  onData: (snapshot: ListSnapshot<T>) => void,
  onError: (err: Error) => void,
) => Unsubscribe;

/** A list's first page as a cached first screen (lib/data/first-screen.ts): its endpoint and reader. */
export interface FirstPage<T> {
  url: string;
  read: (json: unknown) => ListSnapshot<T> | null;
}

/**
 * A live list that asks for `pageSize` more documents each time `loadMore` is called, up to `cap`
 * (the rules refuse larger queries: QUERY_CAPS), so a visit never reads an unbounded collection.
 * `key` names the list (e.g. ['replies', discussionId]); its rows are never shown under another
 * key. A load failure is logged and shows as an empty list (spec section 8). With `firstPage`, the
 * first page shows the cached first screen until the listener answers from the server.
 */
export function useLiveList<T>(
  key: readonly string[],
  subscribe: PagedSubscribe<T>,
  pageSize: number,
  cap: number,
  firstPage?: FirstPage<T>,
) {
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
  const snapshot = state.status === 'error' ? { items: [], hasMore: false } : state.data;
  return { items: snapshot?.items ?? null, hasMore: (snapshot?.hasMore ?? false) && count < cap, loadMore };
}
