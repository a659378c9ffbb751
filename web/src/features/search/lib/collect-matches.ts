import { matchesAllTokens } from '@shared/search-index';

/** Books shown per "page" of basic-search results. */
export const RESULTS_PAGE = 24;
/** Index rows read per request when some query words must be checked on the page. */
export const FETCH_SIZE = 48;
/** Requests per "Show more" at most: a rare word combination never turns into a long scan. */
export const MAX_FETCHES = 4;

export interface IndexPage<B, C> {
  books: B[];
  last: C | null;
  exhausted: boolean;
}

/**
 * Reads index pages from `after` until RESULTS_PAGE books match every token in `rest`, the index
 * is exhausted, or MAX_FETCHES requests were made. Returns the matches and where to continue.
 */
export async function collectMatches<B extends { searchTokens: readonly string[] }, C>(
  fetchPage: (after: C | null, size: number) => Promise<IndexPage<B, C>>,
  rest: readonly string[],
  after: C | null,
): Promise<{ matches: B[]; last: C | null; exhausted: boolean }> {
  const size = rest.length > 0 ? FETCH_SIZE : RESULTS_PAGE;
  const matches: B[] = [];
  let cursor = after;
  let exhausted = false;
  for (let i = 0; i < MAX_FETCHES && matches.length < RESULTS_PAGE && !exhausted; i++) {
    const page = await fetchPage(cursor, size);
    cursor = page.last;
    exhausted = page.exhausted;
    matches.push(...page.books.filter((b) => matchesAllTokens(b.searchTokens, rest)));
  }
  return { matches, last: cursor, exhausted };
}
