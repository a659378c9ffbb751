/**
 * What readers searched for and barely found (searchMisses: counted by the search endpoint by the
 * query's words, with no reader's id), most searched first, live. Staff only (the rules).
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { searchMisses, type SearchMissDoc } from '@shared/documents/search';
import type { WithId } from '@shared/documents/collection';
import { collectionRef, subscribeList } from '@/lib/firebase/documents';

export type SearchMiss = WithId<SearchMissDoc>;

/** The most searched-for misses shown. */
export const MISSES_SHOWN = 20;

export function subscribeSearchMisses(onNext: (misses: SearchMiss[]) => void, onError: (err: Error) => void) {
  return subscribeList(
    query(collectionRef(searchMisses), orderBy('count', 'desc'), limit(MISSES_SHOWN)),
    onNext,
    onError,
  );
}
