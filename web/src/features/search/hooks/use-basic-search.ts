import { useMemo } from 'react';
import { basicSearchPlan, type SearchFilters } from '@shared/search-index';
import { oneShot } from '@/lib/data/store';
import { useCursorPages } from '@/lib/data/use-paged-list';
import type { IndexedBook, SearchCursor } from '../api/search';
import { collectMatches } from '../lib/collect-matches';

interface Plan {
  first: string | null;
  rest: string[];
}

/**
 * The index reads (and Firestore lite with them, ~34 KB gzip) load with the first search or when
 * the browser is idle, not with the page: /search shows and answers input sooner on a phone.
 */
export const searchApi = () => import('../api/search');

const run = (plan: Plan, after: SearchCursor | null) =>
  collectMatches(
    async (cursor: SearchCursor | null, size) => (await searchApi()).fetchIndexPage(plan.first, cursor, size),
    plan.rest,
    after,
  );

type Page = Awaited<ReturnType<typeof run>>;

/**
 * The first page started by the search form's submit, before the screen re-renders with the new
 * query (a navigation render, tens of milliseconds on a phone): the hook takes the read that is
 * already under way instead of starting it then. Taken once, and only while fresh.
 */
let early: { key: string; at: number; page: Promise<Page> } | null = null;
const FRESH_MS = 5_000;

export function startBasicSearch(q: string, filters: SearchFilters): void {
  const planned = basicSearchPlan(q, filters);
  if (planned.first === null) return;
  const page = run(planned, null);
  page.catch(() => undefined); // the hook reports a failure when it takes the read
  early = { key: JSON.stringify(planned), at: Date.now(), page };
}

function firstPage(key: string, plan: Plan): Promise<Page> {
  const taken = early;
  early = null;
  return taken?.key === key && Date.now() - taken.at < FRESH_MS ? taken.page : run(plan, null);
}

/**
 * Basic search: one index token goes to Firestore, the other query words and the filters are
 * checked on each page (see basicSearchPlan). Idle (no reads) when there is neither a query nor a
 * filter. `showMore` reads the next page.
 */
export function useBasicSearch(q: string, filters: SearchFilters, enabled: boolean) {
  const planned = basicSearchPlan(q, filters);
  const key = enabled && planned.first !== null ? JSON.stringify(planned) : '';
  // The plan is rebuilt from its key so reads depend on the search, not on object identity.
  const plan = useMemo<Plan>(() => (key ? JSON.parse(key) : { first: null, rest: [] }), [key]);
  const { pages, hasMore, loadingMore, loadMore } = useCursorPages<Page, SearchCursor>({
    key: key ? ['basic-search', key] : null,
    page: (after, _upTo, i) => oneShot(() => (i === 0 ? firstPage(key, plan) : run(plan, after))),
    next: (page) => (page.exhausted ? null : page.last),
  });
  // Spec: search failures are logged only (by the store); a failed page ends the list.
  const first = pages[0]!;
  const books = useMemo(() => pages.flatMap((p): IndexedBook[] => p.data?.matches ?? []), [pages]);

  return {
    active: key !== '',
    books,
    loading: key !== '' && (first.status === 'loading' || loadingMore),
    hasMore: hasMore || loadingMore,
    showMore: loadMore,
  };
}
