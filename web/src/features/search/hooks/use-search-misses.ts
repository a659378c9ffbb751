import { useSubscription } from '@/lib/data/use-data';
import { subscribeSearchMisses, type SearchMiss } from '../api/search-misses';

/** The searches that found fewer than three books, most searched first, live (staff). */
export function useSearchMisses() {
  return useSubscription<SearchMiss[]>(['search-misses'], (emit, fail) => subscribeSearchMisses(emit, fail));
}
