/** The search screen's state lives in the address (?q=&mode=&sort=&format=&availability=&mood=), so
 *  results can be linked to (the home page's collection tiles link to /search?q=<topic>). */
import { SEARCH_ORDERS, type SearchOrder } from '@shared/catalogue-search';
import { FORMATS, MOODS } from '@shared/constants';
import { NO_FILTERS, type SearchFilters } from '@shared/search-index';

export type SearchMode = 'basic' | 'smart';
export const AVAILABILITY = ['available', 'unavailable'] as const;

export interface SearchState {
  q: string;
  mode: SearchMode;
  /** Basic search's order: best match first (the default) or by title. */
  sort: SearchOrder;
  filters: SearchFilters;
}

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | 'all' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';

export function readSearchState(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim(),
    mode: params.get('mode') === 'smart' ? 'smart' : 'basic',
    sort: params.get('sort') === 'title' ? 'title' : SEARCH_ORDERS[0],
    filters: {
      format: oneOf(params.get('format'), FORMATS),
      mood: oneOf(params.get('mood'), MOODS),
      availability: oneOf(params.get('availability'), AVAILABILITY),
    },
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.mode === 'smart') params.set('mode', 'smart');
  if (state.sort !== SEARCH_ORDERS[0]) params.set('sort', state.sort);
  for (const key of Object.keys(NO_FILTERS) as Array<keyof SearchFilters>) {
    if (state.filters[key] !== 'all') params.set(key, state.filters[key]);
  }
  return params;
}
