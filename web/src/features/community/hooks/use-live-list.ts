import { useCallback, useEffect, useState } from 'react';
import type { Unsubscribe } from 'firebase/firestore';
import type { ListSnapshot } from '../api/community-model';

export type PagedSubscribe<T> = (
  count: number,
  onData: (snapshot: ListSnapshot<T>) => void,
  onError: (err: Error) => void,
) => Unsubscribe;

/**
 * A live list that asks for `pageSize` more documents each time `loadMore` is called, up to `cap`
 * (the rules refuse larger queries: QUERY_CAPS), so a visit never reads an unbounded collection.
 * `subscribe` must be stable (wrap it in useCallback). A load failure is logged and shows as an
 * empty list (spec section 8).
 */
export function useLiveList<T>(subscribe: PagedSubscribe<T>, pageSize: number, cap: number) {
  const [count, setCount] = useState(pageSize);
  const [state, setState] = useState<{ source: PagedSubscribe<T>; items: T[]; hasMore: boolean } | null>(null);

  useEffect(
    () =>
      subscribe(
        count,
        (snap) => setState({ source: subscribe, ...snap }),
        (err) => {
          console.error('community list failed', err);
          setState({ source: subscribe, items: [], hasMore: false });
        },
      ),
    [subscribe, count],
  );

  const loadMore = useCallback(() => setCount((c) => Math.min(c + pageSize, cap)), [pageSize, cap]);
  // Data from a previous source (another discussion) is never shown as this one's.
  const current = state?.source === subscribe ? state : null;
  return { items: current?.items ?? null, hasMore: (current?.hasMore ?? false) && count < cap, loadMore };
}
