/**
 * Basic search's one request: GET /api/search (functions/src/search/search-books.ts), one page of
 * results ranked on the server. A plain fetch on the site's origin: no Firebase code to load first.
 */
import { readSearchAnswer, searchUrl, type SearchAnswer, type SearchParams } from '@shared/catalogue-search';

export async function fetchSearchPage(request: SearchParams): Promise<SearchAnswer> {
  const res = await fetch(searchUrl(request), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return readSearchAnswer(await res.json());
}
