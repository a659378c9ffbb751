/**
 * Basic search's one request: GET /api/search (functions/src/search/search-books.ts), one page of
 * results ranked on the server. A plain fetch on the site's origin: no Firebase code to load first.
 */
import { readSearchAnswer, searchUrl, type SearchAnswer, type SearchParams } from '@shared/catalogue-search';
import { getJson } from '@/lib/data/get-json';

export async function fetchSearchPage(request: SearchParams): Promise<SearchAnswer> {
  return readSearchAnswer(await getJson(searchUrl(request)));
}
