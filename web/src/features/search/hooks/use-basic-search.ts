import { useMemo } from 'react';
import type { SearchOrder, SearchParams, SearchResult } from '@shared/catalogue-search';
import type { SearchFilters } from '@shared/search-index';
import { oneShot } from '@/lib/data/store';
import { useCursorPages } from '@/lib/data/use-paged-list';
import { fetchSearchPage } from '../lib/basic-search';

type Page = Awaited<ReturnType<typeof fetchSearchPage>>;
type FirstPageRequest = Omit<SearchParams, 'page' | 'terms'>;

const requestOf = (q: string, filters: SearchFilters, sort: SearchOrder): FirstPageRequest => ({ q, ...filters, sort });
const searches = (r: FirstPageRequest) =>
  r.q.trim() !== '' || r.format !== 'all' || r.mood !== 'all' || r.availability !== 'all';

/**
 * The first page started by the search form's submit, before the screen re-renders with the new
 * query (a navigation render, tens of milliseconds on a phone): the hook takes the request that is
 * already under way instead of starting it then. Taken once, and only while fresh.
 */
let early: { key: string; at: number; page: Promise<Page> } | null = null;
const FRESH_MS = 5_000;

export function startBasicSearch(q: string, filters: SearchFilters, sort: SearchOrder): void {
  const request = requestOf(q, filters, sort);
  if (!searches(request)) return;
  const page = fetchSearchPage({ ...request, page: 1 });
  page.catch(() => undefined); // the hook reports a failure when it takes the request
  early = { key: JSON.stringify(request), at: Date.now(), page };
}

function firstPage(key: string, request: FirstPageRequest): Promise<Page> {
  const taken = early;
  early = null;
  return taken?.key === key && Date.now() - taken.at < FRESH_MS ? taken.page : fetchSearchPage({ ...request, page: 1 });
}

/**
 * Basic search: the search endpoint ranks the catalogue (relevance or title order) and answers a
 * page at a time. Idle (no request) when there is neither a query nor a filter. `showMore` asks
 * for the next page.
 */
export function useBasicSearch(q: string, filters: SearchFilters, sort: SearchOrder, enabled: boolean) {
  const planned = requestOf(q, filters, sort);
  const key = enabled && searches(planned) ? JSON.stringify(planned) : '';
  // The request is rebuilt from its key so reads depend on the search, not on object identity.
  const request = useMemo<FirstPageRequest | null>(() => (key ? JSON.parse(key) : null), [key]);
  const { pages, hasMore, loadingMore, loadMore } = useCursorPages<Page, number>({
    key: key ? ['basic-search', key] : null,
    page: (after, _upTo, i) =>
      oneShot(() => (i === 0 ? firstPage(key, request!) : fetchSearchPage({ ...request!, page: after ?? 1 }))),
    next: (page) => (page.hasMore ? page.page + 1 : null),
  });
  // Spec: search failures are logged only (by the store); a failed page ends the list.
  const first = pages[0]!;
  const books = useMemo(() => pages.flatMap((p): SearchResult[] => p.data?.books ?? []), [pages]);

  return {
    active: key !== '',
    books,
    loading: key !== '' && (first.status === 'loading' || loadingMore),
    hasMore: hasMore || loadingMore,
    showMore: loadMore,
  };
}
