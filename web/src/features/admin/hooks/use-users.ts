import { useCallback, useEffect, useRef, useState } from 'react';
import type { UserSummary } from '@shared/api';
import { listUsers } from '../api/users';

interface UsersState {
  /** The search the rows belong to ('' = every account, newest first). */
  search: string;
  /** Rows loaded so far; undefined while the first page of `search` is on its way. */
  users: UserSummary[] | undefined;
  nextCursor: string | null;
  loadingMore: boolean;
  failed: boolean;
}

const firstPage = (search: string): UsersState => ({
  search,
  users: undefined,
  nextCursor: null,
  loadingMore: false,
  failed: false,
});

/** Appends a page, skipping rows already shown (e.g. an account created on this screen). */
function append(prev: UserSummary[], page: UserSummary[]): UserSummary[] {
  const seen = new Set(prev.map((u) => u.uid));
  return [...prev, ...page.filter((u) => !seen.has(u.uid))];
}

/**
 * The users table: one page of listUsers at a time (newest first, or the addresses matching a
 * search), "show more" appends the next page, and changes made here patch the rows in place.
 * Only the latest request counts: a slow answer to an earlier search never replaces a newer one.
 */
export function useUsers() {
  const [state, setState] = useState<UsersState>(() => firstPage(''));
  const latest = useRef(0);

  /** Asks for a page; the caller has already put the state into "loading" for it. */
  const request = useCallback((search: string, cursor: string | null) => {
    const id = ++latest.current;
    listUsers({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) }).then(
      (res) => {
        if (id !== latest.current) return;
        setState((s) => ({
          search,
          users: cursor ? append(s.users ?? [], res.users) : res.users,
          nextCursor: res.nextCursor,
          loadingMore: false,
          failed: false,
        }));
      },
      (err: unknown) => {
        console.error('listUsers failed', err);
        if (id !== latest.current) return;
        // The rows already shown stay; "show more" can be tried again with the same cursor.
        setState((s) => ({ ...s, users: s.users ?? [], loadingMore: false, failed: true }));
      },
    );
  }, []);

  // The first page of every account (the initial state is already "loading" for it).
  useEffect(() => {
    request('', null);
    return () => {
      latest.current = -1;
    };
  }, [request]);

  const search = useCallback(
    (query: string) => {
      const q = query.trim().toLowerCase();
      setState(firstPage(q));
      request(q, null);
    },
    [request],
  );
  const showMore = useCallback(() => {
    if (!state.nextCursor || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true, failed: false }));
    request(state.search, state.nextCursor);
  }, [request, state.nextCursor, state.loadingMore, state.search]);

  const upsert = useCallback((user: UserSummary) => {
    setState((s) => {
      const users = s.users ?? [];
      return {
        ...s,
        users: users.some((u) => u.uid === user.uid)
          ? users.map((u) => (u.uid === user.uid ? user : u))
          : [user, ...users],
      };
    });
  }, []);

  return {
    /** The search the rows answer ('' for every account). */
    query: state.search,
    users: state.users,
    failed: state.failed,
    loadingMore: state.loadingMore,
    hasMore: state.nextCursor !== null,
    search,
    showMore,
    upsert,
  };
}
