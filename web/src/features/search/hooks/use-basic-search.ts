import { useEffect, useMemo, useState } from 'react';
import { basicSearchPlan, type SearchFilters } from '@shared/search-index';
import { fetchIndexPage, type IndexedBook, type SearchCursor } from '../api/search';
import { collectMatches } from '../lib/collect-matches';

interface Plan {
  first: string | null;
  rest: string[];
}

interface BasicState {
  key: string;
  books: IndexedBook[];
  last: SearchCursor | null;
  exhausted: boolean;
  loading: boolean;
}

const run = (plan: Plan, after: SearchCursor | null) =>
  collectMatches((cursor: SearchCursor | null, size) => fetchIndexPage(plan.first, cursor, size), plan.rest, after);

/**
 * Basic search: one index token goes to Firestore, the other query words and the filters are
 * checked on each page (see basicSearchPlan). Idle (no reads) when there is neither a query nor a
 * filter. `showMore` reads the next page.
 */
export function useBasicSearch(q: string, filters: SearchFilters, enabled: boolean) {
  const planned = basicSearchPlan(q, filters);
  const key = enabled && planned.first !== null ? JSON.stringify(planned) : '';
  // The plan is rebuilt from its key so effects depend on the search, not on object identity.
  const plan = useMemo<Plan>(() => (key ? JSON.parse(key) : { first: null, rest: [] }), [key]);
  const [state, setState] = useState<BasicState | null>(null);

  useEffect(() => {
    if (!key) return;
    let live = true;
    run(plan, null).then(
      (res) => live && setState({ key, books: res.matches, last: res.last, exhausted: res.exhausted, loading: false }),
      (err: unknown) => {
        // Spec: search failures are logged only.
        console.error('search failed', err);
        if (live) setState({ key, books: [], last: null, exhausted: true, loading: false });
      },
    );
    return () => {
      live = false;
    };
  }, [key, plan]);

  const mine = key !== '' && state?.key === key ? state : null;

  function showMore() {
    if (!mine || mine.loading || mine.exhausted) return;
    setState({ ...mine, loading: true });
    run(plan, mine.last).then(
      (res) =>
        setState((prev) =>
          prev?.key === key
            ? { key, books: [...prev.books, ...res.matches], last: res.last, exhausted: res.exhausted, loading: false }
            : prev,
        ),
      (err: unknown) => {
        console.error('search failed', err);
        setState((prev) => (prev?.key === key ? { ...prev, exhausted: true, loading: false } : prev));
      },
    );
  }

  return {
    active: key !== '',
    books: mine?.books ?? [],
    loading: key !== '' && (mine === null || mine.loading),
    hasMore: !!mine && !mine.exhausted,
    showMore,
  };
}
