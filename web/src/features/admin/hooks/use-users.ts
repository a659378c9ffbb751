import { useCallback, useMemo, useState } from 'react';
import type { ListUsersResponse, UserSummary } from '@shared/api';
import { LIST_USERS_PAGE_SIZE } from '@shared/constants';
import { oneShot, type Source } from '@/lib/data/store';
import { useMutation } from '@/lib/data/use-mutation';
import { useCursorPages } from '@/lib/data/use-paged-list';
import { createUser, listUsers, newestProfiles, setUserRole } from '../api/users';

interface UsersView {
  /** Bumped by every search, so searching again reads again. */
  generation: number;
  /** The search the rows belong to ('' = every account, newest first). */
  search: string;
  /** Rows changed on this screen, with how many pages had loaded when each came. */
  patches: Array<{ user: UserSummary; pagesLoaded: number }>;
}

/** Appends a page, skipping rows already shown (e.g. an account created on this screen). */
function append(prev: UserSummary[], page: UserSummary[]): UserSummary[] {
  const seen = new Set(prev.map((u) => u.uid));
  return [...prev, ...page.filter((u) => !seen.has(u.uid))];
}

/** A changed row replaces its old self in place; a new account goes on top. */
function upsertInto(users: UserSummary[], user: UserSummary): UserSummary[] {
  return users.some((u) => u.uid === user.uid) ? users.map((u) => (u.uid === user.uid ? user : u)) : [user, ...users];
}

/**
 * The first page, newest first: the profiles read from Firestore as soon as they arrive (no "show
 * more" yet), then listUsers' own page once the callable answers (which wins, whenever it comes).
 */
function profilesFirst(list: () => Promise<ListUsersResponse>): Source<ListUsersResponse> {
  return (emit, fail) => {
    let live = true;
    let answered = false;
    newestProfiles(LIST_USERS_PAGE_SIZE).then(
      (users) => live && !answered && emit({ users, nextCursor: null }),
      (err: unknown) => console.error('profiles for the users table failed', err),
    );
    list().then(
      (page) => {
        answered = true;
        if (live) emit(page);
      },
      (err: unknown) => {
        answered = true;
        if (live) fail(err);
      },
    );
    return () => {
      live = false;
    };
  };
}

/**
 * The users table: one page of listUsers at a time (newest first, or the addresses matching a
 * search), "show more" appends the next page, and changes made here patch the rows in place.
 * Only the latest search counts: its pages are keyed by it, so a slow answer to an earlier search
 * is never shown.
 */
export function useUsers() {
  const [view, setView] = useState<UsersView>({ generation: 0, search: '', patches: [] });
  const { search: query } = view;
  const { pages, hasMore, loadingMore, loadMore } = useCursorPages<ListUsersResponse, string>({
    key: ['users', view.generation, query],
    page: (cursor, _upTo, i) => {
      const list = () => listUsers({ ...(query ? { search: query } : {}), ...(cursor ? { cursor } : {}) });
      return i === 0 && !query ? profilesFirst(list) : oneShot(list);
    },
    next: (page) => page.nextCursor,
    // A failed "show more" keeps the rows shown and asks for the same page again.
    retry: true,
  });
  const loaded = pages.filter((s) => s.status === 'ready').length;

  const users = useMemo(() => {
    if (pages[0]!.status === 'loading') return undefined;
    // Rows in the order they arrived: pages, and the patches made in between.
    let rows: UserSummary[] = [];
    let page = 0;
    const addPagesUpTo = (n: number) => {
      for (; page < n; page++) rows = append(rows, pages[page]!.data?.users ?? []);
    };
    for (const { user, pagesLoaded } of view.patches) {
      addPagesUpTo(pagesLoaded);
      rows = upsertInto(rows, user);
    }
    addPagesUpTo(pages.length);
    return rows;
  }, [pages, view.patches]);

  const search = useCallback((q: string) => {
    setView((v) => ({ generation: v.generation + 1, search: q.trim().toLowerCase(), patches: [] }));
  }, []);
  const upsert = useCallback(
    (user: UserSummary) => setView((v) => ({ ...v, patches: [...v.patches, { user, pagesLoaded: loaded }] })),
    [loaded],
  );

  return {
    /** The search the rows answer ('' for every account). */
    query,
    users,
    failed: pages.at(-1)!.status === 'error',
    loadingMore,
    // While the next page loads the button stays (busy), so it keeps keyboard focus.
    hasMore: hasMore || loadingMore,
    search,
    showMore: loadMore,
    upsert,
  };
}

/** The admin's writes (callables), each with the app's busy/error convention. */
export const useSetUserRole = () => useMutation('setUserRole', setUserRole);
export const useCreateUser = () => useMutation('createUser', createUser);
