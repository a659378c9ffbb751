import { useCallback, useMemo, useState } from 'react';
import type { ListUsersResponse, UserSummary } from '@shared/api';
import { LIST_USERS_PAGE_SIZE } from '@shared/constants';
import { oneShot, type Source } from '@/lib/data/store';
import { useSubscriptions } from '@/lib/data/use-data';
import { useMutation } from '@/lib/data/use-mutation';
import { createUser, listUsers, newestProfiles, setUserRole } from '../api/users';

interface UsersView {
  /** Bumped by every search, so searching again reads again. */
  generation: number;
  /** The search the rows belong to ('' = every account, newest first). */
  search: string;
  /** Where each page starts (null: the first), and how often it was retried after a failure. */
  pages: Array<{ cursor: string | null; attempt: number }>;
  /** Rows changed on this screen, with how many pages had loaded when each came. */
  patches: Array<{ user: UserSummary; pagesLoaded: number }>;
}

const firstPage = (search: string, generation: number): UsersView => ({
  generation,
  search,
  pages: [{ cursor: null, attempt: 0 }],
  patches: [],
});

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
  const [view, setView] = useState<UsersView>(() => firstPage('', 0));
  const states = useSubscriptions<ListUsersResponse>(
    view.pages.map((p, i) => ['users', view.generation, view.search, i, p.cursor ?? '', p.attempt]),
    (i) => {
      const { search } = view;
      const cursor = view.pages[i]!.cursor;
      const list = () => listUsers({ ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) });
      return i === 0 && !search ? profilesFirst(list) : oneShot(list);
    },
  );
  const last = states.at(-1)!;
  const loaded = states.filter((s) => s.status === 'ready').length;

  const users = useMemo(() => {
    if (states[0]!.status === 'loading') return undefined;
    // Rows in the order they arrived: pages, and the patches made in between.
    let rows: UserSummary[] = [];
    let page = 0;
    const addPagesUpTo = (n: number) => {
      for (; page < n; page++) rows = append(rows, states[page]!.data?.users ?? []);
    };
    for (const { user, pagesLoaded } of view.patches) {
      addPagesUpTo(pagesLoaded);
      rows = upsertInto(rows, user);
    }
    addPagesUpTo(states.length);
    return rows;
  }, [states, view.patches]);

  // The cursor of the next page: the last loaded page's, kept after a failed "show more" so it
  // can be tried again.
  const lastLoaded = [...states].reverse().find((s) => s.status === 'ready');
  const nextCursor = lastLoaded?.data?.nextCursor ?? null;

  const search = useCallback((query: string) => {
    setView((v) => firstPage(query.trim().toLowerCase(), v.generation + 1));
  }, []);
  const showMore = useCallback(() => {
    if (!nextCursor || last.status === 'loading') return;
    setView((v) =>
      last.status === 'error'
        ? // The rows already shown stay; the failed page is asked for again.
          { ...v, pages: v.pages.map((p, i) => (i === v.pages.length - 1 ? { ...p, attempt: p.attempt + 1 } : p)) }
        : { ...v, pages: [...v.pages, { cursor: nextCursor, attempt: 0 }] },
    );
  }, [nextCursor, last.status]);
  const upsert = useCallback(
    (user: UserSummary) => setView((v) => ({ ...v, patches: [...v.patches, { user, pagesLoaded: loaded }] })),
    [loaded],
  );

  return {
    /** The search the rows answer ('' for every account). */
    query: view.search,
    users,
    failed: last.status === 'error',
    loadingMore: states.length > 1 && last.status === 'loading',
    hasMore: nextCursor !== null,
    search,
    showMore,
    upsert,
  };
}

/** The admin's writes (callables), each with the app's busy/error convention. */
export const useSetUserRole = () => useMutation('setUserRole', setUserRole);
export const useCreateUser = () => useMutation('createUser', createUser);
